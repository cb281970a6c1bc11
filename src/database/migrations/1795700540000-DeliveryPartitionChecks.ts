import { MigrationInterface, QueryRunner } from 'typeorm';
import { DELIVERY_PARTITION_DAYS } from './1795700530000-PartitionedDeliveries';

/**
 * Whether a delivery id carries its created_at, checked on every write of a row: compared as
 * bytes (about 0.5 µs a row), where the partition functions' text arithmetic cost about 50 µs
 * and doubled the worker's statements. Equivalent to created_at within
 * [webhook_delivery_created_from(id), webhook_delivery_created_before(id)).
 */
const ID_FITS = `CREATE FUNCTION webhook_delivery_id_fits(id uuid, created_at timestamptz)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN get_byte(uuid_send(id), 6) >> 4 = 7
                 THEN substring(uuid_send(id) FROM 1 FOR 6)
                      = substring(int8send(floor(extract(epoch FROM created_at) * 1000)::bigint) FROM 3)
                 ELSE created_at < webhook_deliveries_cutover() END $$`;
const DELIVERY_ID_RULE = `CHECK (webhook_delivery_id_fits("id", "created_at"))`;
const ATTEMPT_ID_RULE = `CHECK (webhook_delivery_id_fits("delivery_id", "delivery_created_at"))`;

/** The body of drop_expired_webhook_partitions before this migration (for `down`). */
const COUNTING_CHECK = `
             EXECUTE format(
               $q$SELECT count(*) FILTER (WHERE NOT coalesce(
                         (status = 'succeeded' AND succeeded_at < now() - make_interval(days => $1))
                         OR (status = 'failed' AND last_attempt_at < now() - make_interval(days => $2)),
                         false)),
                       count(*) FILTER (WHERE status = 'succeeded'),
                       count(*) FILTER (WHERE status = 'failed')
                  FROM %I$q$, part.relname)
               INTO kept, part_delivered, part_failed USING delivered_days, failed_days;
             IF kept = 0 THEN
               EXECUTE format('SELECT count(*) FROM %I', attempts_part) INTO part_attempts;`;

/**
 * A partition is proven droppable by index probes, not a scan: owed rows (any status but
 * succeeded and failed) have a partial index of their own, and the newest finish of each kind is
 * the end of its partial index. The rows dropped are counted exactly in a small partition and
 * estimated as the planner does in a large one (pg_class, pg_stats): they only feed a metric.
 */
const PROBING_CHECK = `
             EXECUTE format(
               $q$SELECT EXISTS (SELECT 1 FROM %1$I WHERE status NOT IN ('succeeded', 'failed'))
                      OR EXISTS (SELECT 1 FROM %1$I WHERE status = 'succeeded'
                                    AND (succeeded_at IS NULL
                                         OR succeeded_at >= now() - make_interval(days => $1)))
                      OR EXISTS (SELECT 1 FROM %1$I WHERE status = 'failed'
                                    AND (last_attempt_at IS NULL
                                         OR last_attempt_at >= now() - make_interval(days => $2)))$q$,
               part.relname)
               INTO busy USING delivered_days, failed_days;
             IF NOT busy THEN
               part_rows := webhook_estimated_rows(part.relname::regclass);
               part_attempts := webhook_estimated_rows(attempts_part::regclass);
               IF pg_relation_size(part.relname::regclass) <= ${8 * 1024 * 1024}
                  OR part_rows IS NULL OR part_attempts IS NULL THEN
                 EXECUTE format(
                   $q$SELECT count(*) FILTER (WHERE status = 'succeeded'),
                             count(*) FILTER (WHERE status = 'failed') FROM %I$q$, part.relname)
                   INTO part_delivered, part_failed;
                 EXECUTE format('SELECT count(*) FROM %I', attempts_part) INTO part_attempts;
               ELSE
                 part_failed := round(part_rows * coalesce((
                   SELECT s.most_common_freqs[array_position(s.most_common_vals::text::text[], 'failed')]
                     FROM pg_stats s
                    WHERE s.schemaname = current_schema() AND s.tablename = part.relname
                      AND s.attname = 'status'), 0));
                 part_delivered := part_rows - part_failed;
               END IF;`;

function dropExpired(check: string, declarations: string): string {
  return `CREATE OR REPLACE FUNCTION drop_expired_webhook_partitions(delivered_days int, failed_days int)
         RETURNS TABLE (delivered bigint, failed bigint, attempts bigint) LANGUAGE plpgsql AS $$
       DECLARE
         part record;
         attempts_part text;
         part_delivered bigint;
         part_failed bigint;
         part_attempts bigint;
         ${declarations}
       BEGIN
         delivered := 0; failed := 0; attempts := 0;
         IF delivered_days IS NULL OR failed_days IS NULL THEN
           RETURN NEXT;
           RETURN;
         END IF;
         FOR part IN
           SELECT c.relname,
                  CASE WHEN c.relname = 'webhook_deliveries_legacy'
                    THEN webhook_deliveries_cutover()
                    ELSE to_date(substr(c.relname, 21), 'YYYYMMDD')::timestamp AT TIME ZONE 'UTC'
                           + ${DELIVERY_PARTITION_DAYS} * interval '1 day' END AS ends
             FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
            WHERE i.inhparent = 'webhook_deliveries'::regclass
            ORDER BY 2
         LOOP
           CONTINUE WHEN part.ends > now() - make_interval(days => least(delivered_days, failed_days));
           attempts_part := replace(part.relname, 'webhook_deliveries', 'webhook_delivery_attempts');
           BEGIN
             PERFORM set_config('lock_timeout', '2s', true);
             EXECUTE format('LOCK TABLE %I, %I IN SHARE ROW EXCLUSIVE MODE', part.relname, attempts_part);
             ${check}
               EXECUTE format('ALTER TABLE webhook_deliveries DETACH PARTITION %I', part.relname);
               EXECUTE format('ALTER TABLE webhook_delivery_attempts DETACH PARTITION %I', attempts_part);
               EXECUTE format('DROP TABLE %I, %I', part.relname, attempts_part);
               delivered := delivered + part_delivered;
               failed := failed + part_failed;
               attempts := attempts + part_attempts;
             END IF;
           EXCEPTION WHEN lock_not_available THEN
             NULL; -- busy: the next run tries again
           END;
         END LOOP;
         RETURN NEXT;
       END $$`;
}

/**
 * Two rules of the partitioned deliveries (docs/decisions.md, 2026-11-27) made cheap or loud:
 *
 * - A delivery's id carries its `created_at` (a UUIDv7 names its millisecond, a legacy id the
 *   legacy partition), and an attempt's `delivery_id` its `delivery_created_at`: CHECK
 *   constraints, so a write that breaks the rule (which would make by-id reads miss the row)
 *   fails. The legacy partitions keep them NOT VALID: their bound already implies them, and
 *   validating would scan them under lock; every other partition is validated.
 * - Retention proves a partition droppable by index probes (PROBING_CHECK) instead of a scan.
 */
export class DeliveryPartitionChecks1795700540000 implements MigrationInterface {
  name = 'DeliveryPartitionChecks1795700540000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(ID_FITS);
    await q(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_id_carries_created_at"
         ${DELIVERY_ID_RULE} NOT VALID`,
    );
    await q(
      `ALTER TABLE "webhook_delivery_attempts"
         ADD CONSTRAINT "webhook_delivery_attempts_id_carries_created_at" ${ATTEMPT_ID_RULE} NOT VALID`,
    );
    const partitions = (await queryRunner.query(
      `SELECT c.relname AS name, p.relname AS parent FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
        WHERE p.relname IN ('webhook_deliveries', 'webhook_delivery_attempts')
          AND c.relname NOT LIKE '%\\_legacy'`,
    )) as Array<{ name: string; parent: string }>;
    for (const { name, parent } of partitions)
      await q(`ALTER TABLE "${name}" VALIDATE CONSTRAINT "${parent}_id_carries_created_at"`);

    await q(
      `CREATE INDEX "webhook_deliveries_owed" ON "webhook_deliveries" ("created_at")
        WHERE status NOT IN ('succeeded', 'failed')`,
    );
    await q(
      `CREATE FUNCTION webhook_estimated_rows(rel regclass) RETURNS bigint
         LANGUAGE sql STABLE PARALLEL SAFE
         AS $$ SELECT CASE WHEN c.reltuples < 0 OR c.relpages = 0
                        THEN NULL
                        ELSE round(c.reltuples / c.relpages
                                   * (pg_relation_size(rel) / current_setting('block_size')::int))
                      END::bigint
                 FROM pg_class c WHERE c.oid = rel $$`,
    );
    await q(dropExpired(PROBING_CHECK, 'busy boolean;\n         part_rows bigint;'));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(dropExpired(COUNTING_CHECK, 'kept bigint;'));
    await q(`DROP FUNCTION webhook_estimated_rows(regclass)`);
    await q(`DROP INDEX "webhook_deliveries_owed"`);
    await q(
      `ALTER TABLE "webhook_delivery_attempts" DROP CONSTRAINT "webhook_delivery_attempts_id_carries_created_at"`,
    );
    await q(
      `ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_id_carries_created_at"`,
    );
    await q(`DROP FUNCTION webhook_delivery_id_fits(uuid, timestamptz)`);
  }
}
