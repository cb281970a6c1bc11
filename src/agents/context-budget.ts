import type { AgentConfig } from './agent-config';
import type { CatalogModel } from './catalog/model-catalog';

/**
 * Token estimates without a provider tokenizer: about four characters per token for prose, plus
 * a flat cost per tool for its schema. Good enough to warn before a context window overflows.
 */
export const CHARS_PER_TOKEN = 4;
export const TOKENS_PER_TOOL_DEFINITION = 150;
/** Room kept for the answer when a tuple does not name maxOutputTokens. */
export const DEFAULT_OUTPUT_RESERVE = 4096;

export interface ContextUsage {
  instructions: number;
  skills: number;
  tools: number;
  total: number;
}

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

export function contextUsage(config: AgentConfig): ContextUsage {
  const instructions = estimateTokens(config.instructions);
  const skills = config.skills
    .filter((skill) => skill.enabled)
    .reduce(
      (sum, skill) =>
        sum + estimateTokens(`${skill.name}\n${skill.description}\n${skill.instructions}`),
      0,
    );
  const tools = config.tools.reduce(
    (sum, tool) => sum + TOKENS_PER_TOOL_DEFINITION + estimateTokens(tool),
    0,
  );
  return { instructions, skills, tools, total: instructions + skills + tools };
}

/** What the answer may use: the tuple's own limit, else the default, never beyond the model's. */
export function outputReserve(maxOutputTokens: number | undefined, model: CatalogModel): number {
  return Math.min(maxOutputTokens ?? DEFAULT_OUTPUT_RESERVE, model.capabilities.maxOutputTokens);
}

export interface ContextBudget {
  contextWindow: number | null;
  outputReserve: number | null;
  usage: ContextUsage;
  remaining: number | null;
  percentUsed: number | null;
  fits: boolean | null;
}

/** `model` undefined: the agent runs a model the catalog no longer lists, so no window is known. */
export function contextBudget(config: AgentConfig, model: CatalogModel | undefined): ContextBudget {
  const usage = contextUsage(config);
  if (!model) {
    return {
      contextWindow: null,
      outputReserve: null,
      usage,
      remaining: null,
      percentUsed: null,
      fits: null,
    };
  }
  const window = model.capabilities.contextWindow;
  const reserve = outputReserve(config.runtime.maxOutputTokens, model);
  const remaining = window - reserve - usage.total;
  return {
    contextWindow: window,
    outputReserve: reserve,
    usage,
    remaining,
    percentUsed: Math.round((usage.total / window) * 10_000) / 100,
    fits: remaining >= 0,
  };
}
