import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MetricsModule } from '../../metrics/metrics.module';
import { PlatformNotificationsModule } from '../../notifications/platform-notifications.module';
import { QUEUES } from '../../queue/queue-names';
import { SigningModule } from '../signing/signing.module';
import { AttemptRecorderService } from './attempts/attempt-recorder.service';
import { DeliveryAttemptService } from './attempts/delivery-attempt.service';
import { DeliveryMetrics } from './attempts/delivery-metrics';
import { ChallengesRepository } from './challenges/challenges.repository';
import { OwnershipChallengesService } from './challenges/ownership-challenges.service';
import { DeliveryEngine } from './delivery-engine.service';
import { DESTINATION_PROVIDERS, DestinationRegistry } from './destinations/destination-registry';
import { DeliveryHoldsService } from './holds/delivery-holds.service';
import { ProtectionRepository } from './protection/protection.repository';
import { ReceiverProtectionService } from './protection/receiver-protection.service';
import { ReceiverSignalsService } from './protection/receiver-signals.service';
import { SubscriptionRateLimiter } from './protection/subscription-rate-limiter';
import { DeliveryConsumer } from './queue/delivery.consumer';
import { DeliveryQueues } from './queue/delivery-queues';
import { LostJobSweepService } from './relay/lost-job-sweep.service';
import { OutboxRelayService } from './relay/outbox-relay.service';
import { AttemptsRepository } from './store/attempts.repository';
import { DeliveriesRepository } from './store/deliveries.repository';
import { RelayRepository } from './store/relay.repository';
import { DeliveryRetentionRepository } from './store/retention.repository';
import { SubscriptionsRepository } from './store/subscriptions.repository';
import { WebhookDeliveryAttempt } from './store/webhook-delivery-attempt.entity';
import { WebhookDelivery } from './store/webhook-delivery.entity';
import { WebhookSubscription } from './store/webhook-subscription.entity';
import { KeySequencesRepository } from './ordering/key-sequences.repository';
import { KeySequencesService } from './ordering/key-sequences.service';
import { WebhookKeyHead } from './ordering/webhook-key-head.entity';
import { WebhookKeyQueueEntry } from './ordering/webhook-key-queue-entry.entity';
import { FailingWarningsService } from './warnings/failing-warnings.service';
import { SubscriptionWarningsService } from './warnings/subscription-warnings.service';
import { WarningsRepository } from './warnings/warnings.repository';

/**
 * The outbound delivery engine: the outbox relay, the attempt queues and their one consumer,
 * attempts to destinations, the rules that protect receivers, holds and replays, proof of
 * ownership, the failing/recovered/disabled warnings and the lost-job sweep. The owner's API
 * reaches it through DeliveryEngine and the store's repositories only (index.ts).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      WebhookSubscription,
      WebhookDelivery,
      WebhookDeliveryAttempt,
      WebhookKeyHead,
      WebhookKeyQueueEntry,
    ]),
    BullModule.registerQueue({ name: QUEUES.outboundDeliveries }, { name: QUEUES.outboundRetries }),
    MetricsModule,
    PlatformNotificationsModule,
    SigningModule,
  ],
  providers: [
    DeliveryEngine,
    SubscriptionsRepository,
    DeliveriesRepository,
    AttemptsRepository,
    RelayRepository,
    DeliveryQueues,
    DeliveryConsumer,
    OutboxRelayService,
    LostJobSweepService,
    DeliveryAttemptService,
    AttemptRecorderService,
    DeliveryMetrics,
    ...DESTINATION_PROVIDERS,
    DestinationRegistry,
    ReceiverProtectionService,
    ReceiverSignalsService,
    SubscriptionRateLimiter,
    DeliveryHoldsService,
    OwnershipChallengesService,
    FailingWarningsService,
    SubscriptionWarningsService,
    ProtectionRepository,
    ChallengesRepository,
    WarningsRepository,
    DeliveryRetentionRepository,
    KeySequencesRepository,
    KeySequencesService,
  ],
  exports: [
    DeliveryEngine,
    SubscriptionsRepository,
    DeliveriesRepository,
    DeliveryRetentionRepository,
    OutboxRelayService,
    LostJobSweepService,
    FailingWarningsService,
  ],
})
export class DeliveryEngineModule {}
