import { MigrationInterface, QueryRunner } from 'typeorm';

/** A receiver's Retry-After pauses its subscription; its 429s slow the pace. */
export class ReceiverSignals1795700200000 implements MigrationInterface {
  name = 'ReceiverSignals1795700200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "retry_after_until" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "pace_per_second" double precision`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "pace_ceiling" double precision`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "pace_reduced_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "pace_reduced_at"`);
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "pace_ceiling"`);
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "pace_per_second"`);
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "retry_after_until"`);
  }
}
