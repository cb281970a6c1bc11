import { expr, select } from '../../database/selection';

/** Hand-written SQL of an agent's summary (sql-statement.ts, selection.ts). */

const SUMMARY_COUNTS = select({
  subAgents: expr<number>(
    '(SELECT count(*)::int FROM agent_edges WHERE team_id = $1 AND parent_agent_id = $2)',
  ),
  parents: expr<number>(
    '(SELECT count(*)::int FROM agent_edges WHERE team_id = $1 AND child_agent_id = $2)',
  ),
  descendants: expr<number>('(SELECT count(*)::int FROM below)'),
  sessions: expr<number>(
    '(SELECT count(*)::int FROM agent_onboarding_progress WHERE team_id = $1 AND agent_id = $2)',
  ),
});

/** The counts of an agent's summary: direct sub-agents, parents, all descendants, sessions. */
export const AGENT_SUMMARY_COUNTS = SUMMARY_COUNTS.statement<[teamId: string, agentId: string]>({
  name: 'agent_summary_counts',
  text: `WITH RECURSIVE below(id) AS (
           SELECT child_agent_id FROM agent_edges WHERE team_id = $1 AND parent_agent_id = $2
           UNION
           SELECT e.child_agent_id FROM agent_edges e JOIN below b ON e.parent_agent_id = b.id
           WHERE e.team_id = $1
         )
         SELECT ${SUMMARY_COUNTS.sql}`,
});
