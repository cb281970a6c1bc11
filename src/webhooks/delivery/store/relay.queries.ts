import { inCreatedSpan } from '../../../database/partition-span';
import { cols, expr, select, type SelectedRow } from '../../../database/selection';
import { OutboxEvent } from '../../../events/outbox-event.entity';
import type { TraceCarrier } from '../../../tracing/trace-carrier';
import { WebhookDelivery } from './webhook-delivery.entity';

/** The relay's SQL: outbox events into deliveries, and the sweep of lost attempts (selection.ts). */

const CREATED_DELIVERY = select(
  cols(WebhookDelivery, 'd', ['id', 'subscriptionId', 'status', 'eventId']),
);

/** A delivery the relay created. */
export type RelayedDelivery = SelectedRow<typeof CREATED_DELIVERY>;

const TRACED_EVENT = select({
  ...cols(OutboxEvent, 'claimed', ['id', 'type']),
  traceContext: expr<TraceCarrier>('claimed.trace_context'),
});

/** A claimed event that carries the trace context of its writer (tracing on). */
export type TracedEvent = SelectedRow<typeof TRACED_EVENT>;

const RELAYED = select({
  relayed: expr<number>('(SELECT count(*)::int FROM relayed)'),
  deliveries: expr<RelayedDelivery[]>(`(SELECT coalesce(json_agg(created), '[]') FROM created)`),
  traced: expr<TracedEvent[]>(
    `(SELECT coalesce(json_agg(traced), '[]')
        FROM (SELECT ${TRACED_EVENT} FROM claimed WHERE claimed.trace_context IS NOT NULL) traced)`,
  ),
});

/**
 * Claims committed outbox events (SKIP LOCKED, so relays in several processes never take the
 * same one), creates one delivery per matching subscription and marks the events relayed, in
 * one statement. A subscription created after an event does not get it, nor does one whose
 * filter the event's data does not match (no delivery row at all). A disabled one, or one whose
 * URL has not yet proven its ownership, gets its deliveries held; one with `ordering` gets them
 * `waiting` in their key's queue (ordering/key-sequences.queries.ts). Only events created in
 * [createdFrom, createdBefore) are claimed, so the statement is planned for those partitions of
 * the outbox alone (OutboxRelayService decides the span). Events that carry a trace context
 * come back with it (`traced`; none while tracing is off), so the relay continues their traces.
 */
export const RELAY_OUTBOX_EVENTS = RELAYED.statement<
  [limit: number, createdFrom: string, createdBefore: string]
>({
  name: 'relay_outbox_events',
  text: `WITH claimed AS (
           SELECT id, team_id, type, created_at, xid, seq, data, trace_context,
                  -- An event about a subscription's own health is never sent to it (the
                  -- team's other subscriptions still get it); see the join below.
                  CASE WHEN type IN ('webhook.subscription.failing',
                                     'webhook.subscription.recovered',
                                     'webhook.subscription.disabled')
                    THEN data->>'subscriptionId' END AS about_subscription_id
             FROM outbox_events
            WHERE relayed_at IS NULL AND ${inCreatedSpan('created_at', '$2', '$3')}
            ORDER BY created_at, seq
            LIMIT $1
            FOR UPDATE SKIP LOCKED
         ), made AS (
           -- The id carries created_at (docs/decisions.md: partitioned deliveries).
           SELECT uuid_v7_at(now()) AS id, now() AS created_at, claimed.team_id,
                  s.id AS subscription_id, claimed.id AS event_id, claimed.type AS event_type,
                  webhook_may_receive(s.enabled, s.verification_status, claimed.type)
                    AS may_receive,
                  -- Ordered delivery: the key (null without ordering) and the event's place.
                  webhook_ordering_key(s.ordering_key, claimed.data) AS order_key,
                  claimed.xid AS event_xid, claimed.seq AS event_seq,
                  claimed.created_at AS event_created_at
             FROM claimed
             JOIN webhook_subscriptions s
               ON s.team_id = claimed.team_id
              AND s.created_at <= claimed.created_at
              AND (s.event_types IS NULL OR s.event_types ? claimed.type)
              AND s.id::text IS DISTINCT FROM claimed.about_subscription_id
              -- Subscription filter: the jsonpath compiled at create/update (filter-jsonpath.ts).
              AND (s.filter_path IS NULL
                   OR jsonb_path_exists(claimed.data, s.filter_path, s.filter_vars, true))
         ), created AS (
           INSERT INTO webhook_deliveries AS d
             (id, created_at, team_id, subscription_id, event_id, event_type, status,
              next_attempt_at, order_key, order_xid, order_seq)
           -- An ordered delivery waits in its key's queue until it is released.
           SELECT id, created_at, team_id, subscription_id, event_id, event_type,
                  CASE WHEN order_key IS NOT NULL THEN 'waiting'
                       WHEN may_receive THEN 'pending' ELSE 'held' END,
                  CASE WHEN order_key IS NULL AND may_receive THEN created_at END,
                  order_key,
                  CASE WHEN order_key IS NOT NULL THEN event_xid END,
                  CASE WHEN order_key IS NOT NULL THEN event_seq END
             FROM made
            ORDER BY event_created_at, event_seq
           RETURNING ${CREATED_DELIVERY}
         ), queued AS (
           INSERT INTO webhook_key_queue
             (subscription_id, key_hash, event_xid, event_seq, delivery_id, delivery_created_at,
              attempt, team_id)
           SELECT subscription_id, order_key, event_xid, event_seq, id, created_at, 1, team_id
             FROM made
            WHERE order_key IS NOT NULL
         ), relayed AS (
           UPDATE outbox_events e SET relayed_at = now()
             FROM claimed
            WHERE e.id = claimed.id AND e.created_at = claimed.created_at
              AND ${inCreatedSpan('e.created_at', '$2', '$3')}
            RETURNING e.id
         )
         SELECT ${RELAYED}`,
});

const UNRELAYED = select({
  any: expr<boolean>(
    `(SELECT created_at FROM outbox_events
       WHERE relayed_at IS NULL AND ${inCreatedSpan('created_at', '$1', '$2')}
       ORDER BY created_at LIMIT 1) IS NOT NULL`,
  ),
});

/**
 * Whether any event created in [createdFrom, createdBefore) waits to be relayed: the question an
 * idle relay asks before RELAY_OUTBOX_EVENTS, which is planned on every call. Run on the pool of
 * generic plans (data-source-options.ts), it is planned once a connection; asked in created_at
 * order under that pool's settings (no sort), its plan walks the `relayed_at IS NULL` index of
 * each partition in the span whatever the partitions' statistics, up to the first row.
 */
export const ANY_UNRELAYED = UNRELAYED.statement<[createdFrom: string, createdBefore: string]>({
  name: 'any_unrelayed',
  text: `SELECT ${UNRELAYED}`,
});

const OVERDUE_DELIVERY = select(
  cols(WebhookDelivery, 'd', ['id', 'subscriptionId', 'attemptCount']),
);

/** Pending deliveries whose attempt is overdue by more than the interval. */
export const OVERDUE_DELIVERIES = OVERDUE_DELIVERY.statement<[overdue: string, limit: number]>({
  name: 'overdue_deliveries',
  text: `SELECT ${OVERDUE_DELIVERY} FROM webhook_deliveries d
          WHERE d.status = 'pending' AND d.next_attempt_at < now() - $1::interval
          ORDER BY d.next_attempt_at
          LIMIT $2`,
});
