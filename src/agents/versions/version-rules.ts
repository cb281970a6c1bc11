import { ValidationFailedError } from '../../common/errors/domain-error';
import {
  VersionLastRemainingError,
  VersionLimitExceededError,
  VersionSealedError,
} from '../agents.errors';
import { pruneToConfig } from '../agent-writes';
import type { Agent } from '../entities/agent.entity';
import type { AgentConfigVersion } from '../entities/agent-config-version.entity';

/** platform.md, Values: 50 live versions per agent; the 51st create is refused. */
export const MAX_LIVE_VERSIONS = 50;

export const MAX_VERSION_NUMBER = 2_147_483_647;

/** Path parameter `versionNumber`: a positive integer written in plain decimal digits. */
export function parseVersionNumber(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_VERSION_NUMBER) {
    throw ValidationFailedError.forField(
      'versionNumber',
      'versionNumber must be a positive integer',
      'invalid_type',
    );
  }
  return Number(raw);
}

export function assertCanCreateVersion(liveVersions: number): void {
  if (liveVersions >= MAX_LIVE_VERSIONS) throw new VersionLimitExceededError(MAX_LIVE_VERSIONS);
}

/** Only an open draft can be edited; a sealed version is immutable. */
export function assertEditable(version: Pick<AgentConfigVersion, 'state'>): void {
  if (version.state === 'sealed') throw new VersionSealedError();
}

export function assertDeletable(liveVersions: number): void {
  if (liveVersions <= 1) throw new VersionLastRemainingError();
}

/**
 * Seals a version and makes its config the agent's live config. Sealing a version that is
 * already sealed re-applies its config: that is how a snapshot (for example the one a bulk
 * switch takes) is restored. Returns whether the version was sealed by this call.
 */
export function sealVersion(agent: Agent, version: AgentConfigVersion, now: Date): boolean {
  const newlySealed = version.state === 'draft';
  if (newlySealed) {
    version.state = 'sealed';
    version.sealedAt = now;
  }
  agent.config = structuredClone(version.config);
  agent.liveVersionNumber = version.versionNumber;
  pruneToConfig(agent);
  return newlySealed;
}
