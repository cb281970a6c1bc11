import { sameRuntime, type AgentConfig, type RuntimeTuple } from '../agent-config';
import type { CatalogModel } from '../catalog/model-catalog';
import { unmetNeeds, type UnmetNeedReason } from '../catalog/runtime-gate';
import { MAX_LIVE_VERSIONS } from '../versions/version-rules';
import { BULK_BLOCKED_CODE } from '../agents.errors';

/** The stable `detail.reason` values of a blocked bulk item. */
export type BulkBlockReason =
  | 'agent_not_found'
  | 'not_installer'
  | 'system_agent'
  | 'already_on_target'
  | UnmetNeedReason
  | 'version_limit_reached'
  | 'write_failed';

export const BLOCK_MESSAGES: Record<BulkBlockReason, string> = {
  agent_not_found: 'No installed agent of this team with this id is visible to the caller',
  not_installer: 'Members can switch only the agents they installed',
  system_agent: 'System agents are managed by the platform',
  already_on_target: 'The agent already runs the target runtime',
  tools_unsupported: 'The agent has tools but the target model has no tool calling',
  vision_unsupported: 'An enabled skill needs vision, which the target model lacks',
  json_mode_unsupported: 'An enabled skill needs JSON mode, which the target model lacks',
  reasoning_unsupported: 'An enabled skill needs reasoning, which the target model lacks',
  context_window_too_small:
    "The agent's instructions, skills and tools do not fit the target model's context window",
  version_limit_reached: `The agent has ${MAX_LIVE_VERSIONS} versions, so no restorable snapshot can be taken`,
  write_failed: 'The switch of this agent failed and was rolled back; it can be retried',
};

export interface BulkBlockedItem {
  agentId: string;
  code: typeof BULK_BLOCKED_CODE;
  detail: { reason: BulkBlockReason; message: string };
}

export function blockedItem(agentId: string, reason: BulkBlockReason): BulkBlockedItem {
  return {
    agentId,
    code: BULK_BLOCKED_CODE,
    detail: { reason, message: BLOCK_MESSAGES[reason] },
  };
}

export interface SwitchCandidate {
  isSystemAgent: boolean;
  config: AgentConfig;
  liveVersions: number;
}

/**
 * Decides one agent of a model switch, first reason wins: platform-managed agents never move, a
 * switch to the current tuple changes nothing, the target model must meet the agent's needs,
 * and there must be room for the restorable snapshot version.
 */
export function decideSwitch(
  candidate: SwitchCandidate,
  target: RuntimeTuple,
  targetModel: CatalogModel,
): BulkBlockReason | undefined {
  if (candidate.isSystemAgent) return 'system_agent';
  if (sameRuntime(candidate.config.runtime, target)) return 'already_on_target';
  const switched: AgentConfig = { ...candidate.config, runtime: target };
  const [unmet] = unmetNeeds(switched, targetModel);
  if (unmet) return unmet;
  if (candidate.liveVersions >= MAX_LIVE_VERSIONS) return 'version_limit_reached';
  return undefined;
}
