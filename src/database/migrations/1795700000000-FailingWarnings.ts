import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failing and recovered warnings: how many `failing` warnings the current failure
 * streak has had, who created the subscription (told when it fails or is disabled; unknown for
 * rows older than this), and a partial index over the subscriptions in a streak for the check.
 */
export class FailingWarnings1795700000000 implements MigrationInterface {
  name = 'FailingWarnings1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "failing_warnings_sent" smallint NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" ADD "created_by_user_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "webhook_subscriptions_failing" ON "webhook_subscriptions" ("failing_since") WHERE failing_since IS NOT NULL AND enabled`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."webhook_subscriptions_failing"`);
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "created_by_user_id"`);
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" DROP COLUMN "failing_warnings_sent"`,
    );
  }
}
