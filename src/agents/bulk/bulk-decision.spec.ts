import { emptyConfig } from '../agent-config';
import { parseModelCatalog } from '../catalog/model-catalog';
import catalogFile from '../catalog/model-catalog.v1.json';
import { blockedItem, decideSwitch, SwitchCandidate } from './bulk-decision';

const catalog = parseModelCatalog(catalogFile);
const model = (name: string) => catalog.models.find((entry) => entry.model === name)!;
const compact = { provider: 'meta', model: 'llama-3.1-8b-instruct' };
const large = { provider: 'openai', model: 'gpt-4.1' };

function candidate(overrides: Partial<SwitchCandidate> = {}): SwitchCandidate {
  return {
    isSystemAgent: false,
    config: emptyConfig({ provider: 'anthropic', model: 'claude-sonnet-4-5' }),
    liveVersions: 1,
    ...overrides,
  };
}

describe('bulk model switch decision', () => {
  it('switches an agent whose needs the target meets', () => {
    expect(decideSwitch(candidate(), large, model('gpt-4.1'))).toBeUndefined();
  });

  it('blocks system agents', () => {
    expect(decideSwitch(candidate({ isSystemAgent: true }), large, model('gpt-4.1'))).toBe(
      'system_agent',
    );
  });

  it('blocks an agent already on the target tuple, but not one that differs in a setting', () => {
    const onTarget = candidate({ config: emptyConfig({ ...large }) });
    expect(decideSwitch(onTarget, large, model('gpt-4.1'))).toBe('already_on_target');
    expect(
      decideSwitch(onTarget, { ...large, temperature: 0.1 }, model('gpt-4.1')),
    ).toBeUndefined();
  });

  it('blocks a model without tool calling for an agent with tools', () => {
    const withTools = candidate();
    withTools.config.tools = ['web_search'];
    expect(decideSwitch(withTools, compact, model('llama-3.1-8b-instruct'))).toBe(
      'tools_unsupported',
    );
  });

  it('blocks a model without a capability an enabled skill requires', () => {
    const seeing = candidate();
    seeing.config.skills = [
      {
        name: 'read-charts',
        description: '',
        instructions: '',
        enabled: true,
        requires: ['vision'],
      },
    ];
    expect(decideSwitch(seeing, compact, model('llama-3.1-8b-instruct'))).toBe(
      'vision_unsupported',
    );
    seeing.config.skills[0].enabled = false;
    expect(decideSwitch(seeing, compact, model('llama-3.1-8b-instruct'))).toBeUndefined();
    seeing.config.skills[0].enabled = true;
    seeing.config.skills[0].requires = ['reasoning'];
    expect(decideSwitch(seeing, compact, model('llama-3.1-8b-instruct'))).toBe(
      'reasoning_unsupported',
    );
    seeing.config.skills[0].requires = ['jsonMode'];
    expect(decideSwitch(seeing, compact, model('llama-3.1-8b-instruct'))).toBe(
      'json_mode_unsupported',
    );
  });

  it('blocks when the agent does not fit the target context window', () => {
    const verbose = candidate();
    verbose.config.instructions = 'x'.repeat(40_000);
    expect(decideSwitch(verbose, compact, model('llama-3.1-8b-instruct'))).toBe(
      'context_window_too_small',
    );
  });

  it('blocks when no snapshot version can be taken', () => {
    expect(decideSwitch(candidate({ liveVersions: 50 }), large, model('gpt-4.1'))).toBe(
      'version_limit_reached',
    );
    expect(decideSwitch(candidate({ liveVersions: 49 }), large, model('gpt-4.1'))).toBeUndefined();
  });

  it('reports a block as ACTION_PRECONDITION_UNMET with the reason in detail', () => {
    expect(blockedItem('a1', 'not_installer')).toEqual({
      agentId: 'a1',
      code: 'ACTION_PRECONDITION_UNMET',
      detail: { reason: 'not_installer', message: expect.any(String) },
    });
  });
});
