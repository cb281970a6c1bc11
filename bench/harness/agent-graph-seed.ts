/** Runs one statement: a pg Client's or a TypeORM DataSource's `query`. */
export type Query = (text: string, parameters: unknown[]) => Promise<unknown>;

/**
 * `agents` agents in six layers and `edges` distinct random edges from each layer to the next (a
 * DAG of depth 5), inserted directly: what `GET /v1/agents/graph` reads at scale.
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
  // Edges are drawn as random (layer, parent index, child index) triples and joined back by
  // row number, so the cost grows with the edges asked for, not with the pairs of agents.
  await query(
    `WITH layered AS (
       SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM agents WHERE team_id = $1
     ),
     picks AS (
       SELECT DISTINCT l + 6 * floor(random() * per)::bigint AS p,
                       l + 1 + 6 * floor(random() * per)::bigint AS c
       FROM (SELECT floor(random() * 5)::int AS l, (SELECT count(*) FROM layered) / 6 AS per
             FROM generate_series(1, $2::int + $2::int / 10 + 10)) AS r
     )
     INSERT INTO agent_edges (team_id, parent_agent_id, child_agent_id)
     SELECT $1, parent.id, child.id
     FROM picks JOIN layered parent ON parent.n = picks.p JOIN layered child ON child.n = picks.c
     LIMIT $2`,
    [team.teamId, edges],
  );
}
