import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../common/access/principal';
import { isUuid } from '../../common/ids';
import { AgentAccessDeniedError, AgentNotFoundError } from '../agents.errors';
import { AgentsRepository } from '../agents.repository';
import type { Agent } from '../entities/agent.entity';
import type { AgentCaller } from './agent-access.policy';

export interface AgentLookupOptions {
  /** The transaction to read in; with `lock` the row is locked FOR UPDATE until it ends. */
  manager?: EntityManager;
  lock?: boolean;
  /** How an agent outside the caller's visibility answers: as missing (default) or as 403. */
  hidden?: 'not_found' | 'forbidden';
}

/** Finds the caller's agents: team-scoped, never uninstalled, visibility rule applied. */
@Injectable()
export class AgentLookupService {
  constructor(private readonly agents: AgentsRepository) {}

  /** The caller as the agent rules see them; the role comes with authentication. */
  caller(principal: Principal): AgentCaller {
    return { teamId: principal.teamId, userId: principal.userId, role: principal.role };
  }

  async find(caller: AgentCaller, id: string, options: AgentLookupOptions = {}): Promise<Agent> {
    // public-api.md types `id` as a string: one that cannot be an agent id names no agent.
    if (!isUuid(id)) throw new AgentNotFoundError();
    const found = await this.agents.findLive(
      caller.teamId,
      id,
      caller,
      options.lock ?? false,
      options.manager,
    );
    if (!found) throw new AgentNotFoundError();
    if (!found.visibleToCaller) {
      throw options.hidden === 'forbidden'
        ? new AgentAccessDeniedError()
        : new AgentNotFoundError();
    }
    return found.agent;
  }
}
