import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { RuntimeTupleView } from './agent.view';

@ApiSchema({ name: 'ModelCapabilities' })
export class ModelCapabilitiesView {
  @ApiProperty({ description: 'Tokens the model reads at once' })
  contextWindow: number;

  @ApiProperty()
  maxOutputTokens: number;

  @ApiProperty({ description: 'Tool (function) calling' })
  tools: boolean;

  @ApiProperty({ description: 'Image input' })
  vision: boolean;

  @ApiProperty()
  jsonMode: boolean;

  @ApiProperty()
  streaming: boolean;

  @ApiProperty({ description: 'Accepts a reasoning effort' })
  reasoning: boolean;

  @ApiProperty({ description: 'Accepts a sampling temperature' })
  temperature: boolean;
}

@ApiSchema({ name: 'CatalogModel' })
export class CatalogModelView {
  @ApiProperty({ example: 'anthropic' })
  provider: string;

  @ApiProperty({ example: 'claude-sonnet-4-5' })
  model: string;

  @ApiProperty()
  displayName: string;

  @ApiProperty({ description: 'Deprecated models cannot be newly selected' })
  deprecated: boolean;

  @ApiProperty({ type: ModelCapabilitiesView })
  capabilities: ModelCapabilitiesView;
}

@ApiSchema({ name: 'ProviderDefaults' })
export class ProviderDefaultsView {
  @ApiProperty()
  provider: string;

  @ApiProperty()
  displayName: string;

  @ApiProperty({ type: RuntimeTupleView })
  defaults: RuntimeTupleView;
}

@ApiSchema({ name: 'ModelCatalog' })
export class ModelCatalogView {
  @ApiProperty({ description: 'Version of the catalog file the service ships' })
  catalogVersion: string;

  @ApiProperty({ type: [CatalogModelView] })
  models: CatalogModelView[];

  @ApiProperty({ type: [ProviderDefaultsView], description: 'Per-provider defaults' })
  providerDefaults: ProviderDefaultsView[];

  @ApiProperty({ type: RuntimeTupleView })
  platformDefault: RuntimeTupleView;
}
