import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MetricsModule } from '../metrics/metrics.module';
import { PlatformNotificationsModule } from '../notifications/platform-notifications.module';
import { QUEUES } from '../queue/queue-names';
import { AttemptRecorderService } from './delivery/attempts/attempt-recorder.service';
import { DeliveryAttemptService } from './delivery/attempts/delivery-attempt.service';
import { DeliveryMetrics } from './delivery/attempts/delivery-metrics';
import { ReceiverProtectionService } from './delivery/protection/receiver-protection.service';
import { ReceiverSignalsService } from './delivery/protection/receiver-signals.service';
import { SubscriptionRateLimiter } from './delivery/protection/subscription-rate-limiter';
import { OutboxRelayService } from './delivery/relay/outbox-relay.service';
import { RecoverySweepService } from './delivery/relay/lost-job-sweep.service';
import { WebhookHttpClient } from './delivery/destinations/http.destination';
import { OutboundDeliveryConsumer, OutboundRetryConsumer } from './delivery/queue/delivery.consumer';
import { WebhookLoopsService } from './webhook-loops.service';
import { FailingWarningsService } from './delivery/warnings/failing-warnings.service';
import { WebhookQueues } from './delivery/queue/delivery-queues';
import { InboundDeliveryLogService } from './inbound/inbound-delivery-log.service';
import { InboundDelivery } from './inbound/inbound-delivery.entity';
import { InboundEndpoint } from './inbound/inbound-endpoint.entity';
import { InboundEndpointsController } from './inbound/inbound-endpoints.controller';
import { InboundEndpointsService } from './inbound/inbound-endpoints.service';
import { InboundProcessorService } from './inbound/inbound-processor.service';
import { InboundReceiverController } from './inbound/inbound-receiver.controller';
import { InboundReceiverService } from './inbound/inbound-receiver.service';
import { DeliveriesService } from './subscriptions/delivery-log/deliveries.service';
import { DeliveryRecoveryService } from './subscriptions/recovery/delivery-recovery.service';
import { SubscriptionRecoveryController } from './subscriptions/recovery/subscription-recovery.controller';
import { TestEventsService } from './subscriptions/recovery/test-events.service';
import { RetentionService } from './retention/retention.service';
import { SubscriptionStateService } from './delivery/holds/delivery-holds.service';
import { SubscriptionAlertsService } from './delivery/warnings/subscription-warnings.service';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { SubscriptionStatsController } from './subscriptions/stats/subscription-stats.controller';
import { SubscriptionStatsService } from './subscriptions/stats/subscription-stats.service';
import { EventTypesController } from './subscriptions/event-types/event-types.controller';
import { EventTypesService } from './subscriptions/event-types/event-types.service';
import { WebhookDeliveryAttempt } from './delivery/store/webhook-delivery-attempt.entity';
import { WebhookDelivery } from './delivery/store/webhook-delivery.entity';
import { WebhookSubscription } from './delivery/store/webhook-subscription.entity';
import { SigningSecretsService } from './signing/signing-secrets.service';
import { OwnershipChallengesService } from './delivery/challenges/ownership-challenges.service';
import { SubscriptionVerificationController } from './subscriptions/verification/subscription-verification.controller';
import { SubscriptionVerificationService } from './subscriptions/verification/subscription-verification.service';

/**
 * Both directions of webhooks: the inbound receiver with its endpoints, and outbound
 * subscriptions fed by the outbox relay. Postgres holds every delivery; BullMQ carries the work.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      InboundEndpoint,
      InboundDelivery,
      WebhookSubscription,
      WebhookDelivery,
      WebhookDeliveryAttempt,
    ]),
    BullModule.registerQueue({ name: QUEUES.outboundDeliveries }, { name: QUEUES.outboundRetries }),
    MetricsModule,
    PlatformNotificationsModule,
  ],
  controllers: [
    InboundReceiverController,
    InboundEndpointsController,
    SubscriptionsController,
    SubscriptionRecoveryController,
    SubscriptionStatsController,
    EventTypesController,
    SubscriptionVerificationController,
  ],
  providers: [
    SigningSecretsService,
    WebhookQueues,
    WebhookHttpClient,
    InboundDeliveryLogService,
    InboundReceiverService,
    InboundEndpointsService,
    InboundProcessorService,
    SubscriptionStateService,
    SubscriptionAlertsService,
    FailingWarningsService,
    SubscriptionsService,
    SubscriptionStatsService,
    EventTypesService,
    DeliveriesService,
    DeliveryRecoveryService,
    TestEventsService,
    AttemptRecorderService,
    DeliveryAttemptService,
    DeliveryMetrics,
    SubscriptionRateLimiter,
    ReceiverProtectionService,
    ReceiverSignalsService,
    OutboxRelayService,
    RecoverySweepService,
    RetentionService,
    OutboundDeliveryConsumer,
    OutboundRetryConsumer,
    WebhookLoopsService,
    OwnershipChallengesService,
    SubscriptionVerificationService,
  ],
})
export class WebhooksModule {}
