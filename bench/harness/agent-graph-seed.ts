/** Runs one statement: a pg Client's or a TypeORM DataSource's `query`. */
export type Query = (text: string, parameters: unknown[]) => Promise<unknown>;

/**
 * `agents` agents in six layers and `edges` random edges from each layer to the next (a DAG of
 * depth 5), inserted directly: what `GET /v1/agents/graph` reads at scale.
 */
export async function seedAgentGraph(
  query: Query,
  team: { teamId: string; installedBy: string },
  agents: number,
  edges: number,
): Promise<void> {
  await query(
    `INSERT INTO agents (team_id, name, source, installed_by, config)
     SELECT $1, 'Agent ' || i, 'custom', $2,
            '{"runtime":{"provider":"anthropic","model":"claude-sonnet-4-5"},"instructions":"",
              "skills":[],"commands":[],"tools":[],"secretNames":[],"onboardingStages":[]}'::jsonb
     FROM generate_series(1, $3) AS i`,
    [team.teamId, team.installedBy, agents],
  );
  await query(
    `WITH layered AS (
       SELECT id, (row_number() OVER (ORDER BY id) - 1) % 6 AS layer FROM agents WHERE team_id = $1
     )
     INSERT INTO agent_edges (team_id, parent_agent_id, child_agent_id)
     SELECT $1, p.id, c.id FROM layered p JOIN layered c ON c.layer = p.layer + 1
     ORDER BY random() LIMIT $2`,
    [team.teamId, edges],
  );
}
