import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { UnsubscribeModule } from '../unsubscribe/unsubscribe.module';
import { Notification } from './notification.entity';
import { NotificationLinkTokensService } from './notification-link-tokens.service';
import { NotificationReadsService } from './notification-reads.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { PlatformNotificationsModule } from './platform-notifications.module';
import { PublicNotificationsController } from './public-notifications.controller';

@Module({
  imports: [
    IdentityModule,
    UnsubscribeModule,
    PlatformNotificationsModule,
    TypeOrmModule.forFeature([Notification]),
  ],
  controllers: [NotificationsController, PublicNotificationsController],
  providers: [NotificationsService, NotificationLinkTokensService, NotificationReadsService],
})
export class NotificationsModule {}
