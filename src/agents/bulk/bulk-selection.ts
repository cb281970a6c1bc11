import { Injectable } from '@nestjs/common';
import { ValidationFailedError } from '../../common/errors/domain-error';
import { isUuid } from '../../common/ids';
import { unrecognizedKeysDetail } from '../../common/validation/validation-details';
import { AgentCaller, canManage } from '../access/agent-access.policy';
import { AgentsRepository } from '../agents.repository';
import type { Agent } from '../entities/agent.entity';
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
    const detail = unrecognizedKeysDetail(
      ['selection.filter'],
      'filter applies only to a select-all-matching selection, all: true',
    );
    throw new ValidationFailedError([detail], detail.message);
  }
}

/**
 * Resolves a selection to the agents a bulk action may touch: the caller's team, installed,
 * visible to the caller (visibility rule) and within the installedBy ownership scope (members:
 * only what they installed). A select-all leaves the others out silently; an id list reports
 * each of them as blocked.
 */
@Injectable()
export class BulkSelectionResolver {
  constructor(private readonly agents: AgentsRepository) {}

  async resolve(caller: AgentCaller, selection: BulkSelectionDto): Promise<ResolvedSelection> {
    if (selection.agentIds) return this.resolveIdList(caller, selection.agentIds);
    const filter = selection.filter ?? {};
    const installedBy = filter.installedBy === 'me' ? caller.userId : filter.installedBy;
    // An empty condition is no condition.
    const agents = await this.agents.findManageable(
      caller.teamId,
      caller,
      {
        installedBy: installedBy ? installedBy.toLowerCase() : null,
        provider: filter.provider || null,
        model: filter.model || null,
        source: filter.source || null,
        status: filter.status || null,
      },
      MAX_BULK_AGENTS + 1,
    );
    if (agents.length > MAX_BULK_AGENTS) {
      throw ValidationFailedError.forField(
        'selection.filter',
        `the selection matches more than ${MAX_BULK_AGENTS} agents; narrow the filter`,
        'too_big',
      );
    }
    return { agents, excluded: [] };
  }

  private async resolveIdList(
    caller: AgentCaller,
    requested: string[],
  ): Promise<ResolvedSelection> {
    const ids = [...new Set(requested.map((id) => id.toLowerCase()))];
    const found = await this.agents.findLiveAmong(caller.teamId, ids.filter(isUuid), caller);
    const byId = new Map(found.map((seen) => [seen.agent.id, seen]));
    const agents: Agent[] = [];
    const excluded: BulkBlockedItem[] = [];
    for (const id of ids) {
      const seen = byId.get(id);
      if (!seen?.visibleToCaller) excluded.push(blockedItem(id, 'agent_not_found'));
      else if (!canManage(seen.agent, caller)) excluded.push(blockedItem(id, 'not_installer'));
      else agents.push(seen.agent);
    }
    agents.sort((a, b) => (a.id < b.id ? -1 : 1));
    return { agents, excluded };
  }
}
