import { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795261783356 implements MigrationInterface {
  name = 'Webhooks1795261783356';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "url" character varying(2048) NOT NULL, "event_types" jsonb, "secret_sealed" text NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "disabled_reason" character varying(32), "disabled_at" TIMESTAMP WITH TIME ZONE, "failing_since" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bf631ae77d39849d599817fb6f4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2227227234a02667b2e334f0e4" ON "webhook_subscriptions" ("team_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL, "seq" BIGSERIAL NOT NULL, "team_id" uuid NOT NULL, "subscription_id" uuid NOT NULL, "event_id" character varying(40) NOT NULL, "event_type" character varying(100) NOT NULL, "status" character varying(16) NOT NULL, "attempt_count" integer NOT NULL DEFAULT '0', "round_attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "succeeded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at") WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_3ef2ae2f768d81a39a67bd5e1f" ON "webhook_deliveries" ("subscription_id", "seq") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_6ef49e4be30726e60bcce18d88" ON "webhook_deliveries" ("subscription_id", "event_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_delivery_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL, "attempt_number" integer NOT NULL, "correlation_id" uuid NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "duration_ms" integer NOT NULL, "response_status" smallint, "response_body" text, "error" character varying(500), "succeeded" boolean NOT NULL, CONSTRAINT "PK_59ef9124585b56c18b98548a0c6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_57b14bb7afc6e587d29fac0d95" ON "webhook_delivery_attempts" ("delivery_id", "attempt_number") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_inbound_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "token_hash" character(64) NOT NULL, "signing_secret_sealed" text NOT NULL, "require_signature" boolean NOT NULL DEFAULT false, "enabled" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_edb88ec1255b8badd7122b15eea" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_07283fcf5ac2cffaf2fdf0fa83" ON "webhook_inbound_endpoints" ("team_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_inbound_deliveries" ("id" uuid NOT NULL, "seq" BIGSERIAL NOT NULL, "team_id" uuid NOT NULL, "endpoint_id" uuid NOT NULL, "outcome" character varying(16) NOT NULL, "http_status" smallint NOT NULL, "reason" character varying(64), "idempotency_key" character varying(255), "dedupe_key" character varying(255), "size_bytes" integer, "signature_verified" boolean NOT NULL DEFAULT false, "payload" jsonb, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, "event_id" character varying(40), CONSTRAINT "PK_5751d5caf11a745b2c353c12f19" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_inbound_deliveries_unprocessed" ON "webhook_inbound_deliveries" ("received_at") WHERE outcome = 'accepted' AND processed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d35064cc9dc839734e0afa93fd" ON "webhook_inbound_deliveries" ("endpoint_id", "dedupe_key") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c5ffdff0d8a45e34d8d659ab2f" ON "webhook_inbound_deliveries" ("endpoint_id", "seq") `,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_23eb2b6ae801c52cfb79a556b8a" FOREIGN KEY ("subscription_id") REFERENCES "webhook_subscriptions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f" FOREIGN KEY ("event_id") REFERENCES "outbox_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "FK_647916c401c0c275df5f00c148f" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_inbound_deliveries" ADD CONSTRAINT "FK_d13998db43c4ad8bd79eb3b7da3" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_inbound_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_inbound_deliveries" DROP CONSTRAINT "FK_d13998db43c4ad8bd79eb3b7da3"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_delivery_attempts" DROP CONSTRAINT "FK_647916c401c0c275df5f00c148f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_23eb2b6ae801c52cfb79a556b8a"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_c5ffdff0d8a45e34d8d659ab2f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d35064cc9dc839734e0afa93fd"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_inbound_deliveries_unprocessed"`);
    await queryRunner.query(`DROP TABLE "webhook_inbound_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_07283fcf5ac2cffaf2fdf0fa83"`);
    await queryRunner.query(`DROP TABLE "webhook_inbound_endpoints"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_57b14bb7afc6e587d29fac0d95"`);
    await queryRunner.query(`DROP TABLE "webhook_delivery_attempts"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6ef49e4be30726e60bcce18d88"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3ef2ae2f768d81a39a67bd5e1f"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_due"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2227227234a02667b2e334f0e4"`);
    await queryRunner.query(`DROP TABLE "webhook_subscriptions"`);
  }
}
