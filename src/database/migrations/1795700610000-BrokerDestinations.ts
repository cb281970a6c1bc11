import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Broker destinations (docs/webhooks-delivery.md, "Brokers"): a broker URL's password is kept
 * sealed beside the URL that shows it as `***`, and the exchange and routing key (AMQP) or the
 * subject (NATS) the subscription publishes to. Nullable columns without defaults: nothing is
 * rewritten.
 */
export class BrokerDestinations1795700610000 implements MigrationInterface {
  name = 'BrokerDestinations1795700610000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" ADD "url_secret_sealed" text, ADD "amqp" jsonb, ADD "nats" jsonb`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_subscriptions" DROP COLUMN "nats", DROP COLUMN "amqp", DROP COLUMN "url_secret_sealed"`,
    );
  }
}
