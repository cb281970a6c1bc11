import type { ErrorDetail } from '../../common/errors/domain-error';
import type { AgentConfig, RuntimeTuple, SkillRequirement } from '../agent-config';
import { contextBudget } from '../context-budget';
import type { CatalogModel, ModelCatalog } from './model-catalog';

export function findModel(
  catalog: ModelCatalog,
  provider: string,
  model: string,
): CatalogModel | undefined {
  return catalog.models.find((entry) => entry.provider === provider && entry.model === model);
}

/**
 * Why a runtime tuple cannot be written: the model must be listed and not deprecated, and every
 * setting must be one the model accepts. `field` is prefixed so the caller's body path shows.
 * `current` is the model the agent already runs: keeping it is allowed even after the catalog
 * deprecated or dropped it, so an older agent stays editable.
 */
export function runtimeProblems(
  catalog: ModelCatalog,
  tuple: RuntimeTuple,
  field = 'runtime',
  current?: RuntimeTuple,
): ErrorDetail[] {
  const kept = current?.provider === tuple.provider && current.model === tuple.model;
  const model = findModel(catalog, tuple.provider, tuple.model);
  if (!model) {
    if (kept) return [];
    return [
      {
        field: `${field}.model`,
        message: `${tuple.provider}/${tuple.model} is not in the model catalog`,
        code: 'invalid_enum_value',
      },
    ];
  }
  const problems: ErrorDetail[] = [];
  if (model.deprecated && !kept) {
    problems.push({
      field: `${field}.model`,
      message: `${tuple.provider}/${tuple.model} is deprecated and cannot be selected`,
      code: 'invalid_enum_value',
    });
  }
  if (tuple.temperature !== undefined && !model.capabilities.temperature) {
    problems.push({
      field: `${field}.temperature`,
      message: `${tuple.model} does not accept a temperature`,
      code: 'custom',
    });
  }
  if (
    tuple.maxOutputTokens !== undefined &&
    tuple.maxOutputTokens > model.capabilities.maxOutputTokens
  ) {
    problems.push({
      field: `${field}.maxOutputTokens`,
      message: `${tuple.model} produces at most ${model.capabilities.maxOutputTokens} output tokens`,
      code: 'too_big',
    });
  }
  if (tuple.reasoningEffort !== undefined && !model.capabilities.reasoning) {
    problems.push({
      field: `${field}.reasoningEffort`,
      message: `${tuple.model} has no reasoning effort setting`,
      code: 'custom',
    });
  }
  return problems;
}

/** Stable reasons (bulk `detail.reason`) for a config whose needs a model cannot meet. */
export const UNMET_NEED_REASONS = [
  'tools_unsupported',
  'vision_unsupported',
  'json_mode_unsupported',
  'reasoning_unsupported',
  'context_window_too_small',
] as const;
export type UnmetNeedReason = (typeof UNMET_NEED_REASONS)[number];

const REASON_BY_REQUIREMENT: Record<SkillRequirement, UnmetNeedReason> = {
  vision: 'vision_unsupported',
  jsonMode: 'json_mode_unsupported',
  reasoning: 'reasoning_unsupported',
};

/**
 * What the agent needs from its model: tool calling when it has tools, each capability an
 * enabled skill requires, and a context window that holds its instructions, skills and tools
 * with room left for the answer.
 */
export function unmetNeeds(config: AgentConfig, model: CatalogModel): UnmetNeedReason[] {
  const reasons: UnmetNeedReason[] = [];
  if (config.tools.length > 0 && !model.capabilities.tools) reasons.push('tools_unsupported');
  const required = new Set(
    config.skills.filter((skill) => skill.enabled).flatMap((skill) => skill.requires),
  );
  for (const requirement of required) {
    if (!model.capabilities[requirement]) reasons.push(REASON_BY_REQUIREMENT[requirement]);
  }
  if (contextBudget(config, model).fits === false) reasons.push('context_window_too_small');
  return reasons;
}

const NEED_MESSAGES: Record<UnmetNeedReason, string> = {
  tools_unsupported: 'the agent has tools but the model has no tool calling',
  vision_unsupported: 'an enabled skill needs vision, which the model lacks',
  json_mode_unsupported: 'an enabled skill needs JSON mode, which the model lacks',
  reasoning_unsupported: 'an enabled skill needs reasoning, which the model lacks',
  context_window_too_small:
    'instructions, skills and tools do not fit the context window with room for the answer',
};

/** Validation details for a config written directly (create, update, versions). */
export function configProblems(
  catalog: ModelCatalog,
  config: AgentConfig,
  current?: RuntimeTuple,
): ErrorDetail[] {
  const runtime = runtimeProblems(catalog, config.runtime, 'runtime', current);
  if (runtime.length > 0) return runtime;
  const model = findModel(catalog, config.runtime.provider, config.runtime.model);
  if (!model) return [];
  return unmetNeeds(config, model).map((reason) => ({
    field: 'runtime.model',
    message: `${config.runtime.model}: ${NEED_MESSAGES[reason]}`,
    code: reason,
  }));
}
