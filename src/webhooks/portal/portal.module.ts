import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { PortalDeliveriesController } from './portal-deliveries.controller';
import { PortalHeaders } from './portal-headers.middleware';
import { PortalLinkAccessModule } from './portal-link-access.module';
import { PortalLinksController } from './portal-links.controller';
import { PortalLinksService } from './portal-links.service';
import { PortalPageAssets } from './portal-page-assets.service';
import { PortalPageController } from './portal-page.controller';
import { PortalService } from './portal.service';
import { PortalSubscriptionsController } from './portal-subscriptions.controller';

/**
 * The webhook portal (platform.md, Portal links; docs/webhooks-portal.md): portal links under
 * /v1, the page under /portal and the routes it calls under /portal/api, which reach the link's
 * subscriptions through the owner's services (SubscriptionsModule) and nothing else.
 */
@Module({
  imports: [PortalLinkAccessModule, SubscriptionsModule],
  controllers: [
    PortalLinksController,
    PortalSubscriptionsController,
    PortalDeliveriesController,
    PortalPageController,
  ],
  providers: [PortalLinksService, PortalService, PortalPageAssets],
})
export class PortalModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PortalHeaders).forRoutes('portal', 'portal/*path');
  }
}
