import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The indexes recovery and retention read by. Built CONCURRENTLY (outside a
 * transaction), so a deployment with large webhook tables keeps writing while they build.
 */
export class WebhookRetention1795645700000 implements MigrationInterface {
  name = 'WebhookRetention1795645700000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "webhook_deliveries_event" ON "webhook_deliveries" ("event_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "webhook_deliveries_delivered" ON "webhook_deliveries" ("succeeded_at") WHERE status = 'succeeded'`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "webhook_deliveries_failed" ON "webhook_deliveries" ("last_attempt_at") WHERE status = 'failed'`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "webhook_deliveries_failed_window" ON "webhook_deliveries" ("subscription_id", "created_at") WHERE status = 'failed'`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "outbox_events_relayed" ON "outbox_events" ("relayed_at", "id") WHERE relayed_at IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "webhook_inbound_deliveries_settled" ON "webhook_inbound_deliveries" ("received_at") WHERE outcome = 'duplicate' OR (outcome = 'accepted' AND processed_at IS NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "webhook_inbound_deliveries_refused" ON "webhook_inbound_deliveries" ("received_at") WHERE outcome = 'refused'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."webhook_inbound_deliveries_refused"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_inbound_deliveries_settled"`);
    await queryRunner.query(`DROP INDEX "public"."outbox_events_relayed"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_failed_window"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_failed"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_delivered"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_event"`);
  }
}
