import { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1795261824948 implements MigrationInterface {
  name = 'Notifications1795261824948';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "unsubscribe_token_revocations" ("token_id" character varying(32) NOT NULL, "team_id" uuid NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_43c42d8d6eee18082cd8a1f47aa" PRIMARY KEY ("token_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_suppressions" ("team_id" uuid NOT NULL, "user_id" uuid NOT NULL, "category" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_74877cda37b9e260ad8afacffdf" PRIMARY KEY ("team_id", "user_id", "category"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "address_suppressions" ("team_id" uuid NOT NULL, "kid" character varying(32) NOT NULL, "address_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_856434705892c650c70a7aa2337" PRIMARY KEY ("team_id", "kid", "address_hash"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "notifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "user_id" uuid NOT NULL, "category" character varying(64) NOT NULL, "title" character varying(200) NOT NULL, "body" text, "resource_url" character varying(2048) NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE, "read_via" character varying(8), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_47517b60d3c90d0d391e223c58" ON "notifications" ("team_id", "user_id", "created_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_47517b60d3c90d0d391e223c58"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`DROP TABLE "address_suppressions"`);
    await queryRunner.query(`DROP TABLE "notification_suppressions"`);
    await queryRunner.query(`DROP TABLE "unsubscribe_token_revocations"`);
  }
}
