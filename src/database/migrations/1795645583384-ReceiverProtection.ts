import { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-subscription rate and circuit breaker; attempts carry their subscription for the stats. */
export class ReceiverProtection1795645583384 implements MigrationInterface {
  name = 'ReceiverProtection1795645583384';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "max_deliveries_per_second" integer`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "consecutive_failures" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "breaker_open_until" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" ADD "breaker_open_ms" integer`);
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "breaker_probe_until" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_delivery_attempts" ADD "subscription_id" uuid`);
    await queryRunner.query(
      `UPDATE "webhook_delivery_attempts" a SET "subscription_id" = d."subscription_id"
         FROM "webhook_deliveries" d WHERE d."id" = a."delivery_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_delivery_attempts" ALTER COLUMN "subscription_id" SET NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_delivery_attempts_stats" ON "webhook_delivery_attempts" ("subscription_id", "started_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."webhook_delivery_attempts_stats"`);
    await queryRunner.query(
      `ALTER TABLE "webhook_delivery_attempts" DROP COLUMN "subscription_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" DROP COLUMN "breaker_probe_until"`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "breaker_open_ms"`);
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "breaker_open_until"`);
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" DROP COLUMN "consecutive_failures"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" DROP COLUMN "max_deliveries_per_second"`,
    );
  }
}
