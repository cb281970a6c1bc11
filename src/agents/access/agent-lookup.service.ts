import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { Principal } from '../../auth/principal';
import { IdentityService } from '../../identity/identity.service';
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identity: IdentityService,
  ) {}

  async caller(principal: Principal): Promise<AgentCaller> {
    const membership = await this.identity.membership(principal.teamId, principal.userId);
    return { teamId: principal.teamId, userId: principal.userId, role: membership?.role };
  }

  async find(caller: AgentCaller, id: string, options: AgentLookupOptions = {}): Promise<Agent> {
    // public-api.md types `id` as a string: one that cannot be an agent id names no agent.
    if (!isUuid(id)) throw new AgentNotFoundError();
    const manager = options.manager ?? this.dataSource.manager;
    const agent = await manager.getRepository(Agent).findOne({
      where: { id, teamId: caller.teamId, uninstalledAt: IsNull() },
      ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!agent) throw new AgentNotFoundError();
    if (!canSee(agent, caller)) {
      throw options.hidden === 'forbidden'
        ? new AgentAccessDeniedError()
        : new AgentNotFoundError();
    }
    return agent;
  }
}
