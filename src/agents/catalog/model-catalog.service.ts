import { Injectable } from '@nestjs/common';
import type { RuntimeTuple } from '../agent-config';
import catalogFile from './model-catalog.v1.json';
import { CatalogModel, ModelCatalog, parseModelCatalog } from './model-catalog';
import { findModel } from './runtime-gate';
import type { ModelCatalogView } from '../dto/model-catalog.view';

/**
 * The model catalog shipped with the service (`model-catalog.v1.json`, versioned in the repo and
 * compiled into dist/ by the JSON import). Parsed once at start-up; a broken file stops the boot.
 */
@Injectable()
export class ModelCatalogService {
  readonly catalog: ModelCatalog = parseModelCatalog(catalogFile);
  /** The catalog never changes while the process runs: its response is built once. */
  readonly view: ModelCatalogView = deepFreeze(toModelCatalogView(this.catalog));
  /** The view as the bytes `GET /v1/agents/models` answers. */
  readonly viewBytes: Buffer = Buffer.from(JSON.stringify(this.view));

  model(provider: string, model: string): CatalogModel | undefined {
    return findModel(this.catalog, provider, model);
  }

  /** The runtime a new agent gets when its creator names none. */
  platformDefault(): RuntimeTuple {
    return { ...this.catalog.platformDefault };
  }

  /** A provider's defaults completed into a full tuple, for a runtime that names only a provider. */
  providerDefault(provider: string): RuntimeTuple | undefined {
    const entry = this.catalog.providers.find((candidate) => candidate.provider === provider);
    return entry ? { provider, ...entry.defaults } : undefined;
  }
}

export function toModelCatalogView(catalog: ModelCatalog): ModelCatalogView {
  return {
    catalogVersion: catalog.catalogVersion,
    models: catalog.models.map((model) => ({
      provider: model.provider,
      model: model.model,
      displayName: model.displayName,
      deprecated: model.deprecated,
      capabilities: { ...model.capabilities },
    })),
    providerDefaults: catalog.providers.map((provider) => ({
      provider: provider.provider,
      displayName: provider.displayName,
      defaults: { provider: provider.provider, ...provider.defaults },
    })),
    platformDefault: { ...catalog.platformDefault },
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}
