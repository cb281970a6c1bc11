import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The events API: each outbox row keeps the id of the transaction that wrote it (`xid`,
 * the 64-bit `pg_current_xact_id()` as a bigint, through
 * `current_xact_id_bigint()`) and an insertion sequence (`seq`). Reads serve
 * only rows whose transaction is below the reader's snapshot horizon, ordered by (xid, seq), so
 * a row that commits late can never appear behind a position already served (docs/events.md,
 * "No gaps under concurrency"). Rows written before this migration all committed long ago: they
 * get xid 0 and a seq in creation order, so they come first and keep their order.
 */
export class EventsApi1795646000000 implements MigrationInterface {
  name = 'EventsApi1795646000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A function rather than the cast expression itself: TypeORM strips casts from the defaults
    // it reads back, so the expression would never compare equal to the entity's.
    await queryRunner.query(
      `CREATE FUNCTION current_xact_id_bigint() RETURNS bigint LANGUAGE sql VOLATILE
         AS 'SELECT pg_current_xact_id()::text::bigint'`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_events" ADD "xid" bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE "outbox_events" ALTER COLUMN "xid" SET DEFAULT current_xact_id_bigint()`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_events" ADD "seq" bigint`);
    await queryRunner.query(
      `CREATE SEQUENCE "outbox_events_seq_seq" OWNED BY "outbox_events"."seq"`,
    );
    await queryRunner.query(
      `UPDATE "outbox_events" e SET "seq" = ordered.n
         FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM "outbox_events") ordered
        WHERE e.id = ordered.id`,
    );
    await queryRunner.query(
      `SELECT setval('"outbox_events_seq_seq"', coalesce(max("seq"), 0) + 1, false) FROM "outbox_events"`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_events" ALTER COLUMN "seq" SET DEFAULT nextval('"outbox_events_seq_seq"')`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_events" ALTER COLUMN "seq" SET NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "outbox_events_team_position" ON "outbox_events" ("team_id", "xid", "seq") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."outbox_events_team_position"`);
    await queryRunner.query(`ALTER TABLE "outbox_events" DROP COLUMN "seq"`);
    await queryRunner.query(`ALTER TABLE "outbox_events" DROP COLUMN "xid"`);
    await queryRunner.query(`DROP FUNCTION current_xact_id_bigint()`);
  }
}
