import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MetricsModule } from '../metrics/metrics.module';
import { DeliveryEngineModule } from './delivery';
import { InboundDeliveryLogService } from './inbound/inbound-delivery-log.service';
import { InboundDelivery } from './inbound/inbound-delivery.entity';
import { InboundEndpoint } from './inbound/inbound-endpoint.entity';
import { InboundEndpointsController } from './inbound/inbound-endpoints.controller';
import { InboundEndpointsService } from './inbound/inbound-endpoints.service';
import { InboundProcessorService } from './inbound/inbound-processor.service';
import { InboundReceiverController } from './inbound/inbound-receiver.controller';
import { InboundReceiverService } from './inbound/inbound-receiver.service';
import { RetentionService } from './retention/retention.service';
import { SigningModule } from './signing/signing.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { WebhookLoopsService } from './webhook-loops.service';

/**
 * Both directions of webhooks: the inbound receiver with its endpoints; the owner's API of
 * outbound subscriptions (SubscriptionsModule) over the delivery engine (DeliveryEngineModule);
 * the polling loops and retention, which serve both. Postgres holds every delivery; BullMQ
 * carries the work.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([InboundEndpoint, InboundDelivery]),
    MetricsModule,
    SigningModule,
    DeliveryEngineModule,
    SubscriptionsModule,
  ],
  controllers: [InboundReceiverController, InboundEndpointsController],
  providers: [
    InboundDeliveryLogService,
    InboundReceiverService,
    InboundEndpointsService,
    InboundProcessorService,
    RetentionService,
    WebhookLoopsService,
  ],
})
export class WebhooksModule {}
