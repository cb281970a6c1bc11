import { MigrationInterface, QueryRunner } from 'typeorm';

/** Proof of ownership of a subscription's URL (docs/webhooks-delivery.md). */
export class SubscriptionVerification1795700300000 implements MigrationInterface {
  name = 'SubscriptionVerification1795700300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "verification_status" character varying(16)`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "verification_requested_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "verified_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "verified_at"`);
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" DROP COLUMN "verification_requested_at"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" DROP COLUMN "verification_status"`,
    );
  }
}
