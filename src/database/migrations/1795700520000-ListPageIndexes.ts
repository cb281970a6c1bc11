import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every offset collection walks an index in its full order (docs/platform.md, "Pagination"):
 * newest first is (created_at, id) behind the owner's columns, so a page and its bounded count
 * stop at their LIMIT instead of sorting the owner's rows. Each replaces the index that lacked
 * the `id` tie-break; a parent's children get their link order. Built CONCURRENTLY (outside a
 * transaction), so large tables keep taking writes while they build.
 */
const INDEXES: Array<{
  table: string;
  name: string;
  columns: string;
  replaces?: string;
  old?: string;
}> = [
  {
    table: 'visual_pages',
    name: 'visual_pages_team_newest',
    columns: '"team_id", "created_at", "id"',
    replaces: 'IDX_5dd2b61396c60decd748f13e31',
    old: '"team_id", "created_at"',
  },
  {
    table: 'webhook_subscriptions',
    name: 'webhook_subscriptions_team_newest',
    columns: '"team_id", "created_at", "id"',
    replaces: 'IDX_2227227234a02667b2e334f0e4',
    old: '"team_id", "created_at"',
  },
  {
    table: 'webhook_inbound_endpoints',
    name: 'webhook_inbound_endpoints_team_newest',
    columns: '"team_id", "created_at", "id"',
    replaces: 'IDX_07283fcf5ac2cffaf2fdf0fa83',
    old: '"team_id", "created_at"',
  },
  {
    table: 'api_tokens',
    name: 'api_tokens_owner_newest',
    columns: '"team_id", "user_id", "created_at", "id"',
    replaces: 'IDX_7107de9a878c8b35fa6f7d2e33',
    old: '"team_id", "user_id", "created_at"',
  },
  {
    table: 'agent_edges',
    name: 'agent_edges_parent_linked',
    columns: '"team_id", "parent_agent_id", "created_at", "child_agent_id"',
  },
];

export class ListPageIndexes1795700520000 implements MigrationInterface {
  name = 'ListPageIndexes1795700520000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      await queryRunner.query(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS "${index.name}" ON "${index.table}" (${index.columns}) `,
      );
      if (index.replaces)
        await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "public"."${index.replaces}"`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) {
      if (index.replaces && index.old)
        await queryRunner.query(
          `CREATE INDEX CONCURRENTLY IF NOT EXISTS "${index.replaces}" ON "${index.table}" (${index.old}) `,
        );
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "public"."${index.name}"`);
    }
  }
}
