import { MigrationInterface, QueryRunner } from 'typeorm';

export class Agents1795262306222 implements MigrationInterface {
  name = 'Agents1795262306222';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "agents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "description" character varying(2000) NOT NULL DEFAULT '', "avatar_url" character varying(2048), "avatar_color" character varying(7), "avatar_emoji" character varying(16), "is_system_agent" boolean NOT NULL DEFAULT false, "source" character varying(16) NOT NULL, "installed_by" uuid, "listing_id" character varying(100), "author_team_id" uuid, "listing_team_id" uuid, "cloned_from_agent_id" uuid, "status" character varying(16) NOT NULL DEFAULT 'active', "config" jsonb NOT NULL, "live_version_number" integer, "next_version_number" integer NOT NULL DEFAULT '1', "access_settings" jsonb NOT NULL DEFAULT '{"visibility": "team", "allowedUserIds": []}', "tree_access" jsonb NOT NULL DEFAULT '{"childAccess": {}, "nodeEnabled": true, "commandAccess": {}}', "tool_access_overrides" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "archived_at" TIMESTAMP WITH TIME ZONE, "uninstalled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_9c653f28ae19c5884d5baf6a1d9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "agents_team_live" ON "agents" ("team_id", "created_at", "id") WHERE uninstalled_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "agent_onboarding_progress" ("team_id" uuid NOT NULL, "agent_id" uuid NOT NULL, "user_id" uuid NOT NULL, "current_stage_key" character varying(100), "completed_stage_keys" jsonb NOT NULL DEFAULT '[]', "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_76e1585b71dda2de1fb0875d802" PRIMARY KEY ("team_id", "agent_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "agent_favorites" ("team_id" uuid NOT NULL, "agent_id" uuid NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b025a2ace6973fdbf68fdc444af" PRIMARY KEY ("team_id", "agent_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "agent_edges" ("team_id" uuid NOT NULL, "parent_agent_id" uuid NOT NULL, "child_agent_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aa356f7286ea79858fb8b58f4f2" PRIMARY KEY ("team_id", "parent_agent_id", "child_agent_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "agent_edges_team_child" ON "agent_edges" ("team_id", "child_agent_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "agent_config_versions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "agent_id" uuid NOT NULL, "version_number" integer NOT NULL, "state" character varying(8) NOT NULL, "label" character varying(200), "config" jsonb NOT NULL, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sealed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_ea85f7ee3450cc2c332bdcfe9b3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "agent_config_versions_number" ON "agent_config_versions" ("agent_id", "version_number") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."agent_config_versions_number"`);
    await queryRunner.query(`DROP TABLE "agent_config_versions"`);
    await queryRunner.query(`DROP INDEX "public"."agent_edges_team_child"`);
    await queryRunner.query(`DROP TABLE "agent_edges"`);
    await queryRunner.query(`DROP TABLE "agent_favorites"`);
    await queryRunner.query(`DROP TABLE "agent_onboarding_progress"`);
    await queryRunner.query(`DROP INDEX "public"."agents_team_live"`);
    await queryRunner.query(`DROP TABLE "agents"`);
  }
}
