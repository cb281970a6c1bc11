import { Module } from '@nestjs/common';
import { SendPermissionModule } from '../unsubscribe/send-permission.module';
import { NotificationsRepository } from './notifications.repository';
import { PlatformNotificationsService } from './platform-notifications.service';

/**
 * Notices the platform records for members itself (webhook warnings). No controllers, so
 * importing it from another feature leaves the routes of NotificationsModule where they are.
 */
@Module({
  imports: [SendPermissionModule],
  providers: [NotificationsRepository, PlatformNotificationsService],
  exports: [NotificationsRepository, PlatformNotificationsService],
})
export class PlatformNotificationsModule {}
