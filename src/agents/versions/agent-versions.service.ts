import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../../common/access/principal';
import { isUuid } from '../../common/ids';
import { MAX_PAGE_LIMIT, DEFAULT_PAGE_LIMIT } from '../../common/pagination/pagination.constants';
import { ValidationFailedError } from '../../common/errors/domain-error';
import { rowsOf } from '../../database/sql-statement';
import { OutboxService } from '../../events/outbox.service';
import { applyConfigPatch } from '../agent-config';
import { assertRunnableConfig } from '../agent-writes';
import { canManage, isPrivileged } from '../access/agent-access.policy';
import { AgentLookupService } from '../access/agent-lookup.service';
import {
  AgentManageForbiddenError,
  AgentNotFoundError,
  VersionNotFoundError,
} from '../agents.errors';
import { AGENT_VERSIONS_PAGE, type VersionViewRow } from '../agents.queries';
import { ModelCatalogService } from '../catalog/model-catalog.service';
import { configPatchFromInput } from '../config-input';
import type {
  AgentVersionCreateDto,
  AgentVersionUpdateDto,
  ResourceVersionPageView,
  ResourceVersionView,
  VersionDeletedView,
} from '../dto/agent-version.dto';
import type { Agent } from '../entities/agent.entity';
import { AgentConfigVersion } from '../entities/agent-config-version.entity';
import { assertDeletable, assertEditable, sealVersion } from './version-rules';
import { addVersion, countLiveVersions, toVersionView } from './version-store';

/** Config versions: numbered snapshots, open drafts until sealed; sealing makes one live. */
@Injectable()
export class AgentVersionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly lookup: AgentLookupService,
    private readonly catalog: ModelCatalogService,
  ) {}

  async list(
    principal: Principal,
    agentId: string,
    requestedLimit: number | undefined,
  ): Promise<ResourceVersionPageView> {
    const caller = this.lookup.caller(principal);
    // As lookup.find: an id that cannot be an agent id names no agent.
    if (!isUuid(agentId)) throw new AgentNotFoundError();
    const limit = Math.min(requestedLimit ?? DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT);
    // The agent look-up (team, live, visibility ACL) and the page in one statement.
    const rows = await rowsOf(this.dataSource, AGENT_VERSIONS_PAGE, [
      agentId,
      caller.teamId,
      isPrivileged(caller),
      caller.userId,
      caller.userId,
      limit + 1,
    ]);
    if (rows.length === 0) throw new AgentNotFoundError();
    const { liveVersionNumber } = rows[0];
    const versions = rows[0].versionNumber === null ? [] : (rows as VersionViewRow[]);
    const hasMore = versions.length > limit;
    return {
      data: versions.slice(0, limit).map((row) => toVersionView(row, liveVersionNumber)),
      pagination: { limit, hasMore },
    };
  }

  async get(
    principal: Principal,
    agentId: string,
    versionNumber: number,
  ): Promise<ResourceVersionView> {
    const caller = this.lookup.caller(principal);
    const agent = await this.lookup.find(caller, agentId);
    const version = await this.findVersion(this.dataSource.manager, agent, versionNumber);
    return toVersionView(version, agent.liveVersionNumber);
  }

  async create(
    principal: Principal,
    agentId: string,
    input: AgentVersionCreateDto,
  ): Promise<ResourceVersionView> {
    const caller = this.lookup.caller(principal);
    const patch = configPatchFromInput(input.config ?? {}, 'config.');
    return this.dataSource.transaction(async (manager) => {
      const agent = await this.lookup.find(caller, agentId, { manager, lock: true });
      const base =
        input.fromVersionNumber === undefined
          ? agent.config
          : (await this.findStartingVersion(manager, agent, input.fromVersionNumber)).config;
      const config = applyConfigPatch(base, patch);
      assertRunnableConfig(this.catalog.catalog, config, agent.config.runtime, 'config.');
      const version = await addVersion(manager, this.outbox, agent, {
        config,
        state: 'draft',
        label: input.label ?? null,
        createdBy: caller.userId,
      });
      return toVersionView(version, agent.liveVersionNumber);
    });
  }

  /** Edits an open draft; draft edits emit no event (nothing changes until a seal). */
  async update(
    principal: Principal,
    agentId: string,
    versionNumber: number,
    input: AgentVersionUpdateDto,
  ): Promise<ResourceVersionView> {
    const caller = this.lookup.caller(principal);
    const patch = configPatchFromInput(input.config ?? {}, 'config.');
    return this.dataSource.transaction(async (manager) => {
      const agent = await this.lookup.find(caller, agentId, { manager, lock: true });
      const version = await this.findVersion(manager, agent, versionNumber);
      assertEditable(version);
      const config = applyConfigPatch(version.config, patch);
      assertRunnableConfig(this.catalog.catalog, config, agent.config.runtime, 'config.');
      version.config = config;
      if (input.label !== undefined) version.label = input.label;
      const saved = await manager.save(version);
      return toVersionView(saved, agent.liveVersionNumber);
    });
  }

  async seal(
    principal: Principal,
    agentId: string,
    versionNumber: number,
  ): Promise<ResourceVersionView> {
    const caller = this.lookup.caller(principal);
    return this.dataSource.transaction(async (manager) => {
      const agent = await this.lookup.find(caller, agentId, { manager, lock: true });
      // Sealing replaces the live config, as PATCH /v1/agents/{id} does: same ownership scope.
      if (!canManage(agent, caller)) throw new AgentManageForbiddenError();
      const version = await this.findVersion(manager, agent, versionNumber);
      // The catalog may have changed since the draft was written.
      assertRunnableConfig(this.catalog.catalog, version.config, agent.config.runtime, 'config.');
      const newlySealed = sealVersion(agent, version, new Date());
      await manager.save(version);
      await manager.save(agent);
      await this.outbox.record(manager, caller.teamId, 'agent.version.sealed', {
        agentId: agent.id,
        versionNumber,
        reapplied: !newlySealed,
      });
      return toVersionView(version, agent.liveVersionNumber);
    });
  }

  async remove(
    principal: Principal,
    agentId: string,
    versionNumber: number,
  ): Promise<VersionDeletedView> {
    const caller = this.lookup.caller(principal);
    return this.dataSource.transaction(async (manager) => {
      const agent = await this.lookup.find(caller, agentId, { manager, lock: true });
      const version = await this.findVersion(manager, agent, versionNumber);
      const live = await countLiveVersions(manager, agent);
      assertDeletable(live);
      await manager.delete(AgentConfigVersion, { id: version.id });
      if (agent.liveVersionNumber === versionNumber) {
        agent.liveVersionNumber = null;
        await manager.save(agent);
      }
      await this.outbox.record(manager, caller.teamId, 'agent.version.deleted', {
        agentId: agent.id,
        versionNumber,
      });
      return { deleted: true, remaining: live - 1 };
    });
  }

  private async findStartingVersion(manager: EntityManager, agent: Agent, versionNumber: number) {
    try {
      return await this.findVersion(manager, agent, versionNumber);
    } catch (error) {
      if (!(error instanceof VersionNotFoundError)) throw error;
      throw ValidationFailedError.forField(
        'fromVersionNumber',
        'fromVersionNumber does not name a version of this agent',
        'invalid_reference',
      );
    }
  }

  private async findVersion(
    manager: EntityManager,
    agent: Agent,
    versionNumber: number,
  ): Promise<AgentConfigVersion> {
    const version = await manager.findOne(AgentConfigVersion, {
      where: { agentId: agent.id, teamId: agent.teamId, versionNumber },
    });
    if (!version) throw new VersionNotFoundError();
    return version;
  }
}
