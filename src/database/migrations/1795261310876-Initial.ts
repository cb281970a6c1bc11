import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795261310876 implements MigrationInterface {
  name = 'Initial1795261310876';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "signing_keys" ("kid" character varying(64) NOT NULL, "algorithm" character varying(16) NOT NULL DEFAULT 'RS256', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "retired_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_13362ac3e792c69417e1a53d355" PRIMARY KEY ("kid"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "hmac_keys" ("purpose" character varying(32) NOT NULL, "kid" character varying(32) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_23ceedb3e5bb73f7bd66b9b2643" PRIMARY KEY ("purpose", "kid"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email") `,
    );
    await queryRunner.query(
      `CREATE TABLE "memberships" ("team_id" uuid NOT NULL, "user_id" uuid NOT NULL, "role" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d555e1e7b060aeefc7f9fb8b893" PRIMARY KEY ("team_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7c1e2fdfed4f6838e0c05ae505" ON "memberships" ("user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "outbox_events" ("id" character varying(40) NOT NULL, "team_id" uuid NOT NULL, "type" character varying(100) NOT NULL, "data" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "relayed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_6689a16c00d09b8089f6237f1d2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e884219baaf73062746c407fd6" ON "outbox_events" ("team_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "outbox_events_unrelayed" ON "outbox_events" ("created_at") WHERE relayed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "api_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "user_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "prefix" character varying(32) NOT NULL, "secret_hash" character(64) NOT NULL, "previous_secret_hash" character(64), "previous_valid_until" TIMESTAMP WITH TIME ZONE, "scopes" jsonb NOT NULL DEFAULT '[]', "allowed_ips" jsonb, "expires_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_7e7249acb8127967fc6b8907d6" ON "api_tokens" ("secret_hash") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_0de8fbe1953305ae850302b905" ON "api_tokens" ("previous_secret_hash") WHERE previous_secret_hash IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7107de9a878c8b35fa6f7d2e33" ON "api_tokens" ("team_id", "user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "teams" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7e5523774a38b08a6236d322403" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "teams"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7107de9a878c8b35fa6f7d2e33"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0de8fbe1953305ae850302b905"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7e7249acb8127967fc6b8907d6"`);
    await queryRunner.query(`DROP TABLE "api_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."outbox_events_unrelayed"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e884219baaf73062746c407fd6"`);
    await queryRunner.query(`DROP TABLE "outbox_events"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7c1e2fdfed4f6838e0c05ae505"`);
    await queryRunner.query(`DROP TABLE "memberships"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_97672ac88f789774dd47f7c8be"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "hmac_keys"`);
    await queryRunner.query(`DROP TABLE "signing_keys"`);
  }
}
