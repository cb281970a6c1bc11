import type { EntityManager } from 'typeorm';

/** Namespace of the two-key advisory locks that serialise sub-agent graph writes per team. */
const TEAM_GRAPH_LOCK_NAMESPACE = 7_413;

/**
 * Serialises every write that can change a team's sub-agent graph until the transaction ends.
 * Two links that are each fine alone but together close a cycle (A→B and B→A) then see each
 * other: the second decides against the graph the first committed.
 */
export async function lockTeamGraph(manager: EntityManager, teamId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
    TEAM_GRAPH_LOCK_NAMESPACE,
    teamId,
  ]);
}
