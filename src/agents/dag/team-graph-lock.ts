import type { EntityManager } from 'typeorm';
import { execute } from '../../database/sql-statement';
import { LOCK_TEAM_GRAPH, TEAM_GRAPH_LOCK_NAMESPACE } from '../agents.queries';

/**
 * Serialises every write that can change a team's sub-agent graph until the transaction ends.
 * Two links that are each fine alone but together close a cycle (A→B and B→A) then see each
 * other: the second decides against the graph the first committed.
 */
export async function lockTeamGraph(manager: EntityManager, teamId: string): Promise<void> {
  await execute(manager, LOCK_TEAM_GRAPH, [TEAM_GRAPH_LOCK_NAMESPACE, teamId]);
}
