import { MigrationInterface, QueryRunner } from 'typeorm';
import { DELIVERY_PARTITION_DAYS } from './1795700530000-PartitionedDeliveries';

/** How many partitions ahead of today the migration makes (the worker keeps it so). */
const AHEAD_AT_MIGRATION = 7;

/** The lock create_webhook_partitions takes: the makers of partitions take turns. */
const PARTITION_LOCK_KEY = 7_412_002;

/** An index the table had, by name, and how the partitioned table declares it. */
const INDEXES: Array<[name: string, definition: string]> = [
  ['IDX_e884219baaf73062746c407fd6', '("team_id", "created_at")'],
  ['outbox_events_relayed', '("relayed_at", "id") WHERE relayed_at IS NOT NULL'],
  ['outbox_events_team_position', '("team_id", "xid", "seq")'],
];
/**
 * The relay's claim order, now with `seq`: one transaction's events share their created_at, and
 * a sort over partitions, unlike one index, does not keep them in the order they were written.
 */
const UNRELAYED: [name: string, old: string, definition: string] = [
  'outbox_events_unrelayed',
  '("created_at") WHERE relayed_at IS NULL',
  '("created_at", "seq") WHERE relayed_at IS NULL',
];

const COLUMNS = `"id" character varying(40) NOT NULL, "team_id" uuid NOT NULL,
  "type" character varying(100) NOT NULL, "data" jsonb NOT NULL,
  "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
  "relayed_at" TIMESTAMP WITH TIME ZONE,
  "xid" bigint NOT NULL DEFAULT current_xact_id_bigint(),
  "seq" bigint NOT NULL DEFAULT nextval('outbox_events_seq_seq')`;

const OLD_PRIMARY_KEY = 'PK_6689a16c00d09b8089f6237f1d2';
const PRIMARY_KEY = 'PK_c2ba4d9e6bd2a4cc8ef2a9a8c3e';
const EVENT_FOREIGN_KEY = 'FK_27d1ee90033bdafe0ffe8f1be6f';

/**
 * An event id (`evt_` and 32 hex digits) made from its created_at: the hex of a UUIDv7, whose
 * first 12 digits are the millisecond. The one maker of event ids (record_outbox_event).
 */
const EVENT_ID_AT = `CREATE FUNCTION outbox_event_id_at(at timestamptz) RETURNS varchar
  LANGUAGE sql VOLATILE PARALLEL SAFE
  AS $$ SELECT 'evt_' || replace(uuid_v7_at(at)::text, '-', '') $$`;

/**
 * Whether an event id carries its created_at, checked on every write, compared as bytes as
 * webhook_delivery_id_fits does: a UUIDv7 id names its millisecond, any other id the legacy
 * partition (written before the cutover).
 */
const ID_FITS = `CREATE FUNCTION outbox_event_id_fits(id varchar, created_at timestamptz)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN length(id) = 36 AND substr(id, 17, 1) = '7'
                         AND substr(id, 5) ~ '^[0-9a-f]{32}$'
                 THEN decode(substr(id, 5, 12), 'hex')
                      = substring(int8send(floor(extract(epoch FROM created_at) * 1000)::bigint) FROM 3)
                 ELSE created_at < outbox_events_cutover() END $$`;

const RECORD_EVENT = `CREATE OR REPLACE FUNCTION record_outbox_event(
    team_id uuid, type varchar, data jsonb, relayed_at timestamptz DEFAULT NULL
  ) RETURNS varchar LANGUAGE sql VOLATILE AS $$
    INSERT INTO outbox_events (id, created_at, team_id, type, data, relayed_at)
    VALUES (outbox_event_id_at(now()), now(), team_id, type, data, relayed_at)
    RETURNING id
  $$`;

const RECORD_EVENT_BEFORE = `CREATE OR REPLACE FUNCTION record_outbox_event(
    team_id uuid, type varchar, data jsonb, relayed_at timestamptz DEFAULT NULL
  ) RETURNS varchar LANGUAGE sql VOLATILE AS $$
    INSERT INTO outbox_events (id, team_id, type, data, relayed_at)
    VALUES ('evt_' || replace(gen_random_uuid()::text, '-', ''), team_id, type, data, relayed_at)
    RETURNING id
  $$`;

const CREATE_PARTITIONS = `CREATE FUNCTION create_outbox_partitions(ahead_days int)
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
      CONTINUE WHEN start + ${DELIVERY_PARTITION_DAYS} * interval '1 day' <= outbox_events_cutover();
      name := 'outbox_events_p' || to_char(start AT TIME ZONE 'UTC', 'YYYYMMDD');
      IF to_regclass(name) IS NULL THEN
        EXECUTE format('CREATE TABLE %I PARTITION OF outbox_events FOR VALUES FROM (%L) TO (%L)',
          name, greatest(start, outbox_events_cutover()),
          start + ${DELIVERY_PARTITION_DAYS} * interval '1 day');
        made := made + 1;
      END IF;
    END LOOP;
    RETURN made;
  END $$`;

/**
 * Retention (docs/events.md, "Retention"): a day of events goes whole once index probes show
 * none of it unrelayed, none relayed inside the window, and no delivery of any status naming one
 * of its events (event ids sort by their millisecond, so that is one range of
 * webhook_deliveries_event). The legacy partition goes once the row walk has emptied it. The
 * partition is locked against writes while it is checked. Rows dropped are counted exactly in a
 * small partition and estimated in a large one (they only feed a metric).
 */
const DROP_EXPIRED = `CREATE FUNCTION drop_expired_outbox_partitions(outbox_days int)
  RETURNS bigint LANGUAGE plpgsql AS $$
  DECLARE
    part record;
    busy boolean;
    part_rows bigint;
    dropped bigint := 0;
  BEGIN
    IF outbox_days IS NULL THEN
      RETURN 0;
    END IF;
    FOR part IN
      SELECT c.relname, c.relname = 'outbox_events_legacy' AS legacy,
             CASE WHEN c.relname = 'outbox_events_legacy' THEN '-infinity'::timestamptz
               ELSE greatest(to_date(substr(c.relname, 16), 'YYYYMMDD')::timestamp AT TIME ZONE 'UTC',
                             outbox_events_cutover()) END AS starts,
             CASE WHEN c.relname = 'outbox_events_legacy' THEN outbox_events_cutover()
               ELSE to_date(substr(c.relname, 16), 'YYYYMMDD')::timestamp AT TIME ZONE 'UTC'
                      + ${DELIVERY_PARTITION_DAYS} * interval '1 day' END AS ends
        FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'outbox_events'::regclass
       ORDER BY 4
    LOOP
      CONTINUE WHEN part.ends > now() - make_interval(days => outbox_days);
      BEGIN
        PERFORM set_config('lock_timeout', '2s', true);
        EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', part.relname);
        IF part.legacy THEN
          EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', part.relname) INTO busy;
        ELSE
          EXECUTE format(
            $q$SELECT EXISTS (SELECT 1 FROM %1$I WHERE relayed_at IS NULL)
                   OR EXISTS (SELECT 1 FROM %1$I WHERE relayed_at >= now() - make_interval(days => $1))
                   OR EXISTS (SELECT 1 FROM webhook_deliveries
                               WHERE event_id >= $2 AND event_id < $3)$q$,
            part.relname)
            INTO busy
            USING outbox_days,
                  'evt_' || lpad(to_hex(floor(extract(epoch FROM part.starts) * 1000)::bigint), 12, '0'),
                  'evt_' || lpad(to_hex(floor(extract(epoch FROM part.ends) * 1000)::bigint), 12, '0');
        END IF;
        IF NOT busy THEN
          part_rows := webhook_estimated_rows(part.relname::regclass);
          IF pg_relation_size(part.relname::regclass) <= ${8 * 1024 * 1024} OR part_rows IS NULL THEN
            EXECUTE format('SELECT count(*) FROM %I', part.relname) INTO part_rows;
          END IF;
          EXECUTE format('ALTER TABLE outbox_events DETACH PARTITION %I', part.relname);
          EXECUTE format('DROP TABLE %I', part.relname);
          dropped := dropped + part_rows;
        END IF;
      EXCEPTION WHEN lock_not_available THEN
        NULL; -- busy: the next run tries again
      END;
    END LOOP;
    RETURN dropped;
  END $$`;

/**
 * Outbox events partitioned by day on `created_at`, as deliveries are (docs/decisions.md,
 * "Deliveries partitioned by day"; migration PartitionedDeliveries, whose `uuid_v7_at` and
 * `webhook_partition_floor` this reuses).
 *
 * No row is copied: the table becomes the `_legacy` partition (everything written before the
 * cutover) and its indexes are adopted by the partitioned table's. New event ids are `evt_` and
 * the hex of a UUIDv7 made from `created_at` (record_outbox_event writes both), so an id names its
 * partition; a CHECK refuses a write that breaks it (legacy ids: the legacy partition).
 *
 * Deliveries lose their foreign key to the event (a foreign key to a partitioned table needs its
 * partition key): an event is only deleted, or its partition dropped, once no delivery names it.
 * There is no DEFAULT partition: the worker makes them ahead (create_outbox_partitions).
 */
export class PartitionedOutboxEvents1795700570000 implements MigrationInterface {
  name = 'PartitionedOutboxEvents1795700570000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    // Everything already written is before the cutover (a clock set back included).
    const [{ cutover }] = (await queryRunner.query(
      `SELECT to_char(greatest(now(), (SELECT max(created_at) FROM outbox_events)
                                        + interval '1 millisecond') AT TIME ZONE 'UTC',
                      'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cutover`,
    )) as Array<{ cutover: string }>;
    await q(
      `CREATE FUNCTION outbox_events_cutover() RETURNS timestamptz
         LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT timestamptz '${cutover}' $$`,
    );
    await q(EVENT_ID_AT);
    await q(ID_FITS);

    await q(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "${EVENT_FOREIGN_KEY}"`);
    await q(`ALTER TABLE "outbox_events" DROP CONSTRAINT "${OLD_PRIMARY_KEY}"`);
    await q(`DROP INDEX "${UNRELAYED[0]}"`);
    await q(`ALTER TABLE "outbox_events" RENAME TO "outbox_events_legacy"`);
    for (const [name] of INDEXES) await q(`ALTER INDEX "${name}" RENAME TO "${name}_legacy"`);
    await q(
      `CREATE TABLE "outbox_events" (${COLUMNS},
         CONSTRAINT "${PRIMARY_KEY}" PRIMARY KEY ("id", "created_at"))
       PARTITION BY RANGE ("created_at")`,
    );
    await q(
      `ALTER TABLE "outbox_events" ATTACH PARTITION "outbox_events_legacy"
         FOR VALUES FROM (MINVALUE) TO ('${cutover}')`,
    );
    for (const [name, definition] of INDEXES)
      await q(`CREATE INDEX "${name}" ON "outbox_events" ${definition}`);
    await q(`CREATE INDEX "${UNRELAYED[0]}" ON "outbox_events" ${UNRELAYED[2]}`);
    await q(`ALTER SEQUENCE "outbox_events_seq_seq" OWNED BY "outbox_events"."seq"`);
    // NOT VALID: the legacy partition's bound already implies it, and validating would scan it
    // under lock; the partitions made below are new, so theirs holds from the start.
    await q(
      `ALTER TABLE "outbox_events" ADD CONSTRAINT "outbox_events_id_carries_created_at"
         CHECK (outbox_event_id_fits("id", "created_at")) NOT VALID`,
    );
    await q(RECORD_EVENT);

    await q(CREATE_PARTITIONS);
    await q(`SELECT create_outbox_partitions(${AHEAD_AT_MIGRATION})`);
    await q(DROP_EXPIRED);
  }

  /** Back to one table, every row copied into it (ids stay). */
  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP FUNCTION drop_expired_outbox_partitions(int)`);
    await q(`DROP FUNCTION create_outbox_partitions(int)`);
    await q(RECORD_EVENT_BEFORE);
    const flat = 'outbox_events_flat';
    await q(`CREATE TABLE "${flat}" (${COLUMNS})`);
    const columns = 'id, team_id, type, data, created_at, relayed_at, xid, seq';
    await q(`INSERT INTO "${flat}" (${columns}) SELECT ${columns} FROM "outbox_events"`);
    await q(`ALTER SEQUENCE "outbox_events_seq_seq" OWNED BY "${flat}"."seq"`);
    await q(`DROP TABLE "outbox_events"`);
    await q(`ALTER TABLE "${flat}" RENAME TO "outbox_events"`);
    await q(`ALTER TABLE "outbox_events" ADD CONSTRAINT "${OLD_PRIMARY_KEY}" PRIMARY KEY ("id")`);
    for (const [name, definition] of INDEXES)
      await q(`CREATE INDEX "${name}" ON "outbox_events" ${definition}`);
    await q(`CREATE INDEX "${UNRELAYED[0]}" ON "outbox_events" ${UNRELAYED[1]}`);
    await q(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "${EVENT_FOREIGN_KEY}" FOREIGN KEY ("event_id") REFERENCES "outbox_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q(`DROP FUNCTION outbox_event_id_fits(varchar, timestamptz)`);
    await q(`DROP FUNCTION outbox_event_id_at(timestamptz)`);
    await q(`DROP FUNCTION outbox_events_cutover()`);
  }
}
