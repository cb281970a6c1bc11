import { emptyConfig } from '../agent-config';
import type { Agent } from '../entities/agent.entity';
import type { AgentConfigVersion } from '../entities/agent-config-version.entity';
import {
  assertCanCreateVersion,
  assertDeletable,
  assertEditable,
  MAX_LIVE_VERSIONS,
  parseVersionNumber,
  sealVersion,
} from './version-rules';

const runtime = { provider: 'openai', model: 'gpt-4.1' };

function agentWith(tools: string[]): Agent {
  return {
    config: { ...emptyConfig(runtime), tools },
    liveVersionNumber: null,
    toolAccessOverrides: { web: 'deny', files: 'ask' },
    treeAccess: { nodeEnabled: true, childAccess: {}, commandAccess: { old: false } },
  } as unknown as Agent;
}

function draft(versionNumber: number, tools: string[]): AgentConfigVersion {
  return {
    versionNumber,
    state: 'draft',
    sealedAt: null,
    config: { ...emptyConfig(runtime), tools, instructions: `v${versionNumber}` },
  } as unknown as AgentConfigVersion;
}

describe('config version rules', () => {
  it('accepts only positive integers as version numbers', () => {
    expect(parseVersionNumber('1')).toBe(1);
    expect(parseVersionNumber('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '01', '1e3', '', '99999999999', ' 1']) {
      expect(() => parseVersionNumber(bad)).toThrow(
        expect.objectContaining({ status: 400, code: 'VALIDATION_ERROR' }),
      );
    }
  });

  it('allows 50 live versions and refuses the 51st', () => {
    expect(() => assertCanCreateVersion(MAX_LIVE_VERSIONS - 1)).not.toThrow();
    expect(() => assertCanCreateVersion(MAX_LIVE_VERSIONS)).toThrow(
      expect.objectContaining({ status: 400, code: 'VERSION_LIMIT_EXCEEDED' }),
    );
  });

  it('edits only open drafts', () => {
    expect(() => assertEditable({ state: 'draft' })).not.toThrow();
    expect(() => assertEditable({ state: 'sealed' })).toThrow(
      expect.objectContaining({ status: 409, code: 'VERSION_SEALED' }),
    );
  });

  it('never deletes the last remaining version', () => {
    expect(() => assertDeletable(2)).not.toThrow();
    expect(() => assertDeletable(1)).toThrow(
      expect.objectContaining({ status: 409, code: 'VERSION_LAST_REMAINING' }),
    );
  });

  it('sealing a draft freezes it and makes its config live, pruning stale overrides', () => {
    const agent = agentWith(['web', 'files']);
    const version = draft(3, ['web']);
    const now = new Date('2025-01-01T00:00:00Z');
    expect(sealVersion(agent, version, now)).toBe(true);
    expect(version).toMatchObject({ state: 'sealed', sealedAt: now });
    expect(agent.config.instructions).toBe('v3');
    expect(agent.liveVersionNumber).toBe(3);
    expect(agent.toolAccessOverrides).toEqual({ web: 'deny' });
    expect(agent.treeAccess.commandAccess).toEqual({});
    version.config.instructions = 'changed later';
    expect(agent.config.instructions).toBe('v3');
  });

  it('sealing a sealed version re-applies it without re-sealing', () => {
    const agent = agentWith([]);
    const version = draft(2, []);
    const sealedAt = new Date('2024-06-01T00:00:00Z');
    Object.assign(version, { state: 'sealed', sealedAt });
    expect(sealVersion(agent, version, new Date())).toBe(false);
    expect(version.sealedAt).toBe(sealedAt);
    expect(agent.liveVersionNumber).toBe(2);
  });
});
