import { cols, expr, type RowOf, select, type SqlExpr } from '../database/selection';
import type { AgentConfig } from './agent-config';
import { Agent } from './entities/agent.entity';

/** Hand-written SQL over the agents table (sql-statement.ts, selection.ts). */

/** The columns an agent's list item and its full view share (agent.mapper.ts). */
const AGENT_ITEM = cols(Agent, 'a', [
  'id',
  'name',
  'description',
  'avatarUrl',
  'avatarColor',
  'avatarEmoji',
  'isSystemAgent',
  'source',
  'status',
  'installedBy',
  'listingId',
  'clonedFromAgentId',
  'liveVersionNumber',
  'createdAt',
  'updatedAt',
  'archivedAt',
]);

/** A list item: the runtime alone out of the config. */
export const LISTED_AGENT_SHAPE = {
  ...AGENT_ITEM,
  config: expr<Pick<AgentConfig, 'runtime'>>("jsonb_build_object('runtime', a.config->'runtime')"),
};
export const LISTED_AGENT = select(LISTED_AGENT_SHAPE);
export type ListedAgent = RowOf<typeof LISTED_AGENT_SHAPE>;

/**
 * Every column of the agent, the whole stored config included: writers save this row back, so
 * `satisfies` refuses, at compile time, a shape that leaves a column out or reads a partial one.
 */
const AGENT_REST = cols(Agent, 'a', [
  'config',
  'teamId',
  'authorTeamId',
  'listingTeamId',
  'nextVersionNumber',
  'accessSettings',
  'treeAccess',
  'toolAccessOverrides',
  'uninstalledAt',
]);
const AGENT_SHAPE = { ...AGENT_ITEM, ...AGENT_REST } satisfies {
  [K in keyof Agent]-?: SqlExpr<Agent[K]>;
};
export const AGENT = select(AGENT_SHAPE);

/**
 * Agent visibility (the per-agent ACL of the access settings) lives once, in the SQL function
 * `agent_visible_to` (migration AgentVisibility): given the placeholders of "the caller is an
 * owner or admin" and the caller's user id.
 */
export function visibleTo(privileged: string, userId: string): string {
  const caller = `${privileged}::boolean, ${userId}::uuid`;
  return `agent_visible_to(a.access_settings, a.installed_by, ${caller})`;
}

/** A full agent with whether the caller may see it ($3 privileged, $4 the caller's user id). */
const SEEN_AGENT = select({
  ...AGENT_SHAPE,
  visibleToCaller: expr<boolean>(visibleTo('$3', '$4')),
});

/** A live agent of the team, every column, and whether the caller may see it. */
export const LIVE_AGENT = SEEN_AGENT.statement<
  [id: string, teamId: string, callerPrivileged: boolean, callerUserId: string]
>({
  name: 'live_agent',
  text: `SELECT ${SEEN_AGENT.sql} FROM agents a
          WHERE a.id = $1 AND a.team_id = $2 AND a.uninstalled_at IS NULL`,
});

/** The same, locked until the transaction ends. */
export const LIVE_AGENT_FOR_UPDATE = SEEN_AGENT.statement<
  [id: string, teamId: string, callerPrivileged: boolean, callerUserId: string]
>({
  name: 'live_agent_for_update',
  text: `SELECT ${SEEN_AGENT.sql} FROM agents a
          WHERE a.id = $1 AND a.team_id = $2 AND a.uninstalled_at IS NULL FOR UPDATE`,
});

/** An agent of the team, uninstalled or not, locked; the bulk switch re-checks it so. */
export const TEAM_AGENT_FOR_UPDATE = SEEN_AGENT.statement<
  [id: string, teamId: string, callerPrivileged: boolean, callerUserId: string]
>({
  name: 'team_agent_for_update',
  text: `SELECT ${SEEN_AGENT.sql} FROM agents a WHERE a.id = $1 AND a.team_id = $2 FOR UPDATE`,
});

/** The live agents of the team among the given ids, and whether the caller may see each. */
export const LIVE_AGENTS_BY_ID = SEEN_AGENT.statement<
  [teamId: string, ids: string[], callerPrivileged: boolean, callerUserId: string]
>({
  name: 'live_agents_by_id',
  text: `SELECT ${SEEN_AGENT.sql} FROM agents a
          WHERE a.team_id = $1 AND a.id = ANY($2::uuid[]) AND a.uninstalled_at IS NULL`,
});

// Declared apart from select(): inside it, cols() would infer every column of the entity.
const AGENT_ID = cols(Agent, 'a', ['id']);
const LIVE_AGENT_ID = select(AGENT_ID);

/** Whether a live agent of the team has this id (a sub-agent link's child). */
export const LIVE_AGENT_ID_OF = LIVE_AGENT_ID.statement<[id: string, teamId: string]>({
  name: 'live_agent_id_of',
  text: `SELECT ${LIVE_AGENT_ID.sql} FROM agents a
          WHERE a.id = $1 AND a.team_id = $2 AND a.uninstalled_at IS NULL`,
});

/**
 * What a bulk select-all may touch: live, visible to the caller, within the installedBy ownership
 * scope (owners and admins: every agent; members: what they installed) and the optional filter
 * (an absent filter is passed as null), ordered by id.
 */
export const BULK_MATCHING_AGENTS = AGENT.statement<
  [
    teamId: string,
    callerPrivileged: boolean,
    callerUserId: string,
    installedBy: string | null,
    provider: string | null,
    model: string | null,
    source: string | null,
    status: string | null,
    limit: number,
  ]
>({
  name: 'bulk_matching_agents',
  text: `SELECT ${AGENT.sql} FROM agents a
          WHERE a.team_id = $1 AND a.uninstalled_at IS NULL
            AND ${visibleTo('$2', '$3')}
            AND ($2::boolean OR a.installed_by = $3::uuid)
            AND ($4::uuid IS NULL OR a.installed_by = $4)
            AND ($5::text IS NULL OR a.config->'runtime'->>'provider' = $5)
            AND ($6::text IS NULL OR a.config->'runtime'->>'model' = $6)
            AND ($7::text IS NULL OR a.source = $7)
            AND ($8::text IS NULL OR a.status = $8)
          ORDER BY a.id LIMIT $9`,
});
