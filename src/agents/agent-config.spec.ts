import { applyConfigPatch, changedConfigFields, emptyConfig } from './agent-config';

describe('changedConfigFields', () => {
  const base = { ...emptyConfig({ provider: 'anthropic', model: 'm1' }), tools: ['web', 'mail'] };

  it('lists only the keys whose value changed, not every key of the patch', () => {
    const next = applyConfigPatch(base, { tools: ['web', 'mail'], instructions: 'New' });
    expect(changedConfigFields(base, next)).toEqual(['instructions']);
  });

  it('compares by value, whatever the key order of nested objects', () => {
    const next = applyConfigPatch(base, { runtime: { model: 'm1', provider: 'anthropic' } });
    expect(changedConfigFields(base, next)).toEqual([]);
  });
});
