import catalogFile from './model-catalog.v1.json';
import { parseModelCatalog } from './model-catalog';
import { configProblems, runtimeProblems, unmetNeeds } from './runtime-gate';
import { emptyConfig } from '../agent-config';

const catalog = parseModelCatalog(catalogFile);
const model = (name: string) => catalog.models.find((entry) => entry.model === name)!;

describe('model catalog file', () => {
  it('parses the shipped catalog: defaults name usable models', () => {
    expect(catalog.models.length).toBeGreaterThan(3);
    expect(catalog.platformDefault.model).toBeTruthy();
  });

  it('refuses a catalog whose platform default is not listed', () => {
    const broken = structuredClone(catalogFile) as { platformDefault: { model: string } };
    broken.platformDefault.model = 'nope';
    expect(() => parseModelCatalog(broken)).toThrow(/platformDefault/);
  });

  it('refuses a model without a context window and repeated models', () => {
    const broken = structuredClone(catalogFile) as {
      models: { capabilities: { contextWindow?: number } }[];
    };
    delete broken.models[0].capabilities.contextWindow;
    broken.models.push(broken.models[1]);
    expect(() => parseModelCatalog(broken)).toThrow(
      /contextWindow.*repeats|repeats.*contextWindow/,
    );
  });
});

describe('runtime gate', () => {
  it('accepts a listed model with settings it supports', () => {
    expect(
      runtimeProblems(catalog, { provider: 'openai', model: 'gpt-4.1', temperature: 0.2 }),
    ).toEqual([]);
  });

  it('names each unsupported setting', () => {
    const problems = runtimeProblems(catalog, {
      provider: 'openai',
      model: 'o4-mini',
      temperature: 1,
      maxOutputTokens: 500_000,
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      'runtime.temperature',
      'runtime.maxOutputTokens',
    ]);
  });

  it('refuses unknown and deprecated models unless the agent already runs them', () => {
    expect(runtimeProblems(catalog, { provider: 'x', model: 'y' })[0]?.field).toBe('runtime.model');
    const deprecated = { provider: 'openai', model: 'gpt-4-turbo' };
    expect(runtimeProblems(catalog, deprecated)).toHaveLength(1);
    expect(runtimeProblems(catalog, deprecated, 'runtime', deprecated)).toEqual([]);
  });

  it('reports the needs a model cannot meet', () => {
    const config = emptyConfig({ provider: 'meta', model: 'llama-3.1-8b-instruct' });
    config.tools = ['web_search'];
    config.skills = [
      { name: 'see', description: '', instructions: '', enabled: true, requires: ['vision'] },
      { name: 'off', description: '', instructions: '', enabled: false, requires: ['reasoning'] },
    ];
    config.instructions = 'x'.repeat(4 * 7000);
    expect(unmetNeeds(config, model('llama-3.1-8b-instruct'))).toEqual([
      'tools_unsupported',
      'vision_unsupported',
      'context_window_too_small',
    ]);
    expect(unmetNeeds(config, model('claude-sonnet-4-5'))).toEqual([]);
    expect(configProblems(catalog, config).map((problem) => problem.code)).toContain(
      'tools_unsupported',
    );
  });
});
