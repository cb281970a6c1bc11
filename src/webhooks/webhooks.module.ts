import { Module } from '@nestjs/common';
import { IdempotencyAnswersModule } from '../idempotency/idempotency-answers.module';
import { MetricsModule } from '../metrics/metrics.module';
import { DeliveryEngineModule } from './delivery';
import { InboundWebhooksModule } from './inbound/inbound-webhooks.module';
import { RetentionService } from './retention/retention.service';
import { SigningModule } from './signing/signing.module';
import { PortalModule } from './portal/portal.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { WebhookLoopsService } from './webhook-loops.service';

/**
 * Both directions of webhooks: the inbound receiver (InboundWebhooksModule); the owner's API of
 * outbound subscriptions (SubscriptionsModule) over the delivery engine (DeliveryEngineModule)
 * and the portal that shows them to a link's holder (PortalModule);
 * the polling loops and retention, which serve both. Postgres holds every delivery; BullMQ
 * carries the work.
 */
@Module({
  imports: [
    MetricsModule,
    IdempotencyAnswersModule,
    SigningModule,
    InboundWebhooksModule,
    DeliveryEngineModule,
    SubscriptionsModule,
    PortalModule,
  ],
  providers: [RetentionService, WebhookLoopsService],
})
export class WebhooksModule {}
