import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { SendPermissionService } from './send-permission.service';
import { UnsubscribeRepository } from './unsubscribe.repository';

/**
 * "May I send?" on its own, without the unsubscribe routes: features that record notices
 * themselves (webhook warnings) import this rather than UnsubscribeModule and its
 * controllers. UnsubscribeModule re-exports it. The suppressions' repository lives here, so
 * both modules read them through it.
 */
@Module({
  imports: [IdentityModule],
  providers: [UnsubscribeRepository, SendPermissionService],
  exports: [UnsubscribeRepository, SendPermissionService],
})
export class SendPermissionModule {}
