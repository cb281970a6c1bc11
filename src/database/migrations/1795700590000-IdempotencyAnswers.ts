import { MigrationInterface, QueryRunner } from 'typeorm';

/** Serialises partition making with itself (other partition functions hold their own keys). */
const DAY_PARTITION_LOCK_KEY = 7_412_029;

/**
 * Day partitions of any table partitioned by range of a timestamptz, named `<table>_pYYYYMMDD`
 * (UTC days): made ahead by the worker, dropped whole once past their window.
 */
const CREATE_DAY_PARTITIONS = `CREATE FUNCTION create_day_partitions(parent regclass, ahead_days int)
  RETURNS int LANGUAGE plpgsql AS $$
  DECLARE
    day timestamptz;
    name text;
    made int := 0;
  BEGIN
    PERFORM pg_advisory_xact_lock(${DAY_PARTITION_LOCK_KEY});
    FOR step IN 0..greatest(coalesce(ahead_days, 0), 0) LOOP
      day := date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + step * interval '1 day';
      name := parent::text || '_p' || to_char(day AT TIME ZONE 'UTC', 'YYYYMMDD');
      IF to_regclass(name) IS NULL THEN
        EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%L) TO (%L)',
          name, parent, day, day + interval '1 day');
        made := made + 1;
      END IF;
    END LOOP;
    RETURN made;
  END $$`;

const MISSING_DAY_PARTITIONS = `CREATE FUNCTION missing_day_partitions(parent regclass, ahead_days int)
  RETURNS SETOF text LANGUAGE sql STABLE AS $$
    SELECT name FROM (
      SELECT parent::text || '_p' || to_char(now() AT TIME ZONE 'UTC' + step * interval '1 day',
                                             'YYYYMMDD') AS name
        FROM generate_series(0, greatest(ahead_days, 0)) step) names
     WHERE to_regclass(name) IS NULL
     ORDER BY name $$`;

/** Drops the day partitions that end at or before `ended_by`; returns how many. */
const DROP_DAY_PARTITIONS = `CREATE FUNCTION drop_day_partitions(parent regclass, ended_by timestamptz)
  RETURNS int LANGUAGE plpgsql AS $$
  DECLARE
    part record;
    dropped int := 0;
  BEGIN
    PERFORM pg_advisory_xact_lock(${DAY_PARTITION_LOCK_KEY});
    FOR part IN
      SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = parent
         AND c.relname ~ ('^' || parent::text || '_p[0-9]{8}$')
         AND to_timestamp(right(c.relname, 8), 'YYYYMMDD') AT TIME ZONE 'UTC' AT TIME ZONE 'UTC'
             + interval '1 day' <= ended_by
    LOOP
      EXECUTE format('DROP TABLE %I', part.relname);
      dropped := dropped + 1;
    END LOOP;
    RETURN dropped;
  END $$`;

/**
 * Stored answers of requests sent with an Idempotency-Key (docs/platform.md, "Safe retries"),
 * partitioned by day of `created_at`: a lookup reads the last day's window, retention drops days.
 */
export class IdempotencyAnswers1795700590000 implements MigrationInterface {
  name = 'IdempotencyAnswers1795700590000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CREATE_DAY_PARTITIONS);
    await queryRunner.query(MISSING_DAY_PARTITIONS);
    await queryRunner.query(DROP_DAY_PARTITIONS);
    await queryRunner.query(
      `CREATE TABLE "idempotency_answers" (
         "team_id" uuid NOT NULL,
         "owner_id" uuid NOT NULL,
         "key" varchar(255) NOT NULL,
         "created_at" timestamptz NOT NULL DEFAULT now(),
         "fingerprint" bytea NOT NULL,
         "status" smallint NOT NULL,
         "content_type" varchar(200),
         "location" varchar(2048),
         "body" bytea NOT NULL,
         CONSTRAINT "PK_idempotency_answers" PRIMARY KEY ("team_id", "owner_id", "key", "created_at")
       ) PARTITION BY RANGE ("created_at")`,
    );
    await queryRunner.query(`SELECT create_day_partitions('idempotency_answers', 7)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "idempotency_answers"`);
    await queryRunner.query(`DROP FUNCTION drop_day_partitions(regclass, timestamptz)`);
    await queryRunner.query(`DROP FUNCTION missing_day_partitions(regclass, int)`);
    await queryRunner.query(`DROP FUNCTION create_day_partitions(regclass, int)`);
  }
}
