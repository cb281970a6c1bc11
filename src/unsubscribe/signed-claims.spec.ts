import { randomBytes } from 'node:crypto';
import type { HmacKeyringService, KeyringKey } from '../keys/hmac-keyring.service';
import { KeyUnavailableError } from '../keys/key-errors';
import { signToken } from '../keys/signed-token';
import { launchUnsubscribeRejection } from './launch-unsubscribe.service';
import { isExpired, SignedClaimsCodec, TokenRejection } from './signed-claims';

interface Claims {
  a: string;
}

const codec = new SignedClaimsCodec<Claims>('svc_test_', 'unsubscribe', (value) =>
  typeof value.a === 'string' ? { a: value.a } : undefined,
);
const key: KeyringKey = { kid: 'k1', secret: randomBytes(32) };
/** A keyring that knows one key; enough to exercise the order of checks without a database. */
const keyring = {
  find: async (_purpose: string, kid: string) => (kid === key.kid ? key : undefined),
} as unknown as HmacKeyringService;

async function rejectionOf(token: unknown): Promise<TokenRejection | 'ok'> {
  const outcome = await codec.verify(keyring, token);
  return outcome.ok ? 'ok' : outcome.rejection;
}

describe('SignedClaimsCodec', () => {
  it('round-trips claims signed with a keyring key', async () => {
    const outcome = await codec.verify(keyring, codec.sign(key, { a: 'x' }));
    expect(outcome).toEqual({ ok: true, claims: { a: 'x' }, key });
  });

  it('names why a token is refused', async () => {
    const valid = codec.sign(key, { a: 'x' });
    const [head, payload] = valid.split('.');
    const sign = (body: string, secret = key.secret, kid = 'k1') =>
      signToken('svc_test_', kid, Buffer.from(body), secret);
    expect(await rejectionOf(undefined)).toBe('wrong_prefix');
    expect(await rejectionOf(['svc_test_x'])).toBe('wrong_prefix');
    expect(await rejectionOf(valid.replace('svc_test_', 'svc_other_'))).toBe('wrong_prefix');
    expect(await rejectionOf('svc_test_k1.only-two')).toBe('malformed');
    expect(await rejectionOf(`${valid}${'a'.repeat(2048)}`)).toBe('malformed');
    expect(await rejectionOf(sign('not json'))).toBe('undecodable');
    expect(await rejectionOf(sign('[1]'))).toBe('undecodable');
    expect(await rejectionOf(sign('{"a":"x"}', key.secret, 'k9'))).toBe('unknown_key');
    expect(await rejectionOf(`${head}.${payload}.${'A'.repeat(43)}`)).toBe('bad_mac');
    expect(await rejectionOf(sign('{"a":"x"}', randomBytes(32)))).toBe('bad_mac');
    expect(await rejectionOf(sign('{"b":"x"}'))).toBe('incomplete_claims');
  });

  it('refuses a respelt MAC (other spare bits in its last character) as a bad MAC', async () => {
    const valid = codec.sign(key, { a: 'x' });
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const variant of [1, 2, 3]) {
      const twin = valid.slice(0, -1) + ALPHABET[ALPHABET.indexOf(valid.at(-1)!) ^ variant];
      expect(await rejectionOf(twin)).toBe('bad_mac');
    }
    expect(await rejectionOf(valid)).toBe('ok');
  });

  it('lets a key that cannot be read surface as a server fault', async () => {
    const broken = {
      find: async () => {
        throw new KeyUnavailableError('unsubscribe key');
      },
    } as unknown as HmacKeyringService;
    await expect(codec.verify(broken, codec.sign(key, { a: 'x' }))).rejects.toBeInstanceOf(
      KeyUnavailableError,
    );
  });

  it('treats the expiry second itself as expired', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(isExpired(now.getTime() / 1000, now)).toBe(true);
    expect(isExpired(now.getTime() / 1000 + 1, now)).toBe(false);
  });
});

describe('launchUnsubscribeRejection', () => {
  it.each<[TokenRejection, string]>([
    ['wrong_prefix', 'LAUNCH_UNSUBSCRIBE_TOKEN_INVALID'],
    ['malformed', 'LAUNCH_UNSUBSCRIBE_TOKEN_MALFORMED'],
    ['undecodable', 'LAUNCH_UNSUBSCRIBE_TOKEN_MALFORMED'],
    ['unknown_key', 'LAUNCH_UNSUBSCRIBE_TOKEN_INVALID'],
    ['bad_mac', 'LAUNCH_UNSUBSCRIBE_TOKEN_INVALID'],
    ['incomplete_claims', 'LAUNCH_UNSUBSCRIBE_TOKEN_INVALID'],
  ])('%s is 400 %s', (rejection, code) => {
    expect(launchUnsubscribeRejection(rejection)).toMatchObject({ status: 400, code });
  });
});
