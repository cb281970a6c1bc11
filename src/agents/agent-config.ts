/**
 * The configuration an agent runs with. The agent row holds the live copy; every config version
 * holds a full snapshot of the same shape.
 */
export const REASONING_EFFORTS = ['low', 'medium', 'high'] as const;
export type ReasoningEffort = (typeof REASONING_EFFORTS)[number];

/** The runtime tuple: the same block as a team's agent defaults (provider, model, settings). */
export interface RuntimeTuple {
  provider: string;
  model: string;
  temperature?: number;
  maxOutputTokens?: number;
  reasoningEffort?: ReasoningEffort;
}

/** Model capabilities a skill can need; checked against the catalog when the model changes. */
export const SKILL_REQUIREMENTS = ['vision', 'jsonMode', 'reasoning'] as const;
export type SkillRequirement = (typeof SKILL_REQUIREMENTS)[number];

export interface AgentSkill {
  name: string;
  description: string;
  instructions: string;
  enabled: boolean;
  requires: SkillRequirement[];
}

export interface AgentCommand {
  name: string;
  description: string;
}

/** A stage of the onboarding manifest kept in the agent's knowledge base. */
export interface OnboardingStage {
  key: string;
  title: string;
  description: string;
}

export interface AgentConfig {
  runtime: RuntimeTuple;
  instructions: string;
  skills: AgentSkill[];
  commands: AgentCommand[];
  tools: string[];
  /** Names of the secrets the agent reads at run time; values live elsewhere and never here. */
  secretNames: string[];
  onboardingStages: OnboardingStage[];
}

export const CONFIG_FIELDS = [
  'runtime',
  'instructions',
  'skills',
  'commands',
  'tools',
  'secretNames',
  'onboardingStages',
] as const satisfies readonly (keyof AgentConfig)[];

export function emptyConfig(runtime: RuntimeTuple): AgentConfig {
  return {
    runtime,
    instructions: '',
    skills: [],
    commands: [],
    tools: [],
    secretNames: [],
    onboardingStages: [],
  };
}

/** A new config: `base` with every field `patch` carries replaced (never merged deeper). */
export function applyConfigPatch(base: AgentConfig, patch: Partial<AgentConfig>): AgentConfig {
  const next: AgentConfig = structuredClone(base);
  for (const field of CONFIG_FIELDS) {
    if (patch[field] !== undefined) {
      (next as unknown as Record<string, unknown>)[field] = structuredClone(patch[field]);
    }
  }
  return next;
}

/** Runtime tuples compare by value; absent settings equal absent settings only. */
export function sameRuntime(a: RuntimeTuple, b: RuntimeTuple): boolean {
  return (
    a.provider === b.provider &&
    a.model === b.model &&
    a.temperature === b.temperature &&
    a.maxOutputTokens === b.maxOutputTokens &&
    a.reasoningEffort === b.reasoningEffort
  );
}

export function normaliseRuntime(runtime: RuntimeTuple): RuntimeTuple {
  const tuple: RuntimeTuple = { provider: runtime.provider, model: runtime.model };
  if (runtime.temperature !== undefined) tuple.temperature = runtime.temperature;
  if (runtime.maxOutputTokens !== undefined) tuple.maxOutputTokens = runtime.maxOutputTokens;
  if (runtime.reasoningEffort !== undefined) tuple.reasoningEffort = runtime.reasoningEffort;
  return tuple;
}

/** JSON with object keys sorted, so that equal values compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

export function configsEqual(a: AgentConfig, b: AgentConfig): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** The config keys whose value differs (what `agent.updated.changes` lists), in CONFIG_FIELDS order. */
export function changedConfigFields(before: AgentConfig, after: AgentConfig): string[] {
  return CONFIG_FIELDS.filter(
    (field) => canonicalJson(before[field]) !== canonicalJson(after[field]),
  );
}
