import { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookSigning1795645785276 implements MigrationInterface {
  name = 'WebhookSigning1795645785276';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "previous_secret_sealed" text`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "previous_secret_valid_until" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "standard_webhooks" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_inbound_endpoints" ADD "previous_signing_secret_sealed" text`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_inbound_endpoints" ADD "previous_signing_secret_valid_until" TIMESTAMP WITH TIME ZONE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_inbound_endpoints" DROP COLUMN "previous_signing_secret_valid_until"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_inbound_endpoints" DROP COLUMN "previous_signing_secret_sealed"`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "standard_webhooks"`);
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" DROP COLUMN "previous_secret_valid_until"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" DROP COLUMN "previous_secret_sealed"`,
    );
  }
}
