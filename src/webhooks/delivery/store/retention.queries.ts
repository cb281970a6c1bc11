import { expr, select, type SelectedRow } from '../../../database/selection';

/**
 * Hand-written SQL of the engine's retention (selection.ts), run by
 * DeliveryRetentionRepository. Deliveries and their attempts go a partition at a time
 * (DROP_EXPIRED_DELIVERY_PARTITIONS); rows are deleted one by one only from a partition that
 * waits for its owed work (docs/webhooks-delivery.md, "Retention"). Each statement deletes at
 * most one batch, oldest first, through a partial index on the kind's own timestamp, and skips
 * rows another transaction holds (SKIP LOCKED), so workers pruning side by side never wait on
 * each other.
 */

const DROPPED_PARTITIONS = select({
  delivered: expr<number>('delivered::int'),
  failed: expr<number>('failed::int'),
  attempts: expr<number>('attempts::int'),
});
export type DroppedPartitions = SelectedRow<typeof DROPPED_PARTITIONS>;

/**
 * Drops every delivery partition (with its attempts' partition) whose rows are all finished and
 * past their window: the function of migration PartitionedDeliveries, which locks the pair
 * against writes while it checks, so owed work is never dropped. Returns the rows it dropped.
 */
export const DROP_EXPIRED_DELIVERY_PARTITIONS = DROPPED_PARTITIONS.statement<
  [deliveredDays: number, failedDays: number]
>({
  name: 'drop_expired_delivery_partitions',
  text: `SELECT ${DROPPED_PARTITIONS} FROM drop_expired_webhook_partitions($1, $2)`,
});

const MADE_PARTITIONS = select({ made: expr<number>('create_webhook_partitions($1)') });

/** Makes the partitions of today and of the next `aheadDays` days that are missing. */
export const CREATE_DELIVERY_PARTITIONS = MADE_PARTITIONS.statement<[aheadDays: number]>({
  name: 'create_delivery_partitions',
  text: `SELECT ${MADE_PARTITIONS}`,
});

const MISSING_PARTITIONS = select({ name: expr<string>('names.name') });

/** The partitions a row written now or in the next `aheadDays` days needs that do not exist. */
export const MISSING_DELIVERY_PARTITIONS = MISSING_PARTITIONS.statement<[aheadDays: number]>({
  name: 'missing_delivery_partitions',
  text: `SELECT ${MISSING_PARTITIONS}
           FROM (SELECT DISTINCT parent || '_p'
                        || to_char(webhook_partition_floor(now() + make_interval(days => ahead))
                                     AT TIME ZONE 'UTC', 'yyyymmdd') AS name
                   FROM unnest(ARRAY['webhook_deliveries', 'webhook_delivery_attempts']) parent,
                        generate_series(0, $1) ahead) names
          WHERE to_regclass(names.name) IS NULL
          ORDER BY names.name`,
});

const MADE_OUTBOX_PARTITIONS = select({ made: expr<number>('create_outbox_partitions($1)') });

/** Makes the outbox partitions of today and of the next `aheadDays` days that are missing. */
export const CREATE_OUTBOX_PARTITIONS = MADE_OUTBOX_PARTITIONS.statement<[aheadDays: number]>({
  name: 'create_outbox_partitions',
  text: `SELECT ${MADE_OUTBOX_PARTITIONS}`,
});

/** The outbox partitions an event written now or in the next `aheadDays` days needs but lacks. */
export const MISSING_OUTBOX_PARTITIONS = MISSING_PARTITIONS.statement<[aheadDays: number]>({
  name: 'missing_outbox_partitions',
  text: `SELECT ${MISSING_PARTITIONS}
           FROM (SELECT DISTINCT 'outbox_events_p'
                        || to_char(day AT TIME ZONE 'UTC', 'yyyymmdd') AS name
                   FROM (SELECT webhook_partition_floor(now() + make_interval(days => ahead)) AS day
                           FROM generate_series(0, $1) ahead) days
                  WHERE day + interval '1 day' > outbox_events_cutover()) names
          WHERE to_regclass(names.name) IS NULL
          ORDER BY names.name`,
});

const DROPPED_OUTBOX = select({ events: expr<number>('drop_expired_outbox_partitions($1)::int') });

/**
 * Drops every outbox partition past the window whose events are all relayed and named by no
 * delivery: the function of migration PartitionedOutboxEvents, which locks the day while it
 * checks. Returns the rows it dropped.
 */
export const DROP_EXPIRED_OUTBOX_PARTITIONS = DROPPED_OUTBOX.statement<[outboxDays: number]>({
  name: 'drop_expired_outbox_partitions',
  text: `SELECT ${DROPPED_OUTBOX}`,
});

const PRUNED_DELIVERIES = select({
  deliveries: expr<number>('(SELECT count(*)::int FROM deliveries)'),
  attempts: expr<number>('(SELECT count(*)::int FROM attempts)'),
  events: expr<number>('(SELECT count(*)::int FROM events)'),
});
export type PrunedDeliveries = SelectedRow<typeof PRUNED_DELIVERIES>;

/**
 * Deletes finished deliveries of one status with their attempts, and the outbox events that no
 * other delivery still needs once they are past the outbox window. Data-modifying CTEs share
 * one snapshot, so "no other delivery" leaves out the batch's own rows explicitly.
 */
function pruneFinishedDeliveries(name: string, status: string, finishedAt: string) {
  return PRUNED_DELIVERIES.statement<
    [retentionDays: number, outboxRetentionDays: number, limit: number]
  >({
    name,
    text: `WITH doomed AS (
             SELECT id, created_at, event_id FROM webhook_deliveries
              WHERE status = '${status}' AND ${finishedAt} < now() - make_interval(days => $1)
                AND created_at < webhook_partition_floor(now() - make_interval(days => $1))
              ORDER BY ${finishedAt}
              LIMIT $3
              FOR UPDATE SKIP LOCKED
           ), attempts AS (
             DELETE FROM webhook_delivery_attempts a USING doomed
              WHERE a.delivery_id = doomed.id AND a.delivery_created_at = doomed.created_at
              RETURNING a.id
           ), deliveries AS (
             DELETE FROM webhook_deliveries d USING doomed
              WHERE d.id = doomed.id AND d.created_at = doomed.created_at
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
           SELECT ${PRUNED_DELIVERIES}`,
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

/** How far a batch of the outbox walk got: where the next batch starts. */
const OUTBOX_WALK = select({
  scanned: expr<number>('(SELECT count(*)::int FROM candidates)'),
  pruned: expr<number>('(SELECT count(*)::int FROM deleted)'),
  lastRelayedAt: expr<Date | null>('(SELECT relayed_at FROM last)'),
  lastId: expr<string | null>('(SELECT id FROM last)'),
});
export type OutboxWalkBatch = SelectedRow<typeof OUTBOX_WALK>;

/**
 * Relayed outbox events past the window that no delivery references, walked in (relayed_at, id)
 * order from a position the caller keeps: events that still have deliveries are stepped over
 * once instead of being read again by every batch. Nothing gains a delivery once relayed (the
 * relay only claims unrelayed events; a test event is written with its one delivery).
 */
export const PRUNE_RELAYED_OUTBOX = OUTBOX_WALK.statement<
  [retentionDays: number, afterRelayedAt: Date, afterId: string, limit: number]
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
         SELECT ${OUTBOX_WALK}`,
});
