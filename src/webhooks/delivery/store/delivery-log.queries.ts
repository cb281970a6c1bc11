import { col, cols, expr, select, type SelectedRow } from '../../../database/selection';
import { OutboxEvent } from '../../../events/outbox-event.entity';
import { inCreatedSpan } from './delivery-partition';
import { WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity';

/**
 * The delivery log's reads by delivery id (sql-statement.ts, selection.ts): each read probes
 * only the partitions its ids name (delivery-partition.ts), never every day's.
 */

const LOGGED_ATTEMPT = select(
  cols(WebhookDeliveryAttempt, 'a', [
    'deliveryId',
    'attemptNumber',
    'succeeded',
    'correlationId',
    'startedAt',
    'durationMs',
    'responseStatus',
    'responseBody',
    'error',
  ]),
);

/** An attempt as the delivery log shows it. */
export type LoggedAttempt = SelectedRow<typeof LOGGED_ATTEMPT>;

/** The attempts of the deliveries named, in the order they were made. */
export const ATTEMPTS_OF_DELIVERIES = LOGGED_ATTEMPT.statement<
  [deliveryIds: string[], createdFrom: string, createdBefore: string]
>({
  name: 'attempts_of_deliveries',
  text: `SELECT ${LOGGED_ATTEMPT}
           FROM webhook_delivery_attempts a
          WHERE a.delivery_id = ANY($1::uuid[])
            AND ${inCreatedSpan('a.delivery_created_at', '$2', '$3')}
          ORDER BY a.attempt_number, a.started_at`,
});

const FOUND = select({ found: expr<boolean>('true') });

/** One row when the delivery exists and belongs to that subscription of that team. */
export const DELIVERY_OF_SUBSCRIPTION = FOUND.statement<
  [
    deliveryId: string,
    subscriptionId: string,
    teamId: string,
    createdFrom: string,
    createdBefore: string,
  ]
>({
  name: 'delivery_of_subscription',
  text: `SELECT ${FOUND} FROM webhook_deliveries d
          WHERE d.id = $1 AND ${inCreatedSpan('d.created_at', '$4', '$5')}
            AND d.subscription_id = $2 AND d.team_id = $3`,
});

const LOGGED_EVENT = select({
  eventId: col(OutboxEvent, 'e', 'id'),
  ...cols(OutboxEvent, 'e', ['teamId', 'type', 'data', 'createdAt']),
});

/** The event a delivery sends, as its envelope is built from it. */
export type LoggedEvent = SelectedRow<typeof LOGGED_EVENT>;

/** The events of logged deliveries (their span from the event ids: event-partition.ts). */
export const EVENTS_OF_DELIVERIES = LOGGED_EVENT.statement<
  [eventIds: string[], createdFrom: string, createdBefore: string]
>({
  name: 'events_of_deliveries',
  text: `SELECT ${LOGGED_EVENT}
           FROM outbox_events e
          WHERE e.id = ANY($1::varchar[]) AND ${inCreatedSpan('e.created_at', '$2', '$3')}`,
});
