import { col, cols, expr, select, type SelectedRow } from '../../../database/selection';
import { OutboxEvent } from '../../../events/outbox-event.entity';
import { inCreatedSpan } from './delivery-partition';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookSubscription } from './webhook-subscription.entity';

/** What an attempt loads before it is made (sql-statement.ts, selection.ts). */

const DUE_DELIVERY = select({
  ...cols(WebhookDelivery, 'd', ['id', 'status', 'attemptCount', 'roundAttempts', 'orderKey']),
  ...cols(WebhookSubscription, 's', [
    'url',
    'urlSecretSealed',
    'amqp',
    'nats',
    'secretSealed',
    'standardWebhooks',
    'failingSince',
    'maxDeliveriesPerSecond',
    'breakerOpenUntil',
    'breakerProbeUntil',
    'retryAfterUntil',
    'pacePerSecond',
  ]),
  /** The replaced secret, only while its rotation grace lasts. */
  previousSecretSealed: expr<WebhookSubscription['previousSecretSealed']>(
    'CASE WHEN s.previous_secret_valid_until > now() THEN s.previous_secret_sealed END',
  ),
  /**
   * An ordered delivery still `waiting` goes only once released: its key's head
   * (ordering/key-sequences.queries.ts).
   */
  released: expr<boolean>(
    `d.status = 'waiting'
       AND EXISTS (SELECT 1 FROM webhook_key_heads h WHERE h.delivery_id = d.id)`,
  ),
  /** webhook_may_receive (migration WebhookMayReceive): held instead of sent when false. */
  mayReceive: expr<boolean>('webhook_may_receive(s.enabled, s.verification_status, d.event_type)'),
  eventId: col(WebhookDelivery, 'd', 'eventId'),
});

/** A delivery with its subscription, as an attempt reads them before its event. */
export type DueDeliveryRow = SelectedRow<typeof DUE_DELIVERY>;

/** Concurrent attempts load their rows together: deliveries with their subscriptions at once. */
export const LOAD_DUE_DELIVERIES = DUE_DELIVERY.statement<
  [deliveryIds: string[], createdFrom: string, createdBefore: string]
>({
  name: 'load_due_deliveries',
  text: `SELECT ${DUE_DELIVERY}
           FROM webhook_deliveries d
           JOIN webhook_subscriptions s ON s.id = d.subscription_id
          WHERE d.id = ANY($1::uuid[]) AND ${inCreatedSpan('d.created_at', '$2', '$3')}`,
});

const DUE_EVENT = select({
  eventId: col(OutboxEvent, 'e', 'id'),
  ...cols(OutboxEvent, 'e', ['teamId', 'type', 'data', 'createdAt', 'traceContext']),
});

/** The event an attempt sends, and the trace context its attempts continue. */
export type DueEvent = SelectedRow<typeof DUE_EVENT>;

/**
 * The events of those deliveries, read apart so that the statement names their partitions: an
 * event's created_at is in its id, not in the delivery's (event-partition.ts).
 */
export const LOAD_DUE_EVENTS = DUE_EVENT.statement<
  [eventIds: string[], createdFrom: string, createdBefore: string]
>({
  name: 'load_due_events',
  text: `SELECT ${DUE_EVENT}
           FROM outbox_events e
          WHERE e.id = ANY($1::varchar[]) AND ${inCreatedSpan('e.created_at', '$2', '$3')}`,
});

/** A delivery with its subscription and event, as an attempt reads them. */
export type DueDelivery = DueDeliveryRow & DueEvent;
