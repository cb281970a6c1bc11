import { MigrationInterface, QueryRunner } from 'typeorm';
import { DELIVERY_PARTITION_DAYS } from './1795700530000-PartitionedDeliveries';

/** How many partitions ahead of today the migration makes (the worker keeps it so). */
const AHEAD_AT_MIGRATION = 7;

/** The lock create_webhook_partitions takes: the makers of partitions take turns. */
const PARTITION_LOCK_KEY = 7_412_002;

/** An index the table had, by name, and how the partitioned table declares it. */
const INDEXES: Array<[name: string, definition: string]> = [
  ['IDX_c5ffdff0d8a45e34d8d659ab2f', '("endpoint_id", "seq")'],
  [
    'webhook_inbound_deliveries_unprocessed',
    `("received_at") WHERE outcome = 'accepted' AND processed_at IS NULL`,
  ],
  [
    'webhook_inbound_deliveries_settled',
    `("received_at") WHERE outcome = 'duplicate' OR (outcome = 'accepted' AND processed_at IS NOT NULL)`,
  ],
  ['webhook_inbound_deliveries_refused', `("received_at") WHERE outcome = 'refused'`],
];

const COLUMNS = `"id" uuid NOT NULL DEFAULT uuid_v7_at(now()),
  "seq" bigint NOT NULL DEFAULT nextval('webhook_inbound_deliveries_seq_seq'),
  "team_id" uuid NOT NULL, "endpoint_id" uuid NOT NULL,
  "outcome" character varying(16) NOT NULL, "http_status" smallint NOT NULL,
  "reason" character varying(64), "idempotency_key" character varying(255),
  "size_bytes" integer, "signature_verified" boolean NOT NULL DEFAULT false, "payload" jsonb,
  "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
  "processed_at" TIMESTAMP WITH TIME ZONE, "event_id" character varying(40)`;

const OLD_PRIMARY_KEY = 'PK_5751d5caf11a745b2c353c12f19';
const PRIMARY_KEY = 'PK_95a0debae97742494915cc7c842';
const ENDPOINT_FOREIGN_KEY = 'FK_d13998db43c4ad8bd79eb3b7da3';
const OLD_DEDUPE_INDEX = 'IDX_d35064cc9dc839734e0afa93fd';

/**
 * Whether an inbound delivery id carries its received_at, checked on every write, compared as
 * bytes as webhook_delivery_id_fits does: a UUIDv7 names its millisecond, any other id the legacy
 * partition (written before the cutover).
 */
const ID_FITS = `CREATE FUNCTION webhook_inbound_id_fits(id uuid, received_at timestamptz)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN get_byte(uuid_send(id), 6) >> 4 = 7
                 THEN substring(uuid_send(id) FROM 1 FOR 6)
                      = substring(int8send(floor(extract(epoch FROM received_at) * 1000)::bigint) FROM 3)
                 ELSE received_at < webhook_inbound_deliveries_cutover() END $$`;

const CREATE_PARTITIONS = `CREATE FUNCTION create_webhook_inbound_partitions(ahead_days int)
  RETURNS int LANGUAGE plpgsql AS $$
  DECLARE
    start timestamptz;
    name text;
    made int := 0;
  BEGIN
    PERFORM pg_advisory_xact_lock(${PARTITION_LOCK_KEY});
    FOR step IN 0..ceil(coalesce(ahead_days, 0)::numeric / ${DELIVERY_PARTITION_DAYS}) LOOP
      start := webhook_partition_floor(now() + step * ${DELIVERY_PARTITION_DAYS} * interval '1 day');
      -- A day the legacy partition covers whole (rows stamped ahead of the clock) needs none.
      CONTINUE WHEN start + ${DELIVERY_PARTITION_DAYS} * interval '1 day'
                    <= webhook_inbound_deliveries_cutover();
      name := 'webhook_inbound_deliveries_p' || to_char(start AT TIME ZONE 'UTC', 'YYYYMMDD');
      IF to_regclass(name) IS NULL THEN
        EXECUTE format('CREATE TABLE %I PARTITION OF webhook_inbound_deliveries FOR VALUES FROM (%L) TO (%L)',
          name, greatest(start, webhook_inbound_deliveries_cutover()),
          start + ${DELIVERY_PARTITION_DAYS} * interval '1 day');
        made := made + 1;
      END IF;
    END LOOP;
    RETURN made;
  END $$`;

/**
 * Retention (docs/webhooks-delivery.md, "Retention"): a day goes whole once index probes show no
 * unprocessed acceptance in it and every other row past its window; one that holds owed work
 * waits. It is locked against writes while it is checked, so nothing is accepted into it or
 * claimed from it between the check and the drop. Rows dropped are counted exactly in a small
 * partition and estimated in a large one (they only feed a metric). Dedupe keys are not touched
 * here (a day's keys could outlast the statement deadline): PRUNE_INBOUND_DEDUPE_KEYS deletes
 * those whose delivery is gone.
 */
const DROP_EXPIRED = `CREATE FUNCTION drop_expired_webhook_inbound_partitions(settled_days int, refused_days int)
  RETURNS TABLE (settled bigint, refused bigint) LANGUAGE plpgsql AS $$
  DECLARE
    part record;
    busy boolean;
    part_rows bigint;
    part_settled bigint;
    part_refused bigint;
  BEGIN
    settled := 0; refused := 0;
    IF settled_days IS NULL OR refused_days IS NULL THEN
      RETURN NEXT;
      RETURN;
    END IF;
    FOR part IN
      SELECT c.relname,
             CASE WHEN c.relname = 'webhook_inbound_deliveries_legacy'
               THEN webhook_inbound_deliveries_cutover()
               ELSE to_date(substr(c.relname, 29), 'YYYYMMDD')::timestamp AT TIME ZONE 'UTC'
                      + ${DELIVERY_PARTITION_DAYS} * interval '1 day' END AS ends
        FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'webhook_inbound_deliveries'::regclass
       ORDER BY 2
    LOOP
      CONTINUE WHEN part.ends > now() - make_interval(days => least(settled_days, refused_days));
      BEGIN
        PERFORM set_config('lock_timeout', '2s', true);
        EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', part.relname);
        EXECUTE format(
          $q$SELECT EXISTS (SELECT 1 FROM %1$I WHERE outcome = 'accepted' AND processed_at IS NULL)
                 OR EXISTS (SELECT 1 FROM %1$I
                             WHERE (outcome = 'duplicate' OR (outcome = 'accepted' AND processed_at IS NOT NULL))
                               AND received_at >= now() - make_interval(days => $1))
                 OR EXISTS (SELECT 1 FROM %1$I WHERE outcome = 'refused'
                               AND received_at >= now() - make_interval(days => $2))$q$,
          part.relname)
          INTO busy USING settled_days, refused_days;
        IF NOT busy THEN
          part_rows := webhook_estimated_rows(part.relname::regclass);
          IF pg_relation_size(part.relname::regclass) <= ${8 * 1024 * 1024} OR part_rows IS NULL THEN
            EXECUTE format(
              $q$SELECT count(*) FILTER (WHERE outcome <> 'refused'),
                        count(*) FILTER (WHERE outcome = 'refused') FROM %I$q$, part.relname)
              INTO part_settled, part_refused;
          ELSE
            part_refused := round(part_rows * coalesce((
              SELECT s.most_common_freqs[array_position(s.most_common_vals::text::text[], 'refused')]
                FROM pg_stats s
               WHERE s.schemaname = current_schema() AND s.tablename = part.relname
                 AND s.attname = 'outcome'), 0));
            part_settled := part_rows - part_refused;
          END IF;
          EXECUTE format('ALTER TABLE webhook_inbound_deliveries DETACH PARTITION %I', part.relname);
          EXECUTE format('DROP TABLE %I', part.relname);
          settled := settled + part_settled;
          refused := refused + part_refused;
        END IF;
      EXCEPTION WHEN lock_not_available THEN
        NULL; -- busy: the next run tries again
      END;
    END LOOP;
    RETURN NEXT;
  END $$`;

/**
 * Inbound deliveries partitioned by day on `received_at`, as outbound deliveries are by
 * `created_at` (docs/decisions.md, "Deliveries partitioned by day"; migration
 * PartitionedDeliveries, whose `uuid_v7_at` and `webhook_partition_floor` this reuses).
 *
 * No delivery row is copied: the table becomes the `_legacy` partition (everything received
 * before the cutover) and its indexes are adopted by the partitioned table's. New ids are UUIDv7
 * made from `received_at` (the column defaults make the pair in one statement), so an id names
 * its partition; a CHECK refuses a write that breaks it (legacy ids: the legacy partition).
 *
 * A unique index on a partitioned table must hold the partition key, so the Idempotency-Key of
 * accepted deliveries moves to `webhook_inbound_dedupe_keys` (endpoint, key) → delivery, written
 * by the statement that stores the delivery; the existing keys are copied there. A key leaves
 * with its delivery (retention), so it is claimed exactly as long as the accepted row is kept.
 * There is no DEFAULT partition: the worker makes them ahead (create_webhook_inbound_partitions).
 */
export class PartitionedInboundDeliveries1795700560000 implements MigrationInterface {
  name = 'PartitionedInboundDeliveries1795700560000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    // Everything already written is before the cutover (a clock set back included).
    const [{ cutover }] = (await queryRunner.query(
      `SELECT to_char(greatest(now(), (SELECT max(received_at) FROM webhook_inbound_deliveries)
                                        + interval '1 millisecond') AT TIME ZONE 'UTC',
                      'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cutover`,
    )) as Array<{ cutover: string }>;
    await q(
      `CREATE FUNCTION webhook_inbound_deliveries_cutover() RETURNS timestamptz
         LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT timestamptz '${cutover}' $$`,
    );
    await q(ID_FITS);

    await q(
      `CREATE TABLE "webhook_inbound_dedupe_keys" ("endpoint_id" uuid NOT NULL,
         "dedupe_key" character varying(255) NOT NULL, "delivery_id" uuid NOT NULL,
         "received_at" TIMESTAMP WITH TIME ZONE NOT NULL,
         CONSTRAINT "PK_6feb45928ba21a41f1d7b104d49" PRIMARY KEY ("endpoint_id", "dedupe_key"))`,
    );
    await q(
      `INSERT INTO "webhook_inbound_dedupe_keys" (endpoint_id, dedupe_key, delivery_id, received_at)
       SELECT endpoint_id, dedupe_key, id, received_at FROM "webhook_inbound_deliveries"
        WHERE dedupe_key IS NOT NULL`,
    );
    await q(
      `CREATE INDEX "webhook_inbound_dedupe_keys_received" ON "webhook_inbound_dedupe_keys" ("received_at")`,
    );
    await q(
      `ALTER TABLE "webhook_inbound_dedupe_keys" ADD CONSTRAINT "FK_99e7be6208cde04965085310f48" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_inbound_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await q(`ALTER TABLE "webhook_inbound_deliveries" DROP CONSTRAINT "${OLD_PRIMARY_KEY}"`);
    await q(`DROP INDEX "${OLD_DEDUPE_INDEX}"`);
    await q(`ALTER TABLE "webhook_inbound_deliveries" DROP COLUMN "dedupe_key"`);
    await q(
      `ALTER TABLE "webhook_inbound_deliveries" RENAME TO "webhook_inbound_deliveries_legacy"`,
    );
    for (const [name] of INDEXES) await q(`ALTER INDEX "${name}" RENAME TO "${name}_legacy"`);
    await q(
      `CREATE TABLE "webhook_inbound_deliveries" (${COLUMNS},
         CONSTRAINT "${PRIMARY_KEY}" PRIMARY KEY ("id", "received_at"))
       PARTITION BY RANGE ("received_at")`,
    );
    await q(
      `ALTER TABLE "webhook_inbound_deliveries" ATTACH PARTITION "webhook_inbound_deliveries_legacy"
         FOR VALUES FROM (MINVALUE) TO ('${cutover}')`,
    );
    for (const [name, definition] of INDEXES)
      await q(`CREATE INDEX "${name}" ON "webhook_inbound_deliveries" ${definition}`);
    await q(
      `ALTER SEQUENCE "webhook_inbound_deliveries_seq_seq" OWNED BY "webhook_inbound_deliveries"."seq"`,
    );
    await q(
      `ALTER TABLE "webhook_inbound_deliveries" ADD CONSTRAINT "${ENDPOINT_FOREIGN_KEY}" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_inbound_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // NOT VALID: the legacy partition's bound already implies it, and validating would scan it
    // under lock; the partitions made below are new, so theirs holds from the start.
    await q(
      `ALTER TABLE "webhook_inbound_deliveries"
         ADD CONSTRAINT "webhook_inbound_deliveries_id_carries_received_at"
         CHECK (webhook_inbound_id_fits("id", "received_at")) NOT VALID`,
    );

    await q(CREATE_PARTITIONS);
    await q(`SELECT create_webhook_inbound_partitions(${AHEAD_AT_MIGRATION})`);
    await q(DROP_EXPIRED);
  }

  /**
   * Back to one table, every row copied into it (ids stay), the keys back in their column: the
   * legacy partition may be gone already (retention drops it once its day is done).
   */
  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP FUNCTION drop_expired_webhook_inbound_partitions(int, int)`);
    await q(`DROP FUNCTION create_webhook_inbound_partitions(int)`);
    const flat = 'webhook_inbound_deliveries_flat';
    await q(
      `CREATE TABLE "${flat}" (${COLUMNS.replace('DEFAULT uuid_v7_at(now())', '')},
         "dedupe_key" character varying(255))`,
    );
    const columns =
      'id, seq, team_id, endpoint_id, outcome, http_status, reason, idempotency_key, size_bytes, signature_verified, payload, received_at, processed_at, event_id';
    await q(
      `INSERT INTO "${flat}" (${columns}, dedupe_key)
       SELECT ${columns.replace(/(\w+)/g, 'd.$1')}, k.dedupe_key
         FROM "webhook_inbound_deliveries" d
         LEFT JOIN "webhook_inbound_dedupe_keys" k ON k.delivery_id = d.id
                                                  AND k.received_at = d.received_at`,
    );
    await q(`ALTER SEQUENCE "webhook_inbound_deliveries_seq_seq" OWNED BY "${flat}"."seq"`);
    await q(`DROP TABLE "webhook_inbound_deliveries"`);
    await q(`DROP TABLE "webhook_inbound_dedupe_keys"`);
    await q(`ALTER TABLE "${flat}" RENAME TO "webhook_inbound_deliveries"`);
    await q(
      `ALTER TABLE "webhook_inbound_deliveries" ADD CONSTRAINT "${OLD_PRIMARY_KEY}" PRIMARY KEY ("id")`,
    );
    for (const [name, definition] of INDEXES)
      await q(`CREATE INDEX "${name}" ON "webhook_inbound_deliveries" ${definition}`);
    await q(
      `CREATE UNIQUE INDEX "${OLD_DEDUPE_INDEX}" ON "webhook_inbound_deliveries" ("endpoint_id", "dedupe_key")`,
    );
    await q(
      `ALTER TABLE "webhook_inbound_deliveries" ADD CONSTRAINT "${ENDPOINT_FOREIGN_KEY}" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_inbound_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q(`DROP FUNCTION webhook_inbound_id_fits(uuid, timestamptz)`);
    await q(`DROP FUNCTION webhook_inbound_deliveries_cutover()`);
  }
}
