import type { Principal } from '../../common/access/principal';
import type { Agent } from '../entities/agent.entity';

/** The caller as the agent rules see them: the token's user, team and role in that team. */
export type AgentCaller = Pick<Principal, 'teamId' | 'userId' | 'role'>;

export function isPrivileged(caller: AgentCaller): boolean {
  return caller.role === 'owner' || caller.role === 'admin';
}

/*
 * Agent visibility (the per-agent ACL of the access settings) is not stated here: it is the SQL
 * function `agent_visible_to` (migration AgentVisibility), which statements filter by and the
 * full-agent read returns (agents.queries.ts).
 */

/** The installedBy ownership scope: members manage what they installed; owners and admins all. */
export function canManage(agent: Pick<Agent, 'installedBy'>, caller: AgentCaller): boolean {
  return isPrivileged(caller) || agent.installedBy === caller.userId;
}

/**
 * Tree access is installer-only. A caller whose team is the agent's author team or listing team
 * is refused even when they installed it: the listing owns that agent's tree, not the installer.
 * Returns the reason for a refusal, or undefined when allowed.
 */
export function treeAccessRefusal(
  agent: Pick<Agent, 'installedBy' | 'authorTeamId' | 'listingTeamId'>,
  caller: AgentCaller,
): string | undefined {
  if (agent.authorTeamId === caller.teamId || agent.listingTeamId === caller.teamId) {
    return "The agent's author or listing team cannot change its tree access; only the installer can";
  }
  if (agent.installedBy === null || agent.installedBy !== caller.userId) {
    return 'Only the user who installed the agent can change its tree access';
  }
  return undefined;
}
