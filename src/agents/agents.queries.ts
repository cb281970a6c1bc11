import { Aliased, ColumnList, Columns, command, statement } from '../database/sql-statement';
import type { AgentConfig } from './agent-config';
import { visibleToCallerSql } from './access/agent-access.policy';
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

/** The columns of an agent's list item (agent.mapper.ts), runtime alone out of its config. */
export type ListedAgent = Pick<
  Agent,
  | 'id'
  | 'name'
  | 'description'
  | 'avatarUrl'
  | 'avatarColor'
  | 'avatarEmoji'
  | 'isSystemAgent'
  | 'source'
  | 'status'
  | 'installedBy'
  | 'listingId'
  | 'clonedFromAgentId'
  | 'liveVersionNumber'
  | 'createdAt'
  | 'updatedAt'
  | 'archivedAt'
> & { config: Pick<AgentConfig, 'runtime'> };

const LISTED_AGENT_SQL = `a.id, a.name, a.description, a.avatar_url AS "avatarUrl",
  a.avatar_color AS "avatarColor", a.avatar_emoji AS "avatarEmoji",
  a.is_system_agent AS "isSystemAgent", a.source, a.status, a.installed_by AS "installedBy",
  a.listing_id AS "listingId", a.cloned_from_agent_id AS "clonedFromAgentId",
  jsonb_build_object('runtime', a.config->'runtime') AS config,
  a.live_version_number AS "liveVersionNumber", a.created_at AS "createdAt",
  a.updated_at AS "updatedAt", a.archived_at AS "archivedAt"`;

const LISTED_AGENT_COLUMNS: ColumnList<ListedAgent> = {
  id: true,
  name: true,
  description: true,
  avatarUrl: true,
  avatarColor: true,
  avatarEmoji: true,
  isSystemAgent: true,
  source: true,
  status: true,
  installedBy: true,
  listingId: true,
  clonedFromAgentId: true,
  config: true,
  liveVersionNumber: true,
  createdAt: true,
  updatedAt: true,
  archivedAt: true,
};

/**
 * One page of the caller's agents and the total over the same filter, in one round trip: the
 * count row always comes back, with an empty page joined when the offset is past the end. An
 * absent filter is passed as null.
 */
export const AGENT_LIST_PAGE = statement<
  [
    teamId: string,
    callerPrivileged: boolean,
    callerUserId: string,
    callerUserIdText: string,
    status: string | null,
    source: string | null,
    provider: string | null,
    model: string | null,
    installedBy: string | null,
    namePattern: string | null,
    probeLimit: number,
    offset: number,
  ],
  Partial<ListedAgent> & { total: number }
>({
  name: 'agent_list_page',
  text: `
  WITH matching AS MATERIALIZED (
    SELECT ${LISTED_AGENT_SQL}
    FROM agents a
    WHERE a.team_id = $1 AND a.uninstalled_at IS NULL
      AND ${visibleToCallerSql('$2', '$3', '$4')}
      AND ($5::text IS NULL OR a.status = $5)
      AND ($6::text IS NULL OR a.source = $6)
      AND ($7::text IS NULL OR a.config->'runtime'->>'provider' = $7)
      AND ($8::text IS NULL OR a.config->'runtime'->>'model' = $8)
      AND ($9::uuid IS NULL OR a.installed_by = $9)
      AND ($10::text IS NULL OR a.name ILIKE $10 ESCAPE '\\')
  )
  SELECT counted.total, page.*
  FROM (SELECT count(*)::int AS total FROM matching) counted
  LEFT JOIN LATERAL (
    SELECT * FROM matching ORDER BY "createdAt" DESC, id DESC LIMIT $11 OFFSET $12
  ) page ON true`,
  columns: { total: true, ...LISTED_AGENT_COLUMNS },
});

const AGENT_SQL = `${LISTED_AGENT_SQL.replace("jsonb_build_object('runtime', a.config->'runtime') AS config", 'a.config')},
  a.team_id AS "teamId", a.author_team_id AS "authorTeamId", a.listing_team_id AS "listingTeamId",
  a.next_version_number AS "nextVersionNumber", a.access_settings AS "accessSettings",
  a.tree_access AS "treeAccess", a.tool_access_overrides AS "toolAccessOverrides",
  a.uninstalled_at AS "uninstalledAt"`;

const AGENT_COLUMNS: ColumnList<Agent> = {
  ...LISTED_AGENT_COLUMNS,
  teamId: true,
  authorTeamId: true,
  listingTeamId: true,
  nextVersionNumber: true,
  accessSettings: true,
  treeAccess: true,
  toolAccessOverrides: true,
  uninstalledAt: true,
};

/** A live agent of the team, every column. */
export const LIVE_AGENT = statement<[id: string, teamId: string], Agent>({
  name: 'live_agent',
  text: `SELECT ${AGENT_SQL} FROM agents a
          WHERE a.id = $1 AND a.team_id = $2 AND a.uninstalled_at IS NULL`,
  columns: AGENT_COLUMNS,
});

/** The same, locked until the transaction ends. */
export const LIVE_AGENT_FOR_UPDATE = statement<[id: string, teamId: string], Agent>({
  name: 'live_agent_for_update',
  text: `${LIVE_AGENT.text} FOR UPDATE`,
  columns: AGENT_COLUMNS,
});

/** The columns of a version's view (version-store.ts). */
export type VersionViewRow = Pick<
  AgentConfigVersion,
  | 'agentId'
  | 'versionNumber'
  | 'state'
  | 'label'
  | 'config'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
  | 'sealedAt'
>;

/**
 * The newest versions of a live agent the caller can see, with the agent's live version number,
 * in one round trip: no row means no such agent for this caller (missing, uninstalled, another
 * team's, or hidden by the visibility ACL); one row of null version columns means no versions.
 */
export const AGENT_VERSIONS_PAGE = statement<
  [
    agentId: string,
    teamId: string,
    callerPrivileged: boolean,
    callerUserId: string,
    callerUserIdText: string,
    probeLimit: number,
  ],
  Pick<Agent, 'liveVersionNumber'> & Partial<VersionViewRow>
>({
  name: 'agent_versions_page',
  text: `
  SELECT a.live_version_number AS "liveVersionNumber", v.*
  FROM agents a
  LEFT JOIN LATERAL (
    SELECT v.agent_id AS "agentId", v.version_number AS "versionNumber", v.state, v.label,
           v.config, v.created_by AS "createdBy", v.created_at AS "createdAt",
           v.updated_at AS "updatedAt", v.sealed_at AS "sealedAt"
    FROM agent_config_versions v
    WHERE v.agent_id = a.id AND v.team_id = a.team_id
    ORDER BY v.version_number DESC LIMIT $6
  ) v ON true
  WHERE a.id = $1 AND a.team_id = $2 AND a.uninstalled_at IS NULL
    AND ${visibleToCallerSql('$3', '$4', '$5')}
  ORDER BY v."versionNumber" DESC`,
  columns: {
    liveVersionNumber: true,
    agentId: true,
    versionNumber: true,
    state: true,
    label: true,
    config: true,
    createdBy: true,
    createdAt: true,
    updatedAt: true,
    sealedAt: true,
  },
});
