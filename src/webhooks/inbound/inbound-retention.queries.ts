import { expr, select, type SelectedRow } from '../../database/selection';
import { command } from '../../database/sql-statement';

/**
 * Hand-written SQL of the inbound log's retention and partitions (selection.ts), run by
 * InboundDeliveriesRepository. Days go a partition at a time (DROP_EXPIRED_INBOUND_PARTITIONS);
 * rows are deleted one by one only from a day that waits for owed work, or whose refusals are
 * past their shorter window (docs/webhooks-delivery.md, "Retention"). Each prune deletes at most
 * one batch, oldest first, through a partial index on received_at, skipping rows another
 * transaction holds (SKIP LOCKED).
 */

const DROPPED_PARTITIONS = select({
  settled: expr<number>('settled::int'),
  refused: expr<number>('refused::int'),
});
export type DroppedInboundPartitions = SelectedRow<typeof DROPPED_PARTITIONS>;

/**
 * Drops every day of the log holding no unprocessed acceptance and no row inside its window: the
 * function of migration PartitionedInboundDeliveries, which locks the day while it checks.
 * Returns the rows it dropped.
 */
export const DROP_EXPIRED_INBOUND_PARTITIONS = DROPPED_PARTITIONS.statement<
  [settledDays: number, refusedDays: number]
>({
  name: 'drop_expired_inbound_partitions',
  text: `SELECT ${DROPPED_PARTITIONS} FROM drop_expired_webhook_inbound_partitions($1, $2)`,
});

const MADE_PARTITIONS = select({ made: expr<number>('create_webhook_inbound_partitions($1)') });

/** Makes the log's partitions of today and of the next `aheadDays` days that are missing. */
export const CREATE_INBOUND_PARTITIONS = MADE_PARTITIONS.statement<[aheadDays: number]>({
  name: 'create_inbound_partitions',
  text: `SELECT ${MADE_PARTITIONS}`,
});

const MISSING_PARTITIONS = select({ name: expr<string>('days.name') });

/** The partitions a delivery received now or in the next `aheadDays` days needs that do not exist. */
export const MISSING_INBOUND_PARTITIONS = MISSING_PARTITIONS.statement<[aheadDays: number]>({
  name: 'missing_inbound_partitions',
  text: `SELECT ${MISSING_PARTITIONS}
           FROM (SELECT DISTINCT 'webhook_inbound_deliveries_p'
                        || to_char(starts AT TIME ZONE 'UTC', 'yyyymmdd') AS name,
                        starts + interval '1 day' AS ends
                   FROM generate_series(0, $1) ahead,
                        webhook_partition_floor(now() + make_interval(days => ahead)) AS starts) days
          WHERE to_regclass(days.name) IS NULL AND days.ends > webhook_inbound_deliveries_cutover()
          ORDER BY days.name`,
});

/**
 * Processed acceptances (with their payloads and their keys) and duplicates of days wholly past
 * the window: a day not yet past it goes whole with its partition instead.
 */
export const PRUNE_SETTLED_INBOUND = command<[retentionDays: number, limit: number]>({
  name: 'prune_settled_inbound',
  text: `WITH doomed AS (
           SELECT id, received_at, endpoint_id, outcome, idempotency_key
             FROM webhook_inbound_deliveries
            WHERE (outcome = 'duplicate' OR (outcome = 'accepted' AND processed_at IS NOT NULL))
              AND received_at < webhook_partition_floor(now() - make_interval(days => $1))
            ORDER BY received_at
            LIMIT $2
            FOR UPDATE SKIP LOCKED
         ), keys AS (
           DELETE FROM webhook_inbound_dedupe_keys k USING doomed
            WHERE doomed.outcome = 'accepted' AND k.endpoint_id = doomed.endpoint_id
              AND k.dedupe_key = doomed.idempotency_key AND k.delivery_id = doomed.id
         )
         DELETE FROM webhook_inbound_deliveries d USING doomed
          WHERE d.id = doomed.id AND d.received_at = doomed.received_at`,
});

/** Refusals past their window (shorter than their day's: they go before it). */
export const PRUNE_REFUSED_INBOUND = command<[retentionDays: number, limit: number]>({
  name: 'prune_refused_inbound',
  text: `DELETE FROM webhook_inbound_deliveries d USING (
           SELECT id, received_at FROM webhook_inbound_deliveries
            WHERE outcome = 'refused' AND received_at < now() - make_interval(days => $1)
            ORDER BY received_at
            LIMIT $2
            FOR UPDATE SKIP LOCKED
         ) doomed
         WHERE d.id = doomed.id AND d.received_at = doomed.received_at`,
});

/**
 * Keys whose accepted delivery is gone with its day (DROP_EXPIRED_INBOUND_PARTITIONS leaves them,
 * a day's keys being too many for one statement): only days wholly past the window are looked
 * at, and a key whose delivery is still kept (unprocessed, its day waiting) stays.
 */
export const PRUNE_INBOUND_DEDUPE_KEYS = command<[retentionDays: number, limit: number]>({
  name: 'prune_inbound_dedupe_keys',
  text: `DELETE FROM webhook_inbound_dedupe_keys k USING (
           SELECT c.endpoint_id, c.dedupe_key FROM webhook_inbound_dedupe_keys c
            WHERE c.received_at < webhook_partition_floor(now() - make_interval(days => $1))
              AND NOT EXISTS (
                SELECT 1 FROM webhook_inbound_deliveries d
                 WHERE d.id = c.delivery_id AND d.received_at = c.received_at)
            ORDER BY c.received_at
            LIMIT $2
            FOR UPDATE SKIP LOCKED
         ) doomed
         WHERE k.endpoint_id = doomed.endpoint_id AND k.dedupe_key = doomed.dedupe_key`,
});
