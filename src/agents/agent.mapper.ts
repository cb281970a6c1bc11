import type { AgentConfig, RuntimeTuple } from './agent-config';
import { normaliseRuntime } from './agent-config';
import type { AgentConfigView, AgentListItemView, AgentView } from './dto/agent.view';
import type { Agent } from './entities/agent.entity';
import type { ListedAgent } from './agents.queries';

/** Explicit mapping: team ids, author/listing team ids and counters never leave by accident. */
export function toAgentListItemView(agent: ListedAgent): AgentListItemView {
  return {
    agentId: agent.id,
    name: agent.name,
    description: agent.description,
    avatarUrl: agent.avatarUrl,
    avatarColor: agent.avatarColor,
    avatarEmoji: agent.avatarEmoji,
    isSystemAgent: agent.isSystemAgent,
    source: agent.source,
    status: agent.status,
    installedBy: agent.installedBy,
    listingId: agent.listingId,
    clonedFromAgentId: agent.clonedFromAgentId,
    runtime: runtimeView(agent.config.runtime),
    liveVersionNumber: agent.liveVersionNumber,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
    archivedAt: agent.archivedAt?.toISOString() ?? null,
  };
}

export function toAgentView(agent: Agent): AgentView {
  const config = toConfigView(agent.config);
  // Not `{ ...item, instructions, … }`: a literal that opens with a spread costs Node 20 about
  // 1 µs a further property (docs/decisions.md, "No literal opens with a spread on a hot path").
  return Object.assign(toAgentListItemView(agent), {
    instructions: config.instructions,
    skills: config.skills,
    commands: config.commands,
    tools: config.tools,
    secretNames: config.secretNames,
    onboardingStages: config.onboardingStages,
  });
}

export function toConfigView(config: AgentConfig): AgentConfigView {
  return {
    runtime: runtimeView(config.runtime),
    instructions: config.instructions,
    skills: config.skills.map((skill) => ({
      name: skill.name,
      description: skill.description,
      instructions: skill.instructions,
      enabled: skill.enabled,
      requires: [...skill.requires],
    })),
    commands: config.commands.map((command) => ({
      name: command.name,
      description: command.description,
    })),
    tools: [...config.tools],
    secretNames: [...config.secretNames],
    onboardingStages: config.onboardingStages.map((stage) => ({
      key: stage.key,
      title: stage.title,
      description: stage.description,
    })),
  };
}

function runtimeView(runtime: RuntimeTuple) {
  return normaliseRuntime(runtime);
}
