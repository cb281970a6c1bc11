import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one writer of outbox rows (platform.md, Events (outbound); docs/events.md, "The outbox"):
 * `record_outbox_event(team, type, data)` makes the event id and inserts the row, whose `xid`
 * and `seq` its column defaults fill, and returns the id. The outbox service calls it and
 * statements that write an event inside a larger change call it in their CTE, so an event id is
 * defined here only. `relayed_at` is set by an event meant for one subscription alone, which
 * the relay must never fan out.
 */
export class RecordOutboxEvent1795700460000 implements MigrationInterface {
  name = 'RecordOutboxEvent1795700460000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION record_outbox_event(
         team_id uuid, type varchar, data jsonb, relayed_at timestamptz DEFAULT NULL
       ) RETURNS varchar LANGUAGE sql VOLATILE AS $$
         INSERT INTO outbox_events (id, team_id, type, data, relayed_at)
         VALUES ('evt_' || replace(gen_random_uuid()::text, '-', ''), team_id, type, data, relayed_at)
         RETURNING id
       $$`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION record_outbox_event(uuid, varchar, jsonb, timestamptz)`);
  }
}
