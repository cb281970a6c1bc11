import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { SendPermissionService } from './send-permission.service';

/**
 * "May I send?" on its own, without the unsubscribe routes: features that record notices
 * themselves (webhook alerts, issue 18) import this rather than UnsubscribeModule and its
 * controllers. UnsubscribeModule re-exports it.
 */
@Module({
  imports: [IdentityModule],
  providers: [SendPermissionService],
  exports: [SendPermissionService],
})
export class SendPermissionModule {}
