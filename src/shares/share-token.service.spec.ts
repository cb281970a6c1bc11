import { randomBytes, randomUUID } from 'node:crypto';
import type { HmacKeyringService, KeyringKey } from '../keys/hmac-keyring.service';
import { KeyUnavailableError } from '../keys/key-errors';
import { ShareTokenService } from './share-token.service';

class FakeKeyring {
  keys: KeyringKey[] = [{ kid: 'k1', secret: randomBytes(32) }];
  unreadable = false;

  async current(): Promise<KeyringKey> {
    return this.keys[0];
  }

  async find(_purpose: string, kid: string): Promise<KeyringKey | undefined> {
    const key = this.keys.find((candidate) => candidate.kid === kid);
    if (key && this.unreadable) throw new KeyUnavailableError('share key');
    return key;
  }
}

describe('ShareTokenService', () => {
  const keyring = new FakeKeyring();
  const tokens = new ShareTokenService(keyring as unknown as HmacKeyringService);
  const shareId = randomUUID();

  it('round-trips the share id and nothing else', async () => {
    const token = await tokens.issue('media', shareId);
    expect(token).toMatch(/^shm_k1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await tokens.verify('media', token)).toBe(shareId);
    expect(Buffer.from(token.split('.')[1], 'base64url')).toHaveLength(17);
  });

  it('keeps media and knowledge tokens apart', async () => {
    const media = await tokens.issue('media', shareId);
    expect(await tokens.verify('knowledge', media)).toBeUndefined();
    expect(await tokens.verify('knowledge', media.replace(/^shm_/, 'shk_'))).toBeUndefined();
  });

  it('refuses tampered payloads, MACs, unknown kids and junk', async () => {
    const token = await tokens.issue('media', shareId);
    const [head, payload, mac] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from([1, ...randomBytes(16)]).toString('base64url');
    for (const bad of [
      `${head}.${otherPayload}.${mac}`,
      `${head}.${payload}.${mac.slice(0, -2)}`,
      `shm_k9.${payload}.${mac}`,
      'shm_',
      '',
      `${token}.extra`,
      'x'.repeat(1000),
    ]) {
      expect(await tokens.verify('media', bad)).toBeUndefined();
    }
  });

  it('accepts only the issued spelling, not one with other spare bits in a last character', async () => {
    const token = await tokens.issue('media', shareId);
    const [head, payload, mac] = token.split('.') as [string, string, string];
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // Flip the lowest bit of the last character: for 17 and 32 bytes it is a spare bit.
    const respell = (part: string) =>
      part.slice(0, -1) + ALPHABET[ALPHABET.indexOf(part[part.length - 1]) ^ 1];
    const payloadTwin = `${head}.${respell(payload)}.${mac}`;
    const macTwin = `${head}.${payload}.${respell(mac)}`;
    expect(Buffer.from(respell(payload), 'base64url')).toEqual(Buffer.from(payload, 'base64url'));
    expect(Buffer.from(respell(mac), 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    expect(await tokens.verify('media', payloadTwin)).toBeUndefined();
    expect(await tokens.verify('media', macTwin)).toBeUndefined();
    expect(await tokens.verify('media', token)).toBe(shareId);
  });

  it('still verifies tokens of an older key after a rotation', async () => {
    const old = await tokens.issue('knowledge', shareId);
    keyring.keys.unshift({ kid: 'k2', secret: randomBytes(32) });
    const fresh = await tokens.issue('knowledge', shareId);
    expect(fresh.startsWith('shk_k2.')).toBe(true);
    expect(await tokens.verify('knowledge', old)).toBe(shareId);
    expect(await tokens.verify('knowledge', fresh)).toBe(shareId);
  });

  it('lets an unreadable key surface as a fault, not as an invalid token', async () => {
    const token = await tokens.issue('media', shareId);
    keyring.unreadable = true;
    await expect(tokens.verify('media', token)).rejects.toBeInstanceOf(KeyUnavailableError);
    keyring.unreadable = false;
  });
});
