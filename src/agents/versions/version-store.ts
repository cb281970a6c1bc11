import type { EntityManager } from 'typeorm';
import type { OutboxService } from '../../events/outbox.service';
import type { AgentConfig } from '../agent-config';
import { toConfigView } from '../agent.mapper';
import type { VersionViewRow } from '../agents.queries';
import type { ResourceVersionView } from '../dto/agent-version.dto';
import { Agent } from '../entities/agent.entity';
import { AgentConfigVersion, VersionState } from '../entities/agent-config-version.entity';
import { assertCanCreateVersion } from './version-rules';

export function countLiveVersions(manager: EntityManager, agent: Agent): Promise<number> {
  return manager.count(AgentConfigVersion, { where: { agentId: agent.id, teamId: agent.teamId } });
}

/**
 * Adds a version under the agent's row lock (the caller holds it): checks the 50-version limit,
 * takes the next number (never reused) and records `agent.version.created`.
 */
export async function addVersion(
  manager: EntityManager,
  outbox: OutboxService,
  agent: Agent,
  input: {
    config: AgentConfig;
    state: VersionState;
    label: string | null;
    createdBy: string | null;
  },
): Promise<AgentConfigVersion> {
  assertCanCreateVersion(await countLiveVersions(manager, agent));
  const versionNumber = agent.nextVersionNumber;
  await manager.update(
    Agent,
    { id: agent.id, teamId: agent.teamId },
    { nextVersionNumber: versionNumber + 1 },
  );
  agent.nextVersionNumber = versionNumber + 1;
  const version = await manager.save(
    manager.create(AgentConfigVersion, {
      teamId: agent.teamId,
      agentId: agent.id,
      versionNumber,
      state: input.state,
      label: input.label,
      config: input.config,
      createdBy: input.createdBy,
      sealedAt: input.state === 'sealed' ? new Date() : null,
    }),
  );
  await outbox.record(manager, agent.teamId, 'agent.version.created', {
    agentId: agent.id,
    versionNumber,
    state: version.state,
  });
  return version;
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
