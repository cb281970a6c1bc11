import type { Principal } from '../../auth/principal';
import type { MembershipRole } from '../../identity/membership.entity';
import type { Agent } from '../entities/agent.entity';

/** The caller as the agent rules see them: the token's user, team and role in that team. */
export type AgentCaller = Pick<Principal, 'teamId' | 'userId'> & {
  /** Undefined when the token's owner has left the team: treated like a plain member. */
  role: MembershipRole | undefined;
};

export function isPrivileged(caller: AgentCaller): boolean {
  return caller.role === 'owner' || caller.role === 'admin';
}

/**
 * The per-agent visibility ACL (the user-visibility axis of the access settings): a `team` agent
 * is visible to every member; a `restricted` one to its installer, the listed users, and the
 * team's owners and admins.
 */
export function canSee(
  agent: Pick<Agent, 'accessSettings' | 'installedBy'>,
  caller: AgentCaller,
): boolean {
  if (agent.accessSettings.visibility === 'team' || isPrivileged(caller)) return true;
  return (
    agent.installedBy === caller.userId ||
    agent.accessSettings.allowedUserIds.includes(caller.userId)
  );
}

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

/**
 * The same visibility rule as SQL over the `agents` table aliased `a`, for list and bulk
 * queries. Parameters from `visibilityParameters`.
 */
export const VISIBLE_TO_CALLER_SQL =
  "(:callerPrivileged OR a.access_settings->>'visibility' = 'team' OR a.installed_by = :callerUserId OR a.access_settings->'allowedUserIds' ? :callerUserIdText)";

export function visibilityParameters(caller: AgentCaller) {
  // Two names for the user id: Postgres types one parameter once, here uuid and text.
  return {
    callerPrivileged: isPrivileged(caller),
    callerUserId: caller.userId,
    callerUserIdText: caller.userId,
  };
}
