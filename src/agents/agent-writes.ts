import type { EntityManager } from 'typeorm';
import { ValidationFailedError } from '../common/errors/domain-error';
import type { OutboxService } from '../events/outbox.service';
import { configsEqual, type AgentConfig, type RuntimeTuple } from './agent-config';
import type { ModelCatalog } from './catalog/model-catalog';
import { configProblems } from './catalog/runtime-gate';
import { Agent } from './entities/agent.entity';
import { AgentConfigVersion } from './entities/agent-config-version.entity';

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

/**
 * Inserts a new agent with its first version, sealed and live, and the events that announce
 * both, inside the caller's transaction.
 */
export async function insertAgentWithFirstVersion(
  manager: EntityManager,
  outbox: OutboxService,
  agentFields: Partial<Agent> & Pick<Agent, 'teamId' | 'name' | 'source' | 'config'>,
  firstVersion: { config: AgentConfig; label: string; createdBy: string | null },
): Promise<Agent> {
  const liveMatchesFirst = configsEqual(agentFields.config, firstVersion.config);
  const agent = await manager.save(
    manager.create(Agent, {
      ...agentFields,
      liveVersionNumber: liveMatchesFirst ? 1 : null,
      nextVersionNumber: 2,
    }),
  );
  const version = await manager.save(
    manager.create(AgentConfigVersion, {
      teamId: agent.teamId,
      agentId: agent.id,
      versionNumber: 1,
      state: 'sealed',
      label: firstVersion.label,
      config: firstVersion.config,
      createdBy: firstVersion.createdBy,
      sealedAt: new Date(),
    }),
  );
  await outbox.record(manager, agent.teamId, 'agent.created', {
    agentId: agent.id,
    name: agent.name,
    source: agent.source,
    installedBy: agent.installedBy,
    clonedFromAgentId: agent.clonedFromAgentId ?? null,
  });
  await outbox.record(manager, agent.teamId, 'agent.version.created', {
    agentId: agent.id,
    versionNumber: version.versionNumber,
    state: version.state,
  });
  await outbox.record(manager, agent.teamId, 'agent.version.sealed', {
    agentId: agent.id,
    versionNumber: version.versionNumber,
    live: agent.liveVersionNumber === 1,
  });
  return agent;
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
