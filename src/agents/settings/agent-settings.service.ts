import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { Principal } from '../../common/access/principal';
import { ValidationFailedError } from '../../common/errors/domain-error';
import { OutboxService } from '../../events/outbox.service';
import { Membership } from '../../identity/membership.entity';
import { treeAccessRefusal } from '../access/agent-access.policy';
import { AgentLookupService } from '../access/agent-lookup.service';
import { TreeAccessInstallerOnlyError } from '../agents.errors';
import type {
  AgentAccessUpdateDto,
  AgentAccessView,
  AgentFavoriteView,
  AgentTreeAccessUpdateDto,
  AgentTreeAccessView,
  ToolAccessOverridesView,
} from '../dto/agent-settings.dto';
import { Agent } from '../entities/agent.entity';
import { AgentEdge } from '../entities/agent-edge.entity';
import { AgentFavorite } from '../entities/agent-favorite.entity';
import { effectiveTreeAccess, mergeToolOverrides, mergeTreeAccess } from './settings-rules';

/** Per-agent settings: user access, tree access, tool overrides, and the caller's favourites. */
@Injectable()
export class AgentSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly lookup: AgentLookupService,
  ) {}

  async getAccess(principal: Principal, id: string): Promise<AgentAccessView> {
    const agent = await this.lookup.find(this.lookup.caller(principal), id);
    return accessView(agent);
  }

  async updateAccess(
    principal: Principal,
    id: string,
    input: AgentAccessUpdateDto,
  ): Promise<AgentAccessView> {
    const caller = this.lookup.caller(principal);
    return this.dataSource.transaction(async (manager) => {
      const agent = await this.lookup.find(caller, id, { manager, lock: true });
      // ArrayUnique ran before case folding: the same id in two cases is one user.
      const allowedUserIds = input.allowedUserIds && [
        ...new Set(input.allowedUserIds.map((userId) => userId.toLowerCase())),
      ];
      if (allowedUserIds) await assertTeamMembers(manager, caller.teamId, allowedUserIds);
      const next = {
        visibility: input.visibility ?? agent.accessSettings.visibility,
        allowedUserIds: allowedUserIds ?? agent.accessSettings.allowedUserIds,
      };
      if (JSON.stringify(next) === JSON.stringify(agent.accessSettings)) return accessView(agent);
      agent.accessSettings = next;
      await manager.save(agent);
      await this.outbox.record(manager, caller.teamId, 'agent.updated', {
        agentId: agent.id,
        changes: ['access'],
      });
      return accessView(agent);
    });
  }

  async updateTreeAccess(
    principal: Principal,
    id: string,
    input: AgentTreeAccessUpdateDto,
  ): Promise<AgentTreeAccessView> {
    const caller = this.lookup.caller(principal);
    return this.dataSource.transaction(async (manager) => {
      const agent = await this.lookup.find(caller, id, { manager, lock: true });
      const refusal = treeAccessRefusal(agent, caller);
      if (refusal) throw new TreeAccessInstallerOnlyError(refusal);
      const childIds = await directChildIds(manager, agent);
      const commands = agent.config.commands.map((command) => command.name);
      agent.treeAccess = mergeTreeAccess(agent.treeAccess, childIds, commands, input);
      await manager.save(agent);
      await this.outbox.record(manager, caller.teamId, 'agent.updated', {
        agentId: agent.id,
        changes: ['treeAccess'],
      });
      return {
        message: 'Tree access updated',
        agentId: agent.id,
        ...effectiveTreeAccess(agent.treeAccess, childIds, commands),
      };
    });
  }

  async getToolOverrides(principal: Principal, id: string): Promise<ToolAccessOverridesView> {
    const agent = await this.lookup.find(this.lookup.caller(principal), id);
    return { agentId: agent.id, overrides: agent.toolAccessOverrides };
  }

  async updateToolOverrides(
    principal: Principal,
    id: string,
    patch: Record<string, unknown>,
  ): Promise<ToolAccessOverridesView> {
    const caller = this.lookup.caller(principal);
    return this.dataSource.transaction(async (manager) => {
      const agent = await this.lookup.find(caller, id, { manager, lock: true });
      const next = mergeToolOverrides(agent.toolAccessOverrides, agent.config.tools, patch);
      if (JSON.stringify(next) !== JSON.stringify(agent.toolAccessOverrides)) {
        agent.toolAccessOverrides = next;
        await manager.save(agent);
        await this.outbox.record(manager, caller.teamId, 'agent.updated', {
          agentId: agent.id,
          changes: ['toolAccessOverrides'],
        });
      }
      return { agentId: agent.id, overrides: next };
    });
  }

  async isFavorite(principal: Principal, id: string): Promise<AgentFavoriteView> {
    const agent = await this.lookup.find(this.lookup.caller(principal), id);
    const favorite = await this.dataSource.getRepository(AgentFavorite).exists({
      where: { teamId: agent.teamId, agentId: agent.id, userId: principal.userId },
    });
    return { agentId: agent.id, favorite };
  }

  /** Favourites are per calling user; adding twice or removing an absent one is a no-op. */
  async setFavorite(
    principal: Principal,
    id: string,
    favorite: boolean,
  ): Promise<AgentFavoriteView> {
    const agent = await this.lookup.find(this.lookup.caller(principal), id);
    const key = { teamId: agent.teamId, agentId: agent.id, userId: principal.userId };
    const favorites = this.dataSource.getRepository(AgentFavorite);
    if (favorite) await favorites.createQueryBuilder().insert().values(key).orIgnore().execute();
    else await favorites.delete(key);
    return { agentId: agent.id, favorite };
  }
}

function accessView(agent: Agent): AgentAccessView {
  return {
    agentId: agent.id,
    visibility: agent.accessSettings.visibility,
    allowedUserIds: [...agent.accessSettings.allowedUserIds],
    installedBy: agent.installedBy,
  };
}

export async function directChildIds(manager: EntityManager, agent: Agent): Promise<string[]> {
  const edges = await manager.find(AgentEdge, {
    where: { teamId: agent.teamId, parentAgentId: agent.id },
    order: { createdAt: 'ASC', childAgentId: 'ASC' },
  });
  return edges.map((edge) => edge.childAgentId);
}

async function assertTeamMembers(
  manager: EntityManager,
  teamId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const members = await manager.find(Membership, {
    where: { teamId, userId: In(userIds) },
    select: { userId: true },
  });
  const known = new Set(members.map((member) => member.userId));
  const unknown = userIds.filter((userId) => !known.has(userId));
  if (unknown.length > 0) {
    throw ValidationFailedError.forField(
      'allowedUserIds',
      `not members of this team: ${unknown.join(', ')}`,
      'invalid_reference',
    );
  }
}
