import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ValidationFailedError } from '../common/errors/domain-error';
import { OutboxService } from '../events/outbox.service';
import { configsEqual, type AgentConfig, type RuntimeTuple } from './agent-config';
import type { ModelCatalog } from './catalog/model-catalog';
import { configProblems } from './catalog/runtime-gate';
import { AgentsRepository } from './agents.repository';
import type { Agent } from './entities/agent.entity';
import { AgentVersionsRepository } from './versions/agent-versions.repository';

/** Refuses a config the catalog cannot run; `current` keeps an already-running model allowed. */
export function assertRunnableConfig(
  catalog: ModelCatalog,
  config: AgentConfig,
  current?: RuntimeTuple,
  prefix = '',
): void {
  const problems = configProblems(catalog, config, current).map((problem) => ({
    ...problem,
    field: `${prefix}${problem.field}`,
  }));
  if (problems.length > 0) throw new ValidationFailedError(problems, problems[0].message);
}

/** Inserts new agents (created, cloned, installed), each with its first version. */
@Injectable()
export class NewAgentWriter {
  constructor(
    private readonly agents: AgentsRepository,
    private readonly versions: AgentVersionsRepository,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Inserts a new agent with its first version, sealed and live, and the events that announce
   * both, inside the caller's transaction.
   */
  async insert(
    agentFields: Partial<Agent> & Pick<Agent, 'teamId' | 'name' | 'source' | 'config'>,
    firstVersion: { config: AgentConfig; label: string; createdBy: string | null },
    manager: EntityManager,
  ): Promise<Agent> {
    const liveMatchesFirst = configsEqual(agentFields.config, firstVersion.config);
    const agent = await this.agents.insert(
      { ...agentFields, liveVersionNumber: liveMatchesFirst ? 1 : null, nextVersionNumber: 2 },
      manager,
    );
    const version = await this.versions.insert(
      {
        teamId: agent.teamId,
        agentId: agent.id,
        versionNumber: 1,
        state: 'sealed',
        label: firstVersion.label,
        config: firstVersion.config,
        createdBy: firstVersion.createdBy,
        sealedAt: new Date(),
      },
      manager,
    );
    await this.outbox.record(manager, agent.teamId, 'agent.created', {
      agentId: agent.id,
      name: agent.name,
      source: agent.source,
      installedBy: agent.installedBy,
      clonedFromAgentId: agent.clonedFromAgentId ?? null,
    });
    await this.outbox.record(manager, agent.teamId, 'agent.version.created', {
      agentId: agent.id,
      versionNumber: version.versionNumber,
      state: version.state,
    });
    await this.outbox.record(manager, agent.teamId, 'agent.version.sealed', {
      agentId: agent.id,
      versionNumber: version.versionNumber,
      live: agent.liveVersionNumber === 1,
    });
    return agent;
  }
}

/**
 * After the live config changed: drop tool overrides for tools the agent no longer has and
 * command access for commands it no longer has, so the maps never refer to what is gone.
 */
export function pruneToConfig(agent: Agent): void {
  const tools = new Set(agent.config.tools);
  agent.toolAccessOverrides = Object.fromEntries(
    Object.entries(agent.toolAccessOverrides).filter(([tool]) => tools.has(tool)),
  );
  const commands = new Set(agent.config.commands.map((command) => command.name));
  agent.treeAccess = {
    ...agent.treeAccess,
    commandAccess: Object.fromEntries(
      Object.entries(agent.treeAccess.commandAccess).filter(([command]) => commands.has(command)),
    ),
  };
}
