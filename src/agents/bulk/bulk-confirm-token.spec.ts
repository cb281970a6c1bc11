import { randomBytes } from 'node:crypto';
import type { HmacKeyringService } from '../../keys/hmac-keyring.service';
import { BulkBinding, BulkConfirmTokens, CONFIRM_TOKEN_TTL_SECONDS } from './bulk-confirm-token';

const key = { kid: 'k1', secret: randomBytes(32) };
const keyring = {
  current: async () => key,
  find: async (_purpose: string, kid: string) => (kid === key.kid ? key : undefined),
} as unknown as HmacKeyringService;
const tokens = new BulkConfirmTokens(keyring);

const binding: BulkBinding = {
  teamId: 'team-1',
  action: 'switch_model',
  target: { provider: 'openai', model: 'gpt-4.1' },
  agentIds: ['b', 'a'],
};

describe('bulk confirm token', () => {
  it('verifies for the same team, action, target and agent set in any order', async () => {
    const { token, expiresAt } = await tokens.mint(binding, 1_000_000);
    expect(expiresAt.getTime()).toBe((1000 + CONFIRM_TOKEN_TTL_SECONDS) * 1000);
    await expect(
      tokens.verify(token, { ...binding, agentIds: ['a', 'b'] }, 1_000_000),
    ).resolves.toBeUndefined();
  });

  it('carries no identifier in the clear', async () => {
    const { token } = await tokens.mint(binding);
    const payload = Buffer.from(token.split('.')[1], 'base64url').toString();
    expect(payload).not.toContain('team-1');
    expect(payload).not.toContain('gpt-4.1');
  });

  it('refuses a token for another action, target or team as invalid (400)', async () => {
    const { token } = await tokens.mint(binding);
    for (const other of [
      { ...binding, action: 'other' },
      { ...binding, target: { provider: 'openai', model: 'gpt-4.1-mini' } },
      { ...binding, teamId: 'team-2' },
    ]) {
      await expect(tokens.verify(token, other)).rejects.toMatchObject({
        status: 400,
        code: 'BULK_CONFIRM_TOKEN_INVALID',
      });
    }
  });

  it('refuses a forged, garbled or unknown-key token as invalid (400)', async () => {
    const { token } = await tokens.mint(binding);
    const [head, payload] = token.split('.');
    for (const bad of [
      `${head}.${payload}.${randomBytes(32).toString('base64url')}`,
      'bct_k1.e30.AAAA',
      token.replace('bct_k1', 'bct_k2'),
      'nonsense',
    ]) {
      await expect(tokens.verify(bad, binding)).rejects.toMatchObject({
        code: 'BULK_CONFIRM_TOKEN_INVALID',
      });
    }
  });

  it('refuses an expired token with 409 and a changed agent set with 409', async () => {
    const { token } = await tokens.mint(binding, 0);
    await expect(
      tokens.verify(token, binding, (CONFIRM_TOKEN_TTL_SECONDS + 1) * 1000),
    ).rejects.toMatchObject({ status: 409, code: 'BULK_CONFIRMATION_EXPIRED' });
    await expect(tokens.verify(token, { ...binding, agentIds: ['a'] }, 0)).rejects.toMatchObject({
      status: 409,
      code: 'BULK_SELECTION_CHANGED',
    });
  });
});
