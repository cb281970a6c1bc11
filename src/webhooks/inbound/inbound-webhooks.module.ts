import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SigningModule } from '../signing/signing.module';
import { InboundDedupeKey } from './inbound-dedupe-key.entity';
import { InboundDeliveriesRepository } from './inbound-deliveries.repository';
import { InboundDeliveryLogService } from './inbound-delivery-log.service';
import { InboundDelivery } from './inbound-delivery.entity';
import { InboundEndpoint } from './inbound-endpoint.entity';
import { InboundEndpointsController } from './inbound-endpoints.controller';
import { InboundEndpointsRepository } from './inbound-endpoints.repository';
import { InboundEndpointsService } from './inbound-endpoints.service';
import { InboundProcessorService } from './inbound-processor.service';
import { InboundReceiverController } from './inbound-receiver.controller';
import { InboundReceiverService } from './inbound-receiver.service';

/**
 * The inbound webhook receiver (public-api.md, Inbound webhook receiver): receiver URLs and their
 * provisioning, the public receiving route, its delivery log, and the processing that turns each
 * accepted delivery into a `webhook.inbound.received` event. Independent of outbound delivery;
 * the worker's polling loops call InboundProcessorService, so it is exported.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([InboundEndpoint, InboundDelivery, InboundDedupeKey]),
    SigningModule,
  ],
  controllers: [InboundReceiverController, InboundEndpointsController],
  providers: [
    InboundEndpointsRepository,
    InboundDeliveriesRepository,
    InboundDeliveryLogService,
    InboundReceiverService,
    InboundEndpointsService,
    InboundProcessorService,
  ],
  exports: [InboundProcessorService, InboundDeliveriesRepository],
})
export class InboundWebhooksModule {}
