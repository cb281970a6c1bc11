import { Aliased, Columns, command, statement } from '../database/sql-statement';
import { Agent } from './entities/agent.entity';
import { AgentConfigVersion } from './entities/agent-config-version.entity';
import { AgentEdge } from './entities/agent-edge.entity';

/** Hand-written SQL over agents, their sub-agent edges and versions (sql-statement.ts). */

type AgentCard = Columns<
  Agent,
  | 'id'
  | 'name'
  | 'avatarUrl'
  | 'avatarColor'
  | 'avatarEmoji'
  | 'isSystemAgent'
  | 'source'
  | 'status'
>;

const AGENT_CARD_COLUMNS = {
  id: true,
  name: true,
  avatar_url: true,
  avatar_color: true,
  avatar_emoji: true,
  is_system_agent: true,
  source: true,
  status: true,
} as const;

/** Namespace of the two-key advisory locks that serialise sub-agent graph writes per team. */
export const TEAM_GRAPH_LOCK_NAMESPACE = 7_413;

export const LOCK_TEAM_GRAPH = command<[namespace: number, teamId: string]>({
  name: 'lock_team_graph',
  text: 'SELECT pg_advisory_xact_lock($1::int, hashtext($2))',
});

/**
 * The whole team graph in one statement: each edge list is grouped once per side (parents by
 * child, children by parent) over the team's key range and joined to the live agents, so the
 * cost grows with nodes + edges, never nodes × edges. childAgentIds is the inversion of
 * parentAgentIds computed here, not stored. The id lists travel as JSON, which the driver
 * parses much faster than Postgres array literals (bench/agents-graph.ts).
 */
export const TEAM_GRAPH = statement<
  [teamId: string],
  AgentCard & { parent_ids: string[]; child_ids: string[] }
>({
  name: 'team_graph',
  text: `
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
  ORDER BY a.created_at, a.id`,
  columns: { ...AGENT_CARD_COLUMNS, parent_ids: true, child_ids: true },
});

/** A parent's installed children in link order, one page. */
export const CHILDREN_PAGE = statement<
  [teamId: string, parentId: string, limit: number, offset: number],
  AgentCard & Aliased<AgentEdge, 'createdAt', 'linked_at'>
>({
  name: 'agent_children_page',
  text: `SELECT a.id, a.name, a.avatar_url, a.avatar_color, a.avatar_emoji, a.is_system_agent,
                a.source, a.status, e.created_at AS linked_at
           FROM agent_edges e JOIN agents a ON a.id = e.child_agent_id AND a.team_id = e.team_id
          WHERE e.team_id = $1 AND e.parent_agent_id = $2 AND a.uninstalled_at IS NULL
          ORDER BY e.created_at, a.id LIMIT $3 OFFSET $4`,
  columns: { ...AGENT_CARD_COLUMNS, linked_at: true },
});

export const CHILDREN_COUNT = statement<[teamId: string, parentId: string], { total: number }>({
  name: 'agent_children_count',
  text: `SELECT count(*)::int AS total FROM agent_edges e
           JOIN agents a ON a.id = e.child_agent_id AND a.team_id = e.team_id
          WHERE e.team_id = $1 AND e.parent_agent_id = $2 AND a.uninstalled_at IS NULL`,
  columns: { total: true },
});

/** Every edge of an agent, removed when it is uninstalled. */
export const DELETE_AGENT_EDGES = statement<
  [teamId: string, agentId: string],
  Columns<AgentEdge, 'parentAgentId' | 'childAgentId'>
>({
  name: 'delete_agent_edges',
  text: `DELETE FROM agent_edges WHERE team_id = $1 AND (parent_agent_id = $2 OR child_agent_id = $2)
         RETURNING parent_agent_id, child_agent_id`,
  columns: { parent_agent_id: true, child_agent_id: true },
});

/** Live version counts of the given agents, for the bulk snapshot-room check. */
export const LIVE_VERSION_COUNTS = statement<
  [teamId: string, agentIds: string[]],
  Columns<AgentConfigVersion, 'agentId'> & { live: number }
>({
  name: 'live_version_counts',
  text: `SELECT agent_id, count(*)::int AS live FROM agent_config_versions
          WHERE team_id = $1 AND agent_id = ANY($2::uuid[]) GROUP BY agent_id`,
  columns: { agent_id: true, live: true },
});

/** The counts of an agent's summary: direct sub-agents, parents, all descendants, sessions. */
export const AGENT_SUMMARY_COUNTS = statement<
  [teamId: string, agentId: string],
  { sub_agents: number; parents: number; descendants: number; sessions: number }
>({
  name: 'agent_summary_counts',
  text: `WITH RECURSIVE below(id) AS (
           SELECT child_agent_id FROM agent_edges WHERE team_id = $1 AND parent_agent_id = $2
           UNION
           SELECT e.child_agent_id FROM agent_edges e JOIN below b ON e.parent_agent_id = b.id
           WHERE e.team_id = $1
         )
         SELECT
           (SELECT count(*)::int FROM agent_edges WHERE team_id = $1 AND parent_agent_id = $2)
             AS sub_agents,
           (SELECT count(*)::int FROM agent_edges WHERE team_id = $1 AND child_agent_id = $2)
             AS parents,
           (SELECT count(*)::int FROM below) AS descendants,
           (SELECT count(*)::int FROM agent_onboarding_progress WHERE team_id = $1 AND agent_id = $2)
             AS sessions`,
  columns: { sub_agents: true, parents: true, descendants: true, sessions: true },
});
