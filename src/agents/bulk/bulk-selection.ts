import type { EntityManager } from 'typeorm';
import { ValidationFailedError } from '../../common/errors/domain-error';
import { rowsOf } from '../../database/sql-statement';
import { isUuid } from '../../common/ids';
import {
  AgentCaller,
  canManage,
  canSee,
  isPrivileged,
  visibilityParameters,
  VISIBLE_TO_CALLER_SQL,
} from '../access/agent-access.policy';
import { LIVE_VERSION_COUNTS } from '../agents.queries';
import { Agent } from '../entities/agent.entity';
import { blockedItem, type BulkBlockedItem } from './bulk-decision';
import { MAX_BULK_AGENTS, type BulkSelectionDto } from './bulk.dto';

export interface ResolvedSelection {
  /** The resolved agent set, ordered by id: what the confirm token is bound to. */
  agents: Agent[];
  /** Ids of the list the ownership scope or the visibility ACL took out. */
  excluded: BulkBlockedItem[];
}

/** Exactly one form: an id list, or select-all-matching with an optional filter. */
export function assertSelectionShape(selection: BulkSelectionDto): void {
  const byIds = selection.agentIds !== undefined;
  const byFilter = selection.all === true;
  if (byIds === byFilter) {
    throw ValidationFailedError.forField(
      'selection',
      'selection needs either agentIds or all: true, not both',
      'invalid_union',
    );
  }
  if (byIds && selection.filter !== undefined) {
    throw ValidationFailedError.forField(
      'selection.filter',
      'filter applies only to a select-all-matching selection (all: true)',
      'unrecognized_keys',
    );
  }
}

/**
 * Resolves a selection to the agents a bulk action may touch: the caller's team, installed,
 * visible to the caller (visibility ACL) and within the installedBy ownership scope (members:
 * only what they installed). A select-all leaves the others out silently; an id list reports
 * each of them as blocked.
 */
export async function resolveSelection(
  manager: EntityManager,
  caller: AgentCaller,
  selection: BulkSelectionDto,
): Promise<ResolvedSelection> {
  if (selection.agentIds) return resolveIdList(manager, caller, selection.agentIds);
  const filter = selection.filter ?? {};
  const qb = manager
    .getRepository(Agent)
    .createQueryBuilder('a')
    .where('a.team_id = :teamId AND a.uninstalled_at IS NULL', { teamId: caller.teamId })
    .andWhere(VISIBLE_TO_CALLER_SQL, visibilityParameters(caller));
  if (!isPrivileged(caller)) qb.andWhere('a.installed_by = :me', { me: caller.userId });
  if (filter.installedBy) {
    const installedBy = filter.installedBy === 'me' ? caller.userId : filter.installedBy;
    qb.andWhere('a.installed_by = :installedBy', { installedBy: installedBy.toLowerCase() });
  }
  if (filter.provider)
    qb.andWhere("a.config->'runtime'->>'provider' = :provider", { provider: filter.provider });
  if (filter.model) qb.andWhere("a.config->'runtime'->>'model' = :model", { model: filter.model });
  if (filter.source) qb.andWhere('a.source = :source', { source: filter.source });
  if (filter.status) qb.andWhere('a.status = :status', { status: filter.status });
  const agents = await qb
    .orderBy('a.id', 'ASC')
    .take(MAX_BULK_AGENTS + 1)
    .getMany();
  if (agents.length > MAX_BULK_AGENTS) {
    throw ValidationFailedError.forField(
      'selection.filter',
      `the selection matches more than ${MAX_BULK_AGENTS} agents; narrow the filter`,
      'too_big',
    );
  }
  return { agents, excluded: [] };
}

async function resolveIdList(
  manager: EntityManager,
  caller: AgentCaller,
  requested: string[],
): Promise<ResolvedSelection> {
  const ids = [...new Set(requested.map((id) => id.toLowerCase()))];
  const found = await manager
    .getRepository(Agent)
    .createQueryBuilder('a')
    .where('a.team_id = :teamId AND a.uninstalled_at IS NULL', { teamId: caller.teamId })
    .andWhere('a.id = ANY(CAST(:ids AS uuid[]))', { ids: ids.filter(isUuid) })
    .getMany();
  const byId = new Map(found.map((agent) => [agent.id, agent]));
  const agents: Agent[] = [];
  const excluded: BulkBlockedItem[] = [];
  for (const id of ids) {
    const agent = byId.get(id);
    if (!agent || !canSee(agent, caller)) excluded.push(blockedItem(id, 'agent_not_found'));
    else if (!canManage(agent, caller)) excluded.push(blockedItem(id, 'not_installer'));
    else agents.push(agent);
  }
  agents.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { agents, excluded };
}

/** Live version counts of the given agents, for the snapshot-room check. */
export async function liveVersionCounts(
  manager: EntityManager,
  teamId: string,
  agentIds: string[],
): Promise<Map<string, number>> {
  if (agentIds.length === 0) return new Map();
  const rows = await rowsOf(manager, LIVE_VERSION_COUNTS, [teamId, agentIds]);
  return new Map(rows.map((row) => [row.agent_id, row.live]));
}
