import { MigrationInterface, QueryRunner } from 'typeorm';

/** The width of one partition of the delivery tables, in days (docs/decisions.md). */
export const DELIVERY_PARTITION_DAYS = 1;

/** How many partitions ahead of today the migration makes (the worker keeps it so). */
const AHEAD_AT_MIGRATION = 7;

/** An index the table had, by name, and how the partitioned table declares it. */
const DELIVERY_INDEXES: Array<[name: string, definition: string]> = [
  ['IDX_6ef49e4be30726e60bcce18d88', '("subscription_id", "event_id")'],
  ['IDX_3ef2ae2f768d81a39a67bd5e1f', '("subscription_id", "seq")'],
  ['webhook_deliveries_due', `("next_attempt_at") WHERE status = 'pending'`],
  ['webhook_deliveries_event', '("event_id")'],
  ['webhook_deliveries_delivered', `("succeeded_at") WHERE status = 'succeeded'`],
  ['webhook_deliveries_failed', `("last_attempt_at") WHERE status = 'failed'`],
  ['webhook_deliveries_failed_window', `("subscription_id", "created_at") WHERE status = 'failed'`],
];
const ATTEMPT_INDEXES: Array<[name: string, definition: string]> = [
  ['IDX_57b14bb7afc6e587d29fac0d95', '("delivery_id", "attempt_number")'],
  ['webhook_delivery_attempts_stats', '("subscription_id", "started_at")'],
];

const DELIVERY_COLUMNS = `"id" uuid NOT NULL DEFAULT uuid_v7_at(now()),
  "seq" bigint NOT NULL DEFAULT nextval('webhook_deliveries_seq_seq'),
  "team_id" uuid NOT NULL, "subscription_id" uuid NOT NULL,
  "event_id" character varying(40) NOT NULL, "event_type" character varying(100) NOT NULL,
  "status" character varying(16) NOT NULL, "attempt_count" integer NOT NULL DEFAULT '0',
  "round_attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE,
  "last_attempt_at" TIMESTAMP WITH TIME ZONE, "succeeded_at" TIMESTAMP WITH TIME ZONE,
  "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`;

const ATTEMPT_COLUMNS = `"id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL,
  "attempt_number" integer NOT NULL, "correlation_id" uuid NOT NULL,
  "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "duration_ms" integer NOT NULL,
  "response_status" smallint, "response_body" text, "error" character varying(500),
  "succeeded" boolean NOT NULL, "subscription_id" uuid NOT NULL,
  "delivery_created_at" TIMESTAMP WITH TIME ZONE NOT NULL`;

/** Arbitrary, fixed: the makers of partitions (API and workers starting together) take turns. */
const PARTITION_LOCK_KEY = 7_412_002;

/**
 * Time-partitioned deliveries and attempts (docs/decisions.md, 2026-11-27; docs/operations.md,
 * "Partitions"). `webhook_deliveries` is partitioned by range on `created_at`, its attempts on
 * their delivery's `created_at` (`delivery_created_at`), so a delivery and its attempts share the
 * partition of the same day and retention drops the pair.
 *
 * No row is copied: the existing tables become the `_legacy` partitions (everything before the
 * migration, MINVALUE to the cutover) and get only the indexes the partitioned keys need. New
 * delivery ids are UUIDv7 made from `created_at` (`uuid_v7_at(now())`), so
 * `webhook_delivery_created_from/_before(id)` name the one millisecond, hence the one partition,
 * holding it; an id of another version is a legacy one, in the legacy partition.
 *
 * Keys must carry the partition key: the primary keys become (id, created_at) and (id,
 * delivery_created_at); (subscription_id, event_id) is no longer unique (the relay's claim makes
 * a delivery once); attempts lose their foreign key to deliveries and get none instead (see
 * webhook-delivery-attempt.entity.ts): they go with their partition, or with their deleted
 * subscription (SubscriptionsRepository.delete). There is no DEFAULT partition: a row without its
 * partition fails loudly, and the worker makes them ahead (create_webhook_partitions).
 */
export class PartitionedDeliveries1795700530000 implements MigrationInterface {
  name = 'PartitionedDeliveries1795700530000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      `CREATE FUNCTION uuid_v7_at(at timestamptz) RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE
         AS $$ SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
                 PLACING substring(int8send(floor(extract(epoch FROM at) * 1000)::bigint) FROM 3)
                 FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid $$`,
    );
    // Everything already written is before the cutover (a clock set back included).
    const [{ cutover }] = (await queryRunner.query(
      `SELECT to_char(greatest(now(), (SELECT max(created_at) FROM webhook_deliveries)
                                        + interval '1 millisecond') AT TIME ZONE 'UTC',
                      'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cutover`,
    )) as Array<{ cutover: string }>;
    await q(
      `CREATE FUNCTION webhook_deliveries_cutover() RETURNS timestamptz
         LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT timestamptz '${cutover}' $$`,
    );
    await q(
      `CREATE FUNCTION webhook_delivery_created_from(id uuid) RETURNS timestamptz
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT CASE WHEN substr(id::text, 15, 1) = '7'
                 THEN to_timestamp(0) + ('x' || substr(replace(id::text, '-', ''), 1, 12))::bit(48)
                      ::bigint * interval '1 millisecond'
                 ELSE '-infinity' END $$`,
    );
    await q(
      `CREATE FUNCTION webhook_delivery_created_before(id uuid) RETURNS timestamptz
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT CASE WHEN substr(id::text, 15, 1) = '7'
                 THEN webhook_delivery_created_from(id) + interval '1 millisecond'
                 ELSE webhook_deliveries_cutover() END $$`,
    );
    await q(
      `CREATE FUNCTION webhook_partition_floor(at timestamptz) RETURNS timestamptz
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT to_timestamp(0) + floor(extract(epoch FROM at) / ${DELIVERY_PARTITION_DAYS * 86400})
                        * ${DELIVERY_PARTITION_DAYS} * interval '1 day' $$`,
    );

    // The attempts' partition key, from their delivery, before either table changes.
    await q(`ALTER TABLE "webhook_delivery_attempts" ADD "delivery_created_at" timestamptz`);
    await q(
      `UPDATE "webhook_delivery_attempts" a SET "delivery_created_at" = d."created_at"
         FROM "webhook_deliveries" d WHERE d."id" = a."delivery_id"`,
    );
    await q(
      `ALTER TABLE "webhook_delivery_attempts" ALTER COLUMN "delivery_created_at" SET NOT NULL`,
    );
    await q(
      `ALTER TABLE "webhook_delivery_attempts" DROP CONSTRAINT "FK_647916c401c0c275df5f00c148f"`,
    );

    await this.partition(queryRunner, {
      table: 'webhook_deliveries',
      primaryKey: ['PK_535dd409947fb6d8fc6dfc0112a', 'PK_0b6a09d38a79c8b612ddec3a046'],
      key: 'created_at',
      columns: DELIVERY_COLUMNS,
      indexes: DELIVERY_INDEXES,
      cutover,
    });
    await q(`DROP INDEX "IDX_6ef49e4be30726e60bcce18d88_legacy"`);
    await q(`ALTER SEQUENCE "webhook_deliveries_seq_seq" OWNED BY "webhook_deliveries"."seq"`);
    await q(`ALTER TABLE "webhook_deliveries_legacy" ALTER COLUMN "id" DROP DEFAULT`);
    await q(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_23eb2b6ae801c52cfb79a556b8a" FOREIGN KEY ("subscription_id") REFERENCES "webhook_subscriptions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f" FOREIGN KEY ("event_id") REFERENCES "outbox_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await this.partition(queryRunner, {
      table: 'webhook_delivery_attempts',
      primaryKey: ['PK_59ef9124585b56c18b98548a0c6', 'PK_c40d9dd13e2954a2db6b39e3573'],
      key: 'delivery_created_at',
      columns: ATTEMPT_COLUMNS,
      indexes: ATTEMPT_INDEXES,
      cutover,
    });

    await q(
      `CREATE FUNCTION create_webhook_partitions(ahead_days int) RETURNS int LANGUAGE plpgsql AS $$
       DECLARE
         start timestamptz;
         parent text;
         made int := 0;
       BEGIN
         PERFORM pg_advisory_xact_lock(${PARTITION_LOCK_KEY});
         FOR step IN 0..ceil(coalesce(ahead_days, 0)::numeric / ${DELIVERY_PARTITION_DAYS}) LOOP
           start := webhook_partition_floor(now() + step * ${DELIVERY_PARTITION_DAYS} * interval '1 day');
           FOREACH parent IN ARRAY ARRAY['webhook_deliveries', 'webhook_delivery_attempts'] LOOP
             IF to_regclass(parent || '_p' || to_char(start AT TIME ZONE 'UTC', 'YYYYMMDD')) IS NULL THEN
               EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
                 parent || '_p' || to_char(start AT TIME ZONE 'UTC', 'YYYYMMDD'), parent,
                 greatest(start, webhook_deliveries_cutover()),
                 start + ${DELIVERY_PARTITION_DAYS} * interval '1 day');
               made := made + 1;
             END IF;
           END LOOP;
         END LOOP;
         RETURN made;
       END $$`,
    );
    await q(`SELECT create_webhook_partitions(${AHEAD_AT_MIGRATION})`);

    // Retention (docs/webhooks-delivery.md, "Retention"): a partition whose every row is
    // finished and past its window goes whole, with its attempts; one that still holds owed work
    // (pending, held) or a row inside its window waits. The pair is locked against writes while
    // it is checked, so nothing becomes owed between the check and the drop.
    await q(
      `CREATE FUNCTION drop_expired_webhook_partitions(delivered_days int, failed_days int)
         RETURNS TABLE (delivered bigint, failed bigint, attempts bigint) LANGUAGE plpgsql AS $$
       DECLARE
         part record;
         attempts_part text;
         kept bigint;
         part_delivered bigint;
         part_failed bigint;
         part_attempts bigint;
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
               EXECUTE format('SELECT count(*) FROM %I', attempts_part) INTO part_attempts;
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
       END $$`,
    );
  }

  /**
   * The table becomes the legacy partition of a partitioned table of the same name and columns:
   * its indexes are renamed and then adopted by the partitioned ones (same definition, no
   * rebuild); only the new primary key is built.
   */
  private async partition(
    queryRunner: QueryRunner,
    spec: {
      table: string;
      primaryKey: [old: string, partitioned: string];
      key: string;
      columns: string;
      indexes: Array<[string, string]>;
      cutover: string;
    },
  ): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    const legacy = `${spec.table}_legacy`;
    await q(`ALTER TABLE "${spec.table}" DROP CONSTRAINT "${spec.primaryKey[0]}"`);
    await q(`ALTER TABLE "${spec.table}" RENAME TO "${legacy}"`);
    for (const [name] of spec.indexes) await q(`ALTER INDEX "${name}" RENAME TO "${name}_legacy"`);
    await q(
      `CREATE TABLE "${spec.table}" (${spec.columns},
         CONSTRAINT "${spec.primaryKey[1]}" PRIMARY KEY ("id", "${spec.key}"))
       PARTITION BY RANGE ("${spec.key}")`,
    );
    await q(
      `ALTER TABLE "${spec.table}" ATTACH PARTITION "${legacy}"
         FOR VALUES FROM (MINVALUE) TO ('${spec.cutover}')`,
    );
    for (const [name, definition] of spec.indexes)
      await q(`CREATE INDEX "${name}" ON "${spec.table}" ${definition}`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP FUNCTION drop_expired_webhook_partitions(int, int)`);
    await q(`DROP FUNCTION create_webhook_partitions(int)`);
    await this.unpartition(queryRunner, {
      table: 'webhook_deliveries',
      primaryKey: ['PK_535dd409947fb6d8fc6dfc0112a', 'PK_0b6a09d38a79c8b612ddec3a046'],
      columns:
        'id, seq, team_id, subscription_id, event_id, event_type, status, attempt_count, round_attempts, next_attempt_at, last_attempt_at, succeeded_at, created_at',
      indexes: DELIVERY_INDEXES,
      sequence: 'webhook_deliveries_seq_seq',
    });
    // The (subscription_id, event_id) index the partitioned one built here: unique again.
    const [{ index }] = (await queryRunner.query(
      `SELECT indexname AS index FROM pg_indexes
        WHERE tablename = 'webhook_deliveries' AND indexdef LIKE '%(subscription_id, event_id)'`,
    )) as Array<{ index: string }>;
    await q(`DROP INDEX "${index}"`);
    await q(
      `CREATE UNIQUE INDEX "IDX_6ef49e4be30726e60bcce18d88" ON "webhook_deliveries" ("subscription_id", "event_id")`,
    );
    await this.unpartition(queryRunner, {
      table: 'webhook_delivery_attempts',
      primaryKey: ['PK_59ef9124585b56c18b98548a0c6', 'PK_c40d9dd13e2954a2db6b39e3573'],
      columns:
        'id, delivery_id, attempt_number, correlation_id, started_at, duration_ms, response_status, response_body, error, succeeded, subscription_id, delivery_created_at',
      indexes: ATTEMPT_INDEXES,
    });
    await q(`ALTER TABLE "webhook_delivery_attempts" DROP COLUMN "delivery_created_at"`);
    await q(
      `ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "FK_647916c401c0c275df5f00c148f" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q(`DROP FUNCTION webhook_partition_floor(timestamptz)`);
    await q(`DROP FUNCTION webhook_delivery_created_before(uuid)`);
    await q(`DROP FUNCTION webhook_delivery_created_from(uuid)`);
    await q(`DROP FUNCTION webhook_deliveries_cutover()`);
    await q(`DROP FUNCTION uuid_v7_at(timestamptz)`);
  }

  /** Back to one table: the legacy partition takes in the rows of the others (ids stay). */
  private async unpartition(
    queryRunner: QueryRunner,
    spec: {
      table: string;
      primaryKey: [old: string, partitioned: string];
      columns: string;
      indexes: Array<[string, string]>;
      sequence?: string;
    },
  ): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    const legacy = `${spec.table}_legacy`;
    await q(`ALTER TABLE "${spec.table}" DETACH PARTITION "${legacy}"`);
    await q(
      `INSERT INTO "${legacy}" (${spec.columns}) SELECT ${spec.columns} FROM "${spec.table}"`,
    );
    if (spec.sequence) await q(`ALTER SEQUENCE "${spec.sequence}" OWNED BY "${legacy}"."seq"`);
    await q(`DROP TABLE "${spec.table}"`);
    await q(`ALTER TABLE "${legacy}" RENAME TO "${spec.table}"`);
    const [{ name }] = (await queryRunner.query(
      `SELECT conname AS name FROM pg_constraint
        WHERE conrelid = '"${spec.table}"'::regclass AND contype = 'p'`,
    )) as Array<{ name: string }>;
    await q(`ALTER TABLE "${spec.table}" DROP CONSTRAINT "${name}"`);
    await q(
      `ALTER TABLE "${spec.table}" ADD CONSTRAINT "${spec.primaryKey[0]}" PRIMARY KEY ("id")`,
    );
    for (const [index] of spec.indexes)
      await q(`ALTER INDEX IF EXISTS "${index}_legacy" RENAME TO "${index}"`);
  }
}
