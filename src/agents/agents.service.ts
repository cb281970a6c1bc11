import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../common/access/principal';
import { OffsetPage, offsetPage, OffsetPaging } from '../common/pagination/offset-page';
import { knownTotal } from '../common/pagination/pagination.constants';
import { OutboxService } from '../events/outbox.service';
import { applyConfigPatch, changedConfigFields, emptyConfig } from './agent-config';
import { toAgentListItemView, toAgentView } from './agent.mapper';
import { assertRunnableConfig, NewAgentWriter, pruneToConfig } from './agent-writes';
import { canManage } from './access/agent-access.policy';
import { AgentLookupService } from './access/agent-lookup.service';
import { AgentManageForbiddenError, SystemAgentProtectedError } from './agents.errors';
import { AgentsRepository } from './agents.repository';
import { ModelCatalogService } from './catalog/model-catalog.service';
import { configPatchFromInput } from './config-input';
import { AgentEdgesRepository } from './dag/agent-edges.repository';
import type { AgentListQueryDto } from './dto/agent-query.dto';
import type { AgentCloneDto, AgentCreateDto, AgentUpdateDto } from './dto/agent-write.dto';
import type { AgentListItemView, AgentUninstalledView, AgentView } from './dto/agent.view';
import { AgentVersionsRepository } from './versions/agent-versions.repository';

const METADATA_FIELDS = ['name', 'description', 'avatarUrl', 'avatarColor', 'avatarEmoji'] as const;

/** Installed agents: list, read, create, update, archive, restore, uninstall and clone. */
@Injectable()
export class AgentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly agents: AgentsRepository,
    private readonly edges: AgentEdgesRepository,
    private readonly versions: AgentVersionsRepository,
    private readonly newAgents: NewAgentWriter,
    private readonly outbox: OutboxService,
    private readonly lookup: AgentLookupService,
    private readonly catalog: ModelCatalogService,
  ) {}

  async list(
    principal: Principal,
    query: AgentListQueryDto,
    paging: OffsetPaging,
  ): Promise<OffsetPage<AgentListItemView>> {
    const caller = this.lookup.caller(principal);
    const installedBy = query.installedBy === 'me' ? caller.userId : query.installedBy;
    const { total, agents } = await this.agents.listPage(
      caller.teamId,
      caller,
      {
        status: query.status ?? null,
        source: query.source ?? null,
        provider: query.provider ?? null,
        model: query.model ?? null,
        installedBy: installedBy?.toLowerCase() ?? null,
        namePattern: query.q ? `%${escapeLike(query.q)}%` : null,
      },
      paging.limit + 1,
      paging.offset,
    );
    return offsetPage(agents.map(toAgentListItemView), paging, knownTotal(total));
  }

  async get(principal: Principal, id: string): Promise<AgentView> {
    const caller = this.lookup.caller(principal);
    return toAgentView(await this.lookup.find(caller, id));
  }

  async create(principal: Principal, input: AgentCreateDto): Promise<AgentView> {
    const config = applyConfigPatch(
      emptyConfig(this.catalog.platformDefault()),
      configPatchFromInput(input),
    );
    assertRunnableConfig(this.catalog.catalog, config);
    const agent = await this.dataSource.transaction((manager) =>
      this.newAgents.insert(
        {
          teamId: principal.teamId,
          name: input.name,
          description: input.description ?? '',
          avatarUrl: input.avatarUrl ?? null,
          avatarColor: input.avatarColor ?? null,
          avatarEmoji: input.avatarEmoji ?? null,
          source: 'custom',
          isSystemAgent: false,
          installedBy: principal.userId,
          config,
        },
        { config, label: 'Initial version', createdBy: principal.userId },
        manager,
      ),
    );
    return toAgentView(agent);
  }

  async update(principal: Principal, id: string, input: AgentUpdateDto): Promise<AgentView> {
    const caller = this.lookup.caller(principal);
    const configPatch = configPatchFromInput(input);
    return this.dataSource.transaction(async (manager) => {
      const agent = await this.lookup.find(caller, id, { manager, lock: true });
      if (!canManage(agent, caller)) throw new AgentManageForbiddenError();
      const changes: string[] = [];
      for (const field of METADATA_FIELDS) {
        const value = input[field];
        if (value !== undefined && value !== agent[field]) {
          (agent as unknown as Record<string, unknown>)[field] = value;
          changes.push(field);
        }
      }
      const config = applyConfigPatch(agent.config, configPatch);
      const changedConfig = changedConfigFields(agent.config, config);
      if (changedConfig.length > 0) {
        assertRunnableConfig(this.catalog.catalog, config, agent.config.runtime);
        changes.push(...changedConfig);
        agent.config = config;
        agent.liveVersionNumber = null;
        pruneToConfig(agent);
      }
      if (changes.length === 0) return toAgentView(agent);
      const saved = await this.agents.save(agent, manager);
      await this.outbox.record(manager, agent.teamId, 'agent.updated', {
        agentId: agent.id,
        changes,
      });
      return toAgentView(saved);
    });
  }

  async archive(principal: Principal, id: string): Promise<AgentView> {
    return this.setStatus(principal, id, 'archived');
  }

  async restore(principal: Principal, id: string): Promise<AgentView> {
    return this.setStatus(principal, id, 'active');
  }

  async uninstall(principal: Principal, id: string): Promise<AgentUninstalledView> {
    const caller = this.lookup.caller(principal);
    return this.dataSource.transaction(async (manager) => {
      // Taken before the row lock, in the same order as links take them, so the two never
      // deadlock and no link can attach to an agent that is being uninstalled.
      await this.edges.lockTeamGraph(caller.teamId, manager);
      const agent = await this.lookup.find(caller, id, { manager, lock: true });
      if (agent.isSystemAgent) throw new SystemAgentProtectedError();
      if (!canManage(agent, caller)) throw new AgentManageForbiddenError();
      agent.uninstalledAt = new Date();
      await this.agents.save(agent, manager);
      const removed = await this.edges.removeAllOf(caller.teamId, agent.id, manager);
      for (const edge of removed) {
        await this.outbox.record(manager, caller.teamId, 'agent.child.unlinked', {
          parentAgentId: edge.parentAgentId,
          childAgentId: edge.childAgentId,
          reason: 'agent_uninstalled',
        });
      }
      await this.outbox.record(manager, caller.teamId, 'agent.uninstalled', { agentId: agent.id });
      return { agentId: agent.id, uninstalled: true };
    });
  }

  /**
   * A new custom agent with the source's live config (skills included) and, as its first sealed
   * version, the source's latest sealed config.
   */
  async clone(principal: Principal, id: string, input: AgentCloneDto): Promise<AgentView> {
    const caller = this.lookup.caller(principal);
    const agent = await this.dataSource.transaction(async (manager) => {
      const source = await this.lookup.find(caller, id, { manager });
      const latestSealed = await this.versions.latestSealed(source, manager);
      return this.newAgents.insert(
        {
          teamId: caller.teamId,
          name: input.name ?? `${source.name} (copy)`.slice(0, 200),
          description: source.description,
          avatarUrl: source.avatarUrl,
          avatarColor: source.avatarColor,
          avatarEmoji: source.avatarEmoji,
          source: 'clone',
          isSystemAgent: false,
          installedBy: caller.userId,
          clonedFromAgentId: source.id,
          config: structuredClone(source.config),
          toolAccessOverrides: { ...source.toolAccessOverrides },
        },
        {
          config: structuredClone(latestSealed?.config ?? source.config),
          label: `Cloned from ${source.name}`.slice(0, 200),
          createdBy: caller.userId,
        },
        manager,
      );
    });
    return toAgentView(agent);
  }

  private async setStatus(
    principal: Principal,
    id: string,
    status: 'active' | 'archived',
  ): Promise<AgentView> {
    const caller = this.lookup.caller(principal);
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const agent = await this.lookup.find(caller, id, { manager, lock: true });
      if (agent.status === status) return toAgentView(agent);
      agent.status = status;
      agent.archivedAt = status === 'archived' ? new Date() : null;
      const saved = await this.agents.save(agent, manager);
      await this.outbox.record(
        manager,
        caller.teamId,
        status === 'archived' ? 'agent.archived' : 'agent.restored',
        { agentId: agent.id },
      );
      return toAgentView(saved);
    });
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}
