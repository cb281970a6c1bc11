import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxService } from '../../events/outbox.service';
import type { AgentConfig } from '../agent-config';
import { toConfigView } from '../agent.mapper';
import { AgentsRepository } from '../agents.repository';
import type { ResourceVersionView } from '../dto/agent-version.dto';
import type { Agent } from '../entities/agent.entity';
import type { AgentConfigVersion, VersionState } from '../entities/agent-config-version.entity';
import { AgentVersionsRepository } from './agent-versions.repository';
import type { VersionViewRow } from './agent-versions.queries';
import { assertCanCreateVersion } from './version-rules';

/** Adds versions to an agent: the version limit, the never-reused numbers and the event. */
@Injectable()
export class VersionStore {
  constructor(
    private readonly agents: AgentsRepository,
    private readonly versions: AgentVersionsRepository,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Adds a version under the agent's row lock (the caller holds it): checks the 50-version
   * limit, takes the next number (never reused) and records `agent.version.created`.
   */
  async add(
    agent: Agent,
    input: {
      config: AgentConfig;
      state: VersionState;
      label: string | null;
      createdBy: string | null;
    },
    manager: EntityManager,
  ): Promise<AgentConfigVersion> {
    assertCanCreateVersion(await this.versions.count(agent, manager));
    const versionNumber = agent.nextVersionNumber;
    await this.agents.setNextVersionNumber(agent, versionNumber + 1, manager);
    agent.nextVersionNumber = versionNumber + 1;
    const version = await this.versions.insert(
      {
        teamId: agent.teamId,
        agentId: agent.id,
        versionNumber,
        state: input.state,
        label: input.label,
        config: input.config,
        createdBy: input.createdBy,
        sealedAt: input.state === 'sealed' ? new Date() : null,
      },
      manager,
    );
    await this.outbox.record(manager, agent.teamId, 'agent.version.created', {
      agentId: agent.id,
      versionNumber,
      state: version.state,
    });
    return version;
  }
}

export function toVersionView(
  version: VersionViewRow,
  liveVersionNumber: number | null,
): ResourceVersionView {
  return {
    agentId: version.agentId,
    versionNumber: version.versionNumber,
    state: version.state,
    live: version.versionNumber === liveVersionNumber,
    label: version.label,
    config: toConfigView(version.config),
    createdBy: version.createdBy,
    createdAt: version.createdAt.toISOString(),
    updatedAt: version.updatedAt.toISOString(),
    sealedAt: version.sealedAt?.toISOString() ?? null,
  };
}
