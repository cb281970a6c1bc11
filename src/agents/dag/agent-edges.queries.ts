import { col, cols, expr, select } from '../../database/selection';
import { boundedCountSql, probeCapped } from '../../common/pagination/pagination.constants';
import { command } from '../../database/sql-statement';
import { Agent } from '../entities/agent.entity';
import { AgentEdge } from '../entities/agent-edge.entity';

/** Hand-written SQL over the sub-agent edges (sql-statement.ts, selection.ts). */

/** Namespace of the two-key advisory locks that serialise sub-agent graph writes per team. */
export const TEAM_GRAPH_LOCK_NAMESPACE = 7_413;

export const LOCK_TEAM_GRAPH = command<[namespace: number, teamId: string]>({
  name: 'lock_team_graph',
  text: 'SELECT pg_advisory_xact_lock($1::int, hashtext($2))',
});

/** What a graph node and a child list item show of an agent. */
const AGENT_CARD = cols(Agent, 'a', [
  'id',
  'name',
  'avatarUrl',
  'avatarColor',
  'avatarEmoji',
  'isSystemAgent',
  'source',
  'status',
]);

const GRAPH_NODE = select({
  ...AGENT_CARD,
  parentIds: expr<string[]>("COALESCE(p.ids, '[]'::json)"),
  childIds: expr<string[]>("COALESCE(c.ids, '[]'::json)"),
});

/**
 * The whole team graph in one statement: each edge list is grouped once per side (parents by
 * child, children by parent) over the team's key range and joined to the live agents, so the
 * cost grows with nodes + edges, never nodes × edges. childIds is the inversion of parentIds
 * computed here, not stored. The id lists travel as JSON, which the driver parses much faster
 * than Postgres array literals (bench/agents-graph.ts).
 */
export const TEAM_GRAPH = GRAPH_NODE.statement<[teamId: string]>({
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
  SELECT ${GRAPH_NODE.sql}
  FROM agents a
  LEFT JOIN parents p ON p.agent_id = a.id
  LEFT JOIN children c ON c.agent_id = a.id
  WHERE a.team_id = $1 AND a.uninstalled_at IS NULL
  ORDER BY a.created_at, a.id`,
});

/**
 * Run before TEAM_GRAPH in its transaction. Statistics taken before a team grew (or existed)
 * estimate its agents and edges at a row or two, and the planner then joins each agent to the
 * edge lists by nested loop, nodes × edges (15 s instead of 18 ms at 3,000 agents); without
 * nested loops the only plans left are hash or merge joins, linear in nodes + edges.
 */
export const GRAPH_JOINS_WITHOUT_NESTED_LOOPS = command<[]>({
  name: 'graph_joins_without_nested_loops',
  text: "SELECT set_config('enable_nestloop', 'off', true)",
});

const CHILD = select({ ...AGENT_CARD, linkedAt: col(AgentEdge, 'e', 'createdAt') });

/**
 * A parent's installed children in link order (agent_edges_parent_linked). The child is found by
 * its id alone: its team is checked as `IS TRUE`, which no index can answer, so stale statistics
 * that think the team has one agent can never make each edge scan the team's agents by team_id.
 */
const CHILDREN = `FROM agent_edges e JOIN agents a ON a.id = e.child_agent_id
          WHERE e.team_id = $1 AND e.parent_agent_id = $2
            AND a.uninstalled_at IS NULL AND (a.team_id = e.team_id) IS TRUE
          ORDER BY e.created_at, e.child_agent_id`;

/** One page of a parent's installed children in link order. */
export const CHILDREN_PAGE = CHILD.statement<
  [teamId: string, parentId: string, limit: number, offset: number]
>({
  name: 'agent_children_page',
  text: probeCapped(`SELECT ${CHILD.sql} ${CHILDREN} LIMIT $3 OFFSET $4`),
});

const TOTAL = select({ total: expr<number>('counted.total') });

/**
 * How many installed children the parent has, counted up to MAX_COUNTED_TOTAL + 1. Every edge
 * joins two installed agents of its team (uninstalling an agent removes its edges in the same
 * transaction, AgentsService.uninstall), so the parent's edges are counted alone, from the
 * primary key, without a probe of each child.
 */
export const CHILDREN_COUNT = TOTAL.statement<[teamId: string, parentId: string]>({
  name: 'agent_children_count',
  text: `SELECT ${TOTAL.sql} FROM (${boundedCountSql(
    'SELECT 1 FROM agent_edges e WHERE e.team_id = $1 AND e.parent_agent_id = $2',
  )}) counted`,
});

// Declared apart from select(): inside it, cols() would infer every column of the entity.
const ENDS = cols(AgentEdge, 'agent_edges', ['parentAgentId', 'childAgentId']);
const EDGE_ENDS = select(ENDS);

/** Every edge of an agent, removed when it is uninstalled. */
export const DELETE_AGENT_EDGES = EDGE_ENDS.statement<[teamId: string, agentId: string]>({
  name: 'delete_agent_edges',
  text: `DELETE FROM agent_edges WHERE team_id = $1 AND (parent_agent_id = $2 OR child_agent_id = $2)
         RETURNING ${EDGE_ENDS.sql}`,
});
