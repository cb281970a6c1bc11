import { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaAndKnowledge1795261909222 implements MigrationInterface {
  name = 'MediaAndKnowledge1795261909222';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "media" ("id" uuid NOT NULL, "team_id" uuid NOT NULL, "created_by" uuid NOT NULL, "file_name" character varying(255) NOT NULL, "mime_type" character varying(127) NOT NULL, "file_kind" character varying(32) NOT NULL, "file_size" bigint NOT NULL, "sha256" character(64) NOT NULL, "storage_key" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f4e0fcac36e050de337b670d8bd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_453d3d5ed3264caf9bba425c5c" ON "media" ("team_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "media_shares" ("id" uuid NOT NULL, "team_id" uuid NOT NULL, "media_id" uuid NOT NULL, "access_level" character varying(16) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_by" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5893d8b39da69be4980087c196f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_aacb2c625e9f66cba1ef2e7706" ON "media_shares" ("media_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "knowledge_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "created_by" uuid NOT NULL, "title" character varying(300) NOT NULL, "content" text NOT NULL, "content_type" character varying(32) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5c344c4dc5439f5679927ad1f40" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2ce2f642d580c1cb0f728f6fe5" ON "knowledge_entries" ("team_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "knowledge_shares" ("id" uuid NOT NULL, "team_id" uuid NOT NULL, "entry_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_by" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c2bec97119a157e9cf13c173e6b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5517c405dda733ff9126b4c824" ON "knowledge_shares" ("entry_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "media_shares" ADD CONSTRAINT "FK_aacb2c625e9f66cba1ef2e77064" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "knowledge_shares" ADD CONSTRAINT "FK_5517c405dda733ff9126b4c824d" FOREIGN KEY ("entry_id") REFERENCES "knowledge_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "knowledge_shares" DROP CONSTRAINT "FK_5517c405dda733ff9126b4c824d"`,
    );
    await queryRunner.query(
      `ALTER TABLE "media_shares" DROP CONSTRAINT "FK_aacb2c625e9f66cba1ef2e77064"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_5517c405dda733ff9126b4c824"`);
    await queryRunner.query(`DROP TABLE "knowledge_shares"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2ce2f642d580c1cb0f728f6fe5"`);
    await queryRunner.query(`DROP TABLE "knowledge_entries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_aacb2c625e9f66cba1ef2e7706"`);
    await queryRunner.query(`DROP TABLE "media_shares"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_453d3d5ed3264caf9bba425c5c"`);
    await queryRunner.query(`DROP TABLE "media"`);
  }
}
