import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscription filters: the owner's filter as given (`filter`), and the jsonpath
 * predicate it was compiled to at create or update (`filter_path`) with the values it refers to
 * (`filter_vars`), which the outbox relay evaluates against each event's data.
 */
export class SubscriptionFilters1795700100000 implements MigrationInterface {
  name = 'SubscriptionFilters1795700100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" ADD "filter" jsonb`);
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" ADD "filter_path" jsonpath`);
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" ADD "filter_vars" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "filter_vars"`);
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "filter_path"`);
    await queryRunner.query(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "filter"`);
  }
}
