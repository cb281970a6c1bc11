import { col, cols, expr, type RowOf, select, nullable, shapeFrom } from '../../database/selection';
import { Agent } from '../entities/agent.entity';
import { AgentConfigVersion } from '../entities/agent-config-version.entity';

/** Hand-written SQL over agent config versions (sql-statement.ts, selection.ts). */

/** The columns of a version's view (version-store.ts). */
const VERSION_VIEW_SHAPE = cols(AgentConfigVersion, 'v', [
  'agentId',
  'versionNumber',
  'state',
  'label',
  'config',
  'createdBy',
  'createdAt',
  'updatedAt',
  'sealedAt',
]);
const VERSION_VIEW = select(VERSION_VIEW_SHAPE);
export type VersionViewRow = RowOf<typeof VERSION_VIEW_SHAPE>;

/** The agent's live version number, and a version unless the agent has none. */
const VERSIONS_PAGE_ROW = select({
  liveVersionNumber: col(Agent, 'a', 'liveVersionNumber'),
  ...nullable(shapeFrom('page', VERSION_VIEW_SHAPE)),
});

/**
 * The newest versions of a live agent the caller can see, with the agent's live version number,
 * in one round trip: no row means no such agent for this caller (missing, uninstalled, another
 * team's, or hidden by the visibility rule `agent_visible_to`); one row of null version columns
 * means no versions.
 */
export const AGENT_VERSIONS_PAGE = VERSIONS_PAGE_ROW.statement<
  [
    agentId: string,
    teamId: string,
    callerPrivileged: boolean,
    callerUserId: string,
    probeLimit: number,
  ]
>({
  name: 'agent_versions_page',
  text: `
  SELECT ${VERSIONS_PAGE_ROW.sql}
  FROM agents a
  LEFT JOIN LATERAL (
    SELECT ${VERSION_VIEW.sql}
    FROM agent_config_versions v
    WHERE v.agent_id = a.id AND v.team_id = a.team_id
    ORDER BY v.version_number DESC LIMIT $5
  ) page ON true
  WHERE a.id = $1 AND a.team_id = $2 AND a.uninstalled_at IS NULL
    AND agent_visible_to(a.access_settings, a.installed_by, $3::boolean, $4::uuid)
  ORDER BY page."versionNumber" DESC`,
});

const COUNTED_AGENT = cols(AgentConfigVersion, 'v', ['agentId']);
const LIVE_VERSION_COUNT = select({ ...COUNTED_AGENT, live: expr<number>('count(*)::int') });

/** Live version counts of the given agents, for the bulk snapshot-room check. */
export const LIVE_VERSION_COUNTS = LIVE_VERSION_COUNT.statement<
  [teamId: string, agentIds: string[]]
>({
  name: 'live_version_counts',
  text: `SELECT ${LIVE_VERSION_COUNT.sql} FROM agent_config_versions v
          WHERE v.team_id = $1 AND v.agent_id = ANY($2::uuid[]) GROUP BY v.agent_id`,
});
