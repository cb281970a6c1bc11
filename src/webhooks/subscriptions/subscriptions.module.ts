import { Module } from '@nestjs/common';
import { DeliveryEngineModule } from '../delivery';
import { SigningModule } from '../signing/signing.module';
import { DeliveriesService } from './delivery-log/deliveries.service';
import { PlainUrlPasswordsService } from './plain-url-passwords.service';
import { EventTypesController } from './event-types/event-types.controller';
import { EventTypesService } from './event-types/event-types.service';
import { DeliveryRecoveryService } from './recovery/delivery-recovery.service';
import { SubscriptionRecoveryController } from './recovery/subscription-recovery.controller';
import { TestEventsService } from './recovery/test-events.service';
import { SubscriptionStatsController } from './stats/subscription-stats.controller';
import { SubscriptionStatsService } from './stats/subscription-stats.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';
import { SubscriptionDestinationsService } from './subscription-destinations.service';
import { SubscriptionVerificationController } from './verification/subscription-verification.controller';
import { SubscriptionVerificationService } from './verification/subscription-verification.service';

/**
 * The subscription owner's API (platform.md, Provisioning resources): subscriptions and their
 * filters, proof of ownership, secret rotation, the delivery log, retries, recovery, test
 * events, stats and the event-type catalogue. It asks the delivery engine (DeliveryEngine) for
 * anything that sends; the engine never calls it.
 */
@Module({
  imports: [DeliveryEngineModule, SigningModule],
  controllers: [
    SubscriptionsController,
    SubscriptionRecoveryController,
    SubscriptionStatsController,
    EventTypesController,
    SubscriptionVerificationController,
  ],
  providers: [
    SubscriptionsService,
    SubscriptionDestinationsService,
    DeliveriesService,
    DeliveryRecoveryService,
    TestEventsService,
    SubscriptionStatsService,
    EventTypesService,
    SubscriptionVerificationService,
    PlainUrlPasswordsService,
  ],
  exports: [
    SubscriptionsService,
    DeliveriesService,
    DeliveryRecoveryService,
    TestEventsService,
    SubscriptionStatsService,
    EventTypesService,
  ],
})
export class SubscriptionsModule {}
