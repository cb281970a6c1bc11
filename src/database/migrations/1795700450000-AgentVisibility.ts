import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-agent visibility ACL (public-api.md, Agent operations; docs/agents.md) as one SQL
 * function: every statement that filters agents by visibility calls it, and the full-agent read
 * returns its result, so TypeScript never states the rule a second time. A single-expression SQL
 * function, so the planner inlines it.
 */
export class AgentVisibility1795700450000 implements MigrationInterface {
  name = 'AgentVisibility1795700450000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION agent_visible_to(
         access_settings jsonb, installed_by uuid, caller_privileged boolean, caller_user_id uuid
       ) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
       AS $$ SELECT coalesce(
         caller_privileged
           OR access_settings->>'visibility' = 'team'
           OR installed_by = caller_user_id
           OR access_settings->'allowedUserIds' ? caller_user_id::text,
         false) $$`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION agent_visible_to(jsonb, uuid, boolean, uuid)`);
  }
}
