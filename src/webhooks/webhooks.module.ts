import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MetricsModule } from '../metrics/metrics.module';
import { PlatformNotificationsModule } from '../notifications/platform-notifications.module';
import { QUEUES } from '../queue/queue-names';
import { AttemptRecorderService } from './delivery/attempt-recorder.service';
import { DeliveryAttemptService } from './delivery/delivery-attempt.service';
import { DeliveryMetrics } from './delivery/delivery-metrics';
import { ReceiverProtectionService } from './delivery/receiver-protection.service';
import { ReceiverSignalsService } from './delivery/receiver-signals.service';
import { SubscriptionRateLimiter } from './delivery/subscription-rate-limiter';
import { OutboxRelayService } from './delivery/outbox-relay.service';
import { RecoverySweepService } from './delivery/recovery-sweep.service';
import { WebhookHttpClient } from './delivery/webhook-http-client';
import { OutboundDeliveryConsumer, OutboundRetryConsumer } from './delivery/webhook-consumers';
import { WebhookLoopsService } from './delivery/webhook-loops.service';
import { FailingWarningsService } from './delivery/failing-warnings.service';
import { WebhookQueues } from './delivery/webhook-queues';
import { InboundWebhooksModule } from './inbound/inbound-webhooks.module';
import { DeliveriesService } from './outbound/deliveries.service';
import { DeliveryRecoveryService } from './outbound/delivery-recovery.service';
import { SubscriptionRecoveryController } from './outbound/subscription-recovery.controller';
import { TestEventsService } from './outbound/test-events.service';
import { RetentionService } from './retention/retention.service';
import { SubscriptionStateService } from './outbound/subscription-state.service';
import { SubscriptionAlertsService } from './outbound/subscription-alerts.service';
import { SubscriptionsController } from './outbound/subscriptions.controller';
import { SubscriptionsService } from './outbound/subscriptions.service';
import { SubscriptionStatsController } from './outbound/subscription-stats.controller';
import { SubscriptionStatsService } from './outbound/subscription-stats.service';
import { EventTypesController } from './outbound/event-types.controller';
import { EventTypesService } from './outbound/event-types.service';
import { WebhookDeliveryAttempt } from './outbound/webhook-delivery-attempt.entity';
import { WebhookDelivery } from './outbound/webhook-delivery.entity';
import { WebhookSubscription } from './outbound/webhook-subscription.entity';
import { SigningSecretsService } from './signing-secrets.service';
import { OwnershipChallengesService } from './outbound/verification/ownership-challenges.service';
import { SubscriptionVerificationController } from './outbound/verification/subscription-verification.controller';
import { SubscriptionVerificationService } from './outbound/verification/subscription-verification.service';

/**
 * Outbound webhooks: subscriptions fed by the outbox relay. Postgres holds every delivery; BullMQ
 * carries the work. The inbound receiver is InboundWebhooksModule, imported only for the worker
 * loop that processes its accepted deliveries.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookSubscription, WebhookDelivery, WebhookDeliveryAttempt]),
    BullModule.registerQueue({ name: QUEUES.outboundDeliveries }, { name: QUEUES.outboundRetries }),
    MetricsModule,
    PlatformNotificationsModule,
    InboundWebhooksModule,
  ],
  controllers: [
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
