import { randomBytes, randomUUID } from 'node:crypto';
import type { HmacKeyringService, KeyringKey } from '../../keys/hmac-keyring.service';
import { signToken } from '../../keys/signed-token';
import { hasPortalTokenShape, PortalLinkTokensService } from './portal-link-tokens.service';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('PortalLinkTokensService', () => {
  const portalKey: KeyringKey = { kid: 'p1', secret: randomBytes(32) };
  const shareKey: KeyringKey = { kid: 's1', secret: randomBytes(32) };
  const purposes: Record<string, KeyringKey> = { portal: portalKey, share: shareKey };
  const keyring = {
    current: async (purpose: string) => purposes[purpose],
    find: async (purpose: string, kid: string) =>
      purposes[purpose]?.kid === kid ? purposes[purpose] : undefined,
  };
  const tokens = new PortalLinkTokensService(keyring as unknown as HmacKeyringService);
  const linkId = randomUUID();

  it('round-trips the link id, signed under the portal key', async () => {
    const token = await tokens.issue(linkId);
    expect(token).toMatch(/^whp_p1\.[\w-]+\.[\w-]+$/);
    expect(hasPortalTokenShape(token)).toBe(true);
    expect(await tokens.verify(token)).toBe(linkId);
  });

  it('refuses an altered payload or MAC, another spelling, another key or prefix, and junk', async () => {
    const token = await tokens.issue(linkId);
    const [head, payload, mac] = token.split('.') as [string, string, string];
    const last = BASE64URL.indexOf(mac.at(-1)!);
    const respelt = `${head}.${payload}.${mac.slice(0, -1)}${BASE64URL[last ^ 1]}`;
    // Another MAC of canonical spelling: one MAC in 1,024 already ends in AA.
    const otherMac = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BA' : 'AA'}`;
    const otherId = Buffer.from([1, ...randomBytes(16)]).toString('base64url');
    const underShareKey = signToken(
      'whp_',
      's1',
      Buffer.from(payload, 'base64url'),
      shareKey.secret,
    );
    const shareShaped = signToken(
      'shm_',
      'p1',
      Buffer.from(payload, 'base64url'),
      portalKey.secret,
    );
    for (const bad of [
      `${head}.${otherId}.${mac}`,
      `${head}.${payload}.${otherMac}`,
      respelt,
      underShareKey,
      shareShaped,
      'whp_',
      `${token}.x`,
      'x'.repeat(300),
    ])
      expect(await tokens.verify(bad)).toBeUndefined();
    expect(hasPortalTokenShape(shareShaped)).toBe(false);
    expect(hasPortalTokenShape('svc_live_abc')).toBe(false);
  });
});
