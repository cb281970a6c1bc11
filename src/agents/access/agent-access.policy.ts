import type { Principal } from '../../common/access/principal';
import type { Agent } from '../entities/agent.entity';

/** The caller as the agent rules see them: the token's user, team and role in that team. */
export type AgentCaller = Pick<Principal, 'teamId' | 'userId' | 'role'>;

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
 * The same visibility rule as SQL over the `agents` table aliased `a`, given the placeholders of
 * "the caller is privileged" (boolean) and the caller's user id twice: Postgres gives one
 * parameter one type, here uuid and text.
 */
export function visibleToCallerSql(privileged: string, userId: string, userIdText: string): string {
  return `(${privileged} OR a.access_settings->>'visibility' = 'team' OR a.installed_by = ${userId} OR a.access_settings->'allowedUserIds' ? ${userIdText})`;
}

/** The rule for query builders; parameters from `visibilityParameters`. */
export const VISIBLE_TO_CALLER_SQL = visibleToCallerSql(
  ':callerPrivileged',
  ':callerUserId',
  ':callerUserIdText',
);

export function visibilityParameters(caller: AgentCaller) {
  return {
    callerPrivileged: isPrivileged(caller),
    callerUserId: caller.userId,
    callerUserIdText: caller.userId,
  };
}
