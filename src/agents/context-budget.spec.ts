import { emptyConfig } from './agent-config';
import { parseModelCatalog } from './catalog/model-catalog';
import catalogFile from './catalog/model-catalog.v1.json';
import { contextBudget, contextUsage, TOKENS_PER_TOOL_DEFINITION } from './context-budget';

const catalog = parseModelCatalog(catalogFile);

describe('context budget', () => {
  const config = emptyConfig({ provider: 'meta', model: 'llama-3.1-8b-instruct' });
  config.instructions = 'a'.repeat(400);
  config.tools = ['abcd'];
  config.skills = [
    { name: 'ab', description: 'cd', instructions: 'ef', enabled: true, requires: [] },
    { name: 'off', description: 'x'.repeat(4000), instructions: '', enabled: false, requires: [] },
  ];

  it('counts instructions, enabled skills and tools', () => {
    expect(contextUsage(config)).toEqual({
      instructions: 100,
      skills: 2,
      tools: TOKENS_PER_TOOL_DEFINITION + 1,
      total: 100 + 2 + TOKENS_PER_TOOL_DEFINITION + 1,
    });
  });

  it("measures against the model's window with room for the answer", () => {
    const model = catalog.models.find((entry) => entry.model === 'llama-3.1-8b-instruct');
    const budget = contextBudget(config, model);
    expect(budget.contextWindow).toBe(8192);
    expect(budget.outputReserve).toBe(2048);
    expect(budget.remaining).toBe(8192 - 2048 - budget.usage.total);
    expect(budget.fits).toBe(true);
  });

  it('has no window for a model the catalog no longer lists', () => {
    expect(contextBudget(config, undefined)).toMatchObject({ contextWindow: null, fits: null });
  });
});
