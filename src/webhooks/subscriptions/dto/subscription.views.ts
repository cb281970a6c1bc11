import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { EventEnvelopeView } from '../../../events/event-schemas';
import { SUBSCRIBABLE_EVENT_TYPES } from '../../../events/event-types';
import { STANDARD_WEBHOOKS_DESCRIPTION } from './subscription.dto';
import type { CircuitState } from '../../delivery';
import type { SubscriptionStatus } from '../subscription-status';
import { SubscriptionVerificationView } from '../verification/subscription-verification.views';
import type { SubscriptionFilter } from '../filters/filter-grammar';
import { filterProperty } from '../filters/filter-openapi';
import { AmqpRouteView, NatsRouteView } from './broker-routes.dto';
import { ORDERING_DESCRIPTION, SubscriptionOrderingDto } from './subscription-ordering.dto';

@ApiSchema({ name: 'SubscriptionCircuit' })
export class SubscriptionCircuitView {
  @ApiProperty({
    enum: ['closed', 'open', 'half_open'],
    description:
      'open: attempts wait until openUntil (consecutive failures reached the threshold); half_open: the next attempt is a probe, and its success closes the breaker',
  })
  state: CircuitState;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  openUntil: string | null;

  @ApiProperty({ type: 'integer', description: 'Failed attempts since the last success' })
  consecutiveFailures: number;
}

@ApiSchema({ name: 'Subscription' })
export class SubscriptionView {
  @ApiProperty({ format: 'uuid' })
  subscriptionId: string;

  @ApiProperty({
    description: 'As given, but a password (or NATS token) is shown as ***',
  })
  url: string;

  @ApiProperty({
    type: AmqpRouteView,
    nullable: true,
    description: 'amqp(s) destinations: where messages are published; null for other destinations',
  })
  amqp: AmqpRouteView | null;

  @ApiProperty({
    type: NatsRouteView,
    nullable: true,
    description: 'nats/tls destinations: the subject messages are published to; null otherwise',
  })
  nats: NatsRouteView | null;

  @ApiProperty({
    enum: SUBSCRIBABLE_EVENT_TYPES,
    isArray: true,
    nullable: true,
    description: 'null: every event type',
  })
  eventTypes: string[] | null;

  @ApiProperty(filterProperty('As given at create or PATCH (null: none)'))
  filter: SubscriptionFilter | null;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ description: STANDARD_WEBHOOKS_DESCRIPTION })
  standardWebhooks: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'While a secret rotation grace lasts: when the replaced secret stops signing ' +
      '(X-Webhook-Signature-Previous); null otherwise',
  })
  previousSecretValidUntil: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['manual', 'receiver_gone', 'failing'],
    description: 'receiver_gone: the receiver answered 410; failing: 5 days of only failures',
  })
  disabledReason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  disabledAt: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Attempts per second at most, across every worker; null: no limit',
  })
  maxDeliveriesPerSecond: number | null;

  @ApiProperty({
    type: SubscriptionCircuitView,
    description: 'The circuit breaker: it only delays attempts, never drops them',
  })
  circuit: SubscriptionCircuitView;

  // Proof of ownership (docs/webhooks-delivery.md, "Proof of ownership").
  @ApiProperty({
    enum: ['active', 'pending_verification', 'disabled'],
    description:
      'What happens to events now. active: delivered; pending_verification: kept (held) while ' +
      'the URL has yet to echo its challenge, only the challenge is sent; disabled: kept until ' +
      'enabled (`enabled` false; a disabled subscription may also still need its proof, see ' +
      '`verification`)',
  })
  status: SubscriptionStatus;

  @ApiProperty({ type: SubscriptionVerificationView })
  verification: SubscriptionVerificationView;

  @ApiProperty({
    type: SubscriptionOrderingDto,
    nullable: true,
    description: `null: concurrent delivery. ${ORDERING_DESCRIPTION}`,
  })
  ordering: SubscriptionOrderingDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

@ApiSchema({ name: 'SubscriptionCreated' })
export class SubscriptionCreatedView extends SubscriptionView {
  @ApiProperty({
    example: 'whsec_…',
    description: 'HMAC key of X-Webhook-Signature, exactly as shown (prefix included); shown once',
  })
  secret: string;
}

@ApiSchema({ name: 'SubscriptionSecretRotated' })
export class SubscriptionSecretRotatedView {
  @ApiProperty({ format: 'uuid' })
  subscriptionId: string;

  @ApiProperty({
    example: 'whsec_…',
    description:
      'The new secret, shown only here: it signs X-Webhook-Signature from now on (its key ' +
      'exactly as shown, prefix included)',
  })
  secret: string;

  @ApiProperty({
    format: 'date-time',
    description:
      'Until then every attempt also carries X-Webhook-Signature-Previous made with the ' +
      'replaced secret (and a second v1 entry in webhook-signature); equal to the rotation ' +
      'time for graceHours 0',
  })
  previousSecretValidUntil: string;
}

@ApiSchema({ name: 'SubscriptionDeleted' })
export class SubscriptionDeletedView {
  @ApiProperty({ format: 'uuid' })
  subscriptionId: string;

  @ApiProperty()
  deleted: boolean;
}

@ApiSchema({ name: 'DeliveryAttempt' })
export class DeliveryAttemptView {
  @ApiProperty()
  attemptNumber: number;

  @ApiProperty({ enum: ['succeeded', 'failed'] })
  status: string;

  @ApiProperty({ format: 'uuid', description: 'The X-Correlation-Id sent with this attempt' })
  correlationId: string;

  @ApiProperty({ format: 'date-time' })
  startedAt: string;

  @ApiProperty({ description: 'Milliseconds until the answer (or the failure)' })
  latencyMs: number;

  @ApiProperty({ type: Number, nullable: true })
  responseStatus: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'The first 1024 bytes of the answer' })
  responseBody: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'timeout after 10000 ms',
    description:
      'Why there was no usable answer: a timeout, a refused destination, a redirect, an ' +
      'unechoed challenge, or a broker’s refusal (missing exchange, returned message, negative ' +
      'confirm, no stream, no confirmation in time); null on a success and on a 4xx or 5xx ' +
      'answer, which responseStatus and responseBody show',
  })
  failureReason: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    deprecated: true,
    description: 'The same value as `failureReason`; read that instead',
  })
  error: string | null;
}

@ApiSchema({ name: 'Delivery' })
export class DeliveryView {
  @ApiProperty({ format: 'uuid', description: 'Also the Idempotency-Key of every attempt' })
  deliveryId: string;

  @ApiProperty({ example: 'evt_…' })
  eventId: string;

  @ApiProperty()
  eventType: string;

  @ApiProperty({
    enum: ['pending', 'held', 'succeeded', 'failed'],
    description:
      'held: kept while the subscription is disabled (replayed when it is enabled), its URL has yet to prove its ownership (replayed after the echo), or, with `ordering`, behind an earlier event of its key (`waitingFor`)',
  })
  status: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'With `ordering`, a held delivery’s predecessor in its key: the delivery sent just before it (follow the chain to the one being attempted); null otherwise, and while the key waits for every earlier event to be committed and relayed',
  })
  waitingFor: string | null;

  @ApiProperty()
  attemptCount: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the next attempt of a pending delivery is due (null otherwise): the retry schedule ' +
      'with ±10 % jitter, no sooner than a Retry-After the receiver sent with a 429 or 503 ' +
      '(honoured up to the schedule’s next-but-one step), and later while the subscription is ' +
      'paused by such an answer, slowed to its receiver’s pace or its circuit breaker is open',
  })
  nextAttemptAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: [DeliveryAttemptView] })
  attempts: DeliveryAttemptView[];
}

@ApiSchema({ name: 'DeliveryWithPayload' })
export class DeliveryWithPayloadView extends DeliveryView {
  @ApiProperty({
    type: EventEnvelopeView,
    nullable: true,
    description: 'The body every attempt of this delivery sends (null once its event is pruned)',
  })
  payload: EventEnvelopeView | null;
}

@ApiSchema({ name: 'DeliveryRetry' })
export class DeliveryRetryView {
  @ApiProperty({ format: 'uuid' })
  deliveryId: string;

  @ApiProperty({ enum: ['pending'] })
  status: string;
}
