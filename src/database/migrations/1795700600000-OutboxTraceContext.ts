import { MigrationInterface, QueryRunner } from 'typeorm';

const RECORD_EVENT = `CREATE FUNCTION record_outbox_event(
    team_id uuid, type varchar, data jsonb, relayed_at timestamptz DEFAULT NULL,
    trace_context jsonb DEFAULT NULL
  ) RETURNS varchar LANGUAGE sql VOLATILE AS $$
    INSERT INTO outbox_events (id, created_at, team_id, type, data, relayed_at, trace_context)
    VALUES (outbox_event_id_at(now()), now(), team_id, type, data, relayed_at, trace_context)
    RETURNING id
  $$`;

const RECORD_EVENT_BEFORE = `CREATE FUNCTION record_outbox_event(
    team_id uuid, type varchar, data jsonb, relayed_at timestamptz DEFAULT NULL
  ) RETURNS varchar LANGUAGE sql VOLATILE AS $$
    INSERT INTO outbox_events (id, created_at, team_id, type, data, relayed_at)
    VALUES (outbox_event_id_at(now()), now(), team_id, type, data, relayed_at)
    RETURNING id
  $$`;

/**
 * The W3C trace context (`{traceparent, tracestate?}`) of the span that wrote an event, so its
 * deliveries continue that trace in whichever worker makes them (platform.md, Tracing;
 * docs/operations.md, "Tracing"). Null while tracing is off. Added on the partitioned parent,
 * which adds it to every partition; a nullable column without a default rewrites nothing.
 * `record_outbox_event` takes it as a last optional argument, so every call that names only the
 * first three or four still resolves to it.
 */
export class OutboxTraceContext1795700600000 implements MigrationInterface {
  name = 'OutboxTraceContext1795700600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_events" ADD "trace_context" jsonb`);
    await queryRunner.query(`DROP FUNCTION record_outbox_event(uuid, varchar, jsonb, timestamptz)`);
    await queryRunner.query(RECORD_EVENT);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION record_outbox_event(uuid, varchar, jsonb, timestamptz, jsonb)`,
    );
    await queryRunner.query(RECORD_EVENT_BEFORE);
    await queryRunner.query(`ALTER TABLE "outbox_events" DROP COLUMN "trace_context"`);
  }
}
