/**
 * What the rest of the service may use of the delivery engine; nothing else of delivery/ is
 * imported from outside it. The engine imports nothing from the owner's API (subscriptions/).
 */
export { DeliveryEngineModule } from './delivery-engine.module';
export { DeliveryEngine, RECOVERY_BATCH } from './delivery-engine.service';
export type { DueAttempts, OwnerChange } from './delivery-engine.service';
export type { IssuedChallenge } from './challenges/ownership-challenges.service';
export type { WaitingPlace } from './ordering/key-sequences.queries';
export { mayReceive } from './challenges/may-receive';
export { circuitStateOf, type CircuitState } from './protection/circuit-breaker';
export {
  DestinationRefusedError,
  resolveAllowedAddresses,
} from './destinations/destination-policy';
export type { AmqpRoute, DestinationType, NatsRoute } from './destinations/destination';
export {
  destinationTypeOf,
  hideUrlSecret,
  parseSubscriptionUrl,
  plainUrlPasswordOf,
  shownUrlOf,
  SUBSCRIPTION_URL_MAX_LENGTH,
  type SubscriptionUrl,
} from './destinations/destination-url';
export { DeliveriesRepository, type DirectDelivery } from './store/deliveries.repository';
export { DeliveryRetentionRepository } from './store/retention.repository';
export { SubscriptionsRepository } from './store/subscriptions.repository';
export type { StatsWindow, StatsWindowRow } from './store/delivery-stats.queries';
export type { LoggedAttempt, LoggedEvent } from './store/delivery-log.queries';
export { WebhookDeliveryAttempt } from './store/webhook-delivery-attempt.entity';
export { WebhookDelivery } from './store/webhook-delivery.entity';
export {
  WebhookSubscription,
  type SubscriptionDisabledReason,
  type VerificationStatus,
} from './store/webhook-subscription.entity';
export { OutboxRelayService, RELAY_BATCH } from './relay/outbox-relay.service';
export { LostJobSweepService, SWEEP_BATCH } from './relay/lost-job-sweep.service';
export { FAILING_CHECK_BATCH, FailingWarningsService } from './warnings/failing-warnings.service';
export { failingCheckIntervalMs } from './warnings/subscription-warnings';
