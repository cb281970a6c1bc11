import { command, statement } from '../../database/sql-statement';

/**
 * Hand-written SQL of retention (sql-statement.ts): each statement deletes at most one batch,
 * oldest first, through a partial index on the kind's own timestamp, and skips rows another
 * transaction holds (SKIP LOCKED), so workers pruning side by side never wait on each other.
 */

export interface PrunedDeliveries {
  deliveries: number;
  attempts: number;
  events: number;
}

/**
 * Deletes finished deliveries of one status with their attempts, and the outbox events that no
 * other delivery still needs once they are past the outbox window. Data-modifying CTEs share
 * one snapshot, so "no other delivery" leaves out the batch's own rows explicitly.
 */
function pruneFinishedDeliveries(name: string, status: string, finishedAt: string) {
  return statement<
    [retentionDays: number, outboxRetentionDays: number, limit: number],
    PrunedDeliveries
  >({
    name,
    text: `WITH doomed AS (
             SELECT id, event_id FROM webhook_deliveries
              WHERE status = '${status}' AND ${finishedAt} < now() - make_interval(days => $1)
              ORDER BY ${finishedAt}
              LIMIT $3
              FOR UPDATE SKIP LOCKED
           ), attempts AS (
             DELETE FROM webhook_delivery_attempts a USING doomed
              WHERE a.delivery_id = doomed.id
              RETURNING a.id
           ), deliveries AS (
             DELETE FROM webhook_deliveries d USING doomed
              WHERE d.id = doomed.id
              RETURNING d.event_id
           ), events AS (
             DELETE FROM outbox_events e
              WHERE e.id IN (SELECT event_id FROM deliveries)
                AND e.relayed_at < now() - make_interval(days => $2)
                AND NOT EXISTS (
                  SELECT 1 FROM webhook_deliveries other
                   WHERE other.event_id = e.id AND other.id NOT IN (SELECT id FROM doomed))
              RETURNING e.id
           )
           SELECT (SELECT count(*)::int FROM deliveries) AS deliveries,
                  (SELECT count(*)::int FROM attempts) AS attempts,
                  (SELECT count(*)::int FROM events) AS events`,
    columns: { deliveries: true, attempts: true, events: true },
  });
}

/** Delivered: counted from the success (a resend of a delivered one starts the clock again). */
export const PRUNE_DELIVERED_OUTBOUND = pruneFinishedDeliveries(
  'prune_delivered_outbound',
  'succeeded',
  'succeeded_at',
);

/** Failed: counted from the last attempt, so a recovered delivery that failed again is kept. */
export const PRUNE_FAILED_OUTBOUND = pruneFinishedDeliveries(
  'prune_failed_outbound',
  'failed',
  'last_attempt_at',
);

/**
 * Relayed outbox events past the window that no delivery references, walked in (relayed_at, id)
 * order from a position the caller keeps: events that still have deliveries are stepped over
 * once instead of being read again by every batch. Nothing gains a delivery once relayed (the
 * relay only claims unrelayed events; a test event is written with its one delivery).
 */
export const PRUNE_RELAYED_OUTBOX = statement<
  [retentionDays: number, afterRelayedAt: Date, afterId: string, limit: number],
  { scanned: number; pruned: number; last_relayed_at: Date | null; last_id: string | null }
>({
  name: 'prune_relayed_outbox',
  text: `WITH candidates AS (
           SELECT id, relayed_at FROM outbox_events
            WHERE relayed_at < now() - make_interval(days => $1)
              AND (relayed_at, id) > ($2::timestamptz, $3::varchar)
            ORDER BY relayed_at, id
            LIMIT $4
         ), doomed AS (
           SELECT e.id FROM outbox_events e
             JOIN candidates c ON c.id = e.id
            WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id)
              FOR UPDATE OF e SKIP LOCKED
         ), deleted AS (
           DELETE FROM outbox_events e USING doomed WHERE e.id = doomed.id RETURNING e.id
         ), last AS (
           SELECT relayed_at, id FROM candidates ORDER BY relayed_at DESC, id DESC LIMIT 1
         )
         SELECT (SELECT count(*)::int FROM candidates) AS scanned,
                (SELECT count(*)::int FROM deleted) AS pruned,
                (SELECT relayed_at FROM last) AS last_relayed_at,
                (SELECT id FROM last) AS last_id`,
  columns: { scanned: true, pruned: true, last_relayed_at: true, last_id: true },
});

/** Processed accepted deliveries (with their payloads) and duplicates; never unprocessed ones. */
export const PRUNE_SETTLED_INBOUND = command<[retentionDays: number, limit: number]>({
  name: 'prune_settled_inbound',
  text: `DELETE FROM webhook_inbound_deliveries d USING (
           SELECT id FROM webhook_inbound_deliveries
            WHERE (outcome = 'duplicate' OR (outcome = 'accepted' AND processed_at IS NOT NULL))
              AND received_at < now() - make_interval(days => $1)
            ORDER BY received_at
            LIMIT $2
            FOR UPDATE SKIP LOCKED
         ) doomed
         WHERE d.id = doomed.id`,
});

export const PRUNE_REFUSED_INBOUND = command<[retentionDays: number, limit: number]>({
  name: 'prune_refused_inbound',
  text: `DELETE FROM webhook_inbound_deliveries d USING (
           SELECT id FROM webhook_inbound_deliveries
            WHERE outcome = 'refused' AND received_at < now() - make_interval(days => $1)
            ORDER BY received_at
            LIMIT $2
            FOR UPDATE SKIP LOCKED
         ) doomed
         WHERE d.id = doomed.id`,
});
