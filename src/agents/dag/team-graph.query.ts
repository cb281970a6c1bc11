import type { EntityManager } from 'typeorm';

export interface TeamGraphNodeRow {
  id: string;
  name: string;
  avatar_url: string | null;
  avatar_color: string | null;
  avatar_emoji: string | null;
  is_system_agent: boolean;
  source: string;
  status: string;
  parent_ids: string[];
  child_ids: string[];
}

/**
 * The whole team graph in one statement: each edge list is grouped once per side (parents by
 * child, children by parent) over the team's key range and joined to the live agents, so the
 * cost grows with nodes + edges, never nodes × edges. childAgentIds is the inversion of
 * parentAgentIds computed here, not stored. The id lists travel as JSON, which the driver
 * parses much faster than Postgres array literals (bench/agents-graph.ts).
 */
export const TEAM_GRAPH_SQL = `
  WITH team_edges AS (
    SELECT parent_agent_id, child_agent_id FROM agent_edges WHERE team_id = $1
  ),
  parents AS (
    SELECT child_agent_id AS agent_id, json_agg(parent_agent_id ORDER BY parent_agent_id) AS ids
    FROM team_edges GROUP BY child_agent_id
  ),
  children AS (
    SELECT parent_agent_id AS agent_id, json_agg(child_agent_id ORDER BY child_agent_id) AS ids
    FROM team_edges GROUP BY parent_agent_id
  )
  SELECT a.id, a.name, a.avatar_url, a.avatar_color, a.avatar_emoji, a.is_system_agent,
         a.source, a.status,
         COALESCE(p.ids, '[]'::json) AS parent_ids,
         COALESCE(c.ids, '[]'::json) AS child_ids
  FROM agents a
  LEFT JOIN parents p ON p.agent_id = a.id
  LEFT JOIN children c ON c.agent_id = a.id
  WHERE a.team_id = $1 AND a.uninstalled_at IS NULL
  ORDER BY a.created_at, a.id`;

export function loadTeamGraph(manager: EntityManager, teamId: string): Promise<TeamGraphNodeRow[]> {
  return manager.query(TEAM_GRAPH_SQL, [teamId]);
}
