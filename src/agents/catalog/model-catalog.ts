import type { RuntimeTuple } from '../agent-config';

export interface ModelCapabilities {
  contextWindow: number;
  maxOutputTokens: number;
  tools: boolean;
  vision: boolean;
  jsonMode: boolean;
  streaming: boolean;
  reasoning: boolean;
  /** Whether the model accepts a sampling temperature (reasoning models often do not). */
  temperature: boolean;
}

export interface CatalogModel {
  provider: string;
  model: string;
  displayName: string;
  deprecated: boolean;
  capabilities: ModelCapabilities;
}

export interface CatalogProvider {
  provider: string;
  displayName: string;
  defaults: Omit<RuntimeTuple, 'provider'>;
}

export interface ModelCatalog {
  catalogVersion: string;
  platformDefault: RuntimeTuple;
  providers: CatalogProvider[];
  models: CatalogModel[];
}

const CAPABILITY_FLAGS = [
  'tools',
  'vision',
  'jsonMode',
  'streaming',
  'reasoning',
  'temperature',
] as const;

/**
 * Checks the shape and the cross-references of a catalog file (every default names a listed,
 * usable model). The service refuses to start on a broken catalog rather than serve it.
 */
export function parseModelCatalog(raw: unknown): ModelCatalog {
  const problems: string[] = [];
  const catalog = raw as Partial<ModelCatalog> | null;
  if (!catalog || typeof catalog !== 'object') throw new Error('model catalog is not an object');
  if (typeof catalog.catalogVersion !== 'string' || !catalog.catalogVersion)
    problems.push('catalogVersion must be a non-empty string');
  const models = Array.isArray(catalog.models) ? catalog.models : [];
  if (models.length === 0) problems.push('models[] must list at least one model');
  const seen = new Set<string>();
  for (const [index, model] of models.entries()) {
    const where = `models[${index}]`;
    if (typeof model?.provider !== 'string' || typeof model.model !== 'string') {
      problems.push(`${where} needs provider and model strings`);
      continue;
    }
    const key = `${model.provider}/${model.model}`;
    if (seen.has(key)) problems.push(`${where} repeats ${key}`);
    seen.add(key);
    const capabilities = model.capabilities as Partial<ModelCapabilities> | undefined;
    if (!isPositiveInteger(capabilities?.contextWindow))
      problems.push(`${where}.capabilities.contextWindow must be a positive integer`);
    if (!isPositiveInteger(capabilities?.maxOutputTokens))
      problems.push(`${where}.capabilities.maxOutputTokens must be a positive integer`);
    for (const flag of CAPABILITY_FLAGS) {
      if (typeof capabilities?.[flag] !== 'boolean')
        problems.push(`${where}.capabilities.${flag} must be a boolean`);
    }
    if (typeof model.deprecated !== 'boolean') problems.push(`${where}.deprecated must be boolean`);
  }
  const usable = (provider: string | undefined, model: string | undefined) =>
    models.some(
      (entry) => entry?.provider === provider && entry.model === model && !entry.deprecated,
    );
  const providers = Array.isArray(catalog.providers) ? catalog.providers : [];
  for (const provider of providers) {
    if (!usable(provider?.provider, provider?.defaults?.model))
      problems.push(`the default of provider ${String(provider?.provider)} is not a usable model`);
  }
  for (const model of models) {
    if (!providers.some((provider) => provider?.provider === model?.provider))
      problems.push(`provider ${String(model?.provider)} has no defaults entry`);
  }
  if (!usable(catalog.platformDefault?.provider, catalog.platformDefault?.model))
    problems.push('platformDefault is not a usable model');
  if (problems.length > 0) throw new Error(`invalid model catalog: ${problems.join('; ')}`);
  return catalog as ModelCatalog;
}

function isPositiveInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
