import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  GRAPH_JOINS_WITHOUT_NESTED_LOOPS,
  TEAM_GRAPH,
} from '../../src/agents/dag/agent-edges.queries';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions, ENTITIES_GLOB } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/migrate';

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}

function nodeTypes(node: PlanNode): string[] {
  return [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];
}

/**
 * The whole-team graph on statistics taken before the team existed, as after a burst of writes
 * between two analyses: the plan must stay linear in nodes + edges (docs/agents.md, Graph).
 */
describe('the team graph plan on stale statistics', () => {
  let dataSource: DataSource;
  const teamId = randomUUID();

  async function seedTeam(id: string): Promise<void> {
    await dataSource.query(`INSERT INTO teams (id, name) VALUES ($1, 'Graph plan')`, [id]);
    await dataSource.query(
      `INSERT INTO agents (team_id, name, source, config, created_at)
       SELECT $1, 'agent ' || g, 'custom', '{}'::jsonb, now() - g * interval '1 second'
         FROM generate_series(1, 2000) g`,
      [id],
    );
    await dataSource.query(
      `WITH numbered AS (
         SELECT id, row_number() OVER (ORDER BY id) AS n FROM agents WHERE team_id = $1)
       INSERT INTO agent_edges (team_id, parent_agent_id, child_agent_id)
       SELECT $1, p.id, c.id FROM numbered p JOIN numbered c ON c.n IN (p.n + 1, p.n + 7)`,
      [id],
    );
  }

  beforeAll(async () => {
    const databaseUrl = loadConfig(process.env).databaseUrl;
    await runMigrations(databaseUrl);
    dataSource = new DataSource({ ...dataSourceOptions(databaseUrl), entities: [ENTITIES_GLOB] });
    await dataSource.initialize();
    // Analysed while only another team had agents; this team's arrive after, in a burst.
    await seedTeam(randomUUID());
    await dataSource.query('ANALYZE agents, agent_edges');
    await seedTeam(teamId);
  });
  afterAll(() => dataSource.destroy());

  it('joins by hash or merge, never a nested loop per agent', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query(GRAPH_JOINS_WITHOUT_NESTED_LOOPS.text);
      await runner.query(`PREPARE graph_plan(uuid) AS ${TEAM_GRAPH.text}`);
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = await runner.query(`EXPLAIN (FORMAT JSON) EXECUTE graph_plan('${teamId}')`);
      const types = nodeTypes((plan as { Plan: PlanNode }).Plan);
      expect(types.filter((type) => type.endsWith('Join'))).not.toEqual([]);
      expect(types).not.toContain('Nested Loop');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
