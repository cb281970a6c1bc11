import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '../../database/sql-statement';
import { LIVE_AGENT, LIVE_AGENT_FOR_UPDATE } from '../agents.queries';
import type { Principal } from '../../common/access/principal';
import { isUuid } from '../../common/ids';
import { AgentAccessDeniedError, AgentNotFoundError } from '../agents.errors';
import { Agent } from '../entities/agent.entity';
import { AgentCaller, canSee } from './agent-access.policy';

export interface AgentLookupOptions {
  /** The transaction to read in; with `lock` the row is locked FOR UPDATE until it ends. */
  manager?: EntityManager;
  lock?: boolean;
  /** How an agent outside the caller's visibility answers: as missing (default) or as 403. */
  hidden?: 'not_found' | 'forbidden';
}

/** Finds the caller's agents: team-scoped, never uninstalled, visibility ACL applied. */
@Injectable()
export class AgentLookupService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The caller as the agent rules see them; the role comes with authentication. */
  caller(principal: Principal): AgentCaller {
    return { teamId: principal.teamId, userId: principal.userId, role: principal.role };
  }

  async find(caller: AgentCaller, id: string, options: AgentLookupOptions = {}): Promise<Agent> {
    // public-api.md types `id` as a string: one that cannot be an agent id names no agent.
    if (!isUuid(id)) throw new AgentNotFoundError();
    const [row] = await rowsOf(
      options.manager ?? this.dataSource,
      options.lock ? LIVE_AGENT_FOR_UPDATE : LIVE_AGENT,
      [id, caller.teamId],
    );
    if (!row) throw new AgentNotFoundError();
    // An entity instance, so that writers can hand it back to `manager.save`.
    const agent = Object.assign(new Agent(), row);
    if (!canSee(agent, caller)) {
      throw options.hidden === 'forbidden'
        ? new AgentAccessDeniedError()
        : new AgentNotFoundError();
    }
    return agent;
  }
}
