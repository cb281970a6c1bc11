import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { sessionKeyId } from './session-token-shape';

const expected = { issuer: 'platform', audience: 'platform-api' };
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const now = Math.floor(Date.now() / 1000);

function session(
  claims: Record<string, unknown> = {},
  header: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT({
    iss: 'platform',
    aud: 'platform-api',
    sub: 'user-1',
    team: 'team-1',
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k_1', ...header })
    .sign(privateKey);
}

describe('sessionKeyId (what is refused before a signing key is looked up)', () => {
  it('reads the kid of a token shaped like a live session', async () => {
    expect(sessionKeyId(await session(), expected, now)).toBe('k_1');
  });

  it.each([
    ['not a JWT at all', 'garbage'],
    ['two parts', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0'],
    ['a header that is not JSON', 'bm90IGpzb24.eyJzdWIiOiJ4In0.c2ln'],
    ['characters outside base64url', 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln+/'],
  ])('refuses %s', (_case, token) => {
    expect(sessionKeyId(token, expected, now)).toBeUndefined();
  });

  it('refuses a token of another issuer, audience, algorithm, without kid, team or subject, or expired', async () => {
    const tokens = [
      await session({ iss: 'someone-else' }),
      await session({ aud: 'another-api' }),
      await session({}, { kid: undefined }),
      await session({ team: undefined }),
      await session({ sub: undefined }),
      await session({ exp: now - 1 }),
    ];
    for (const token of tokens) expect(sessionKeyId(token, expected, now)).toBeUndefined();
    const hs256 = await new SignJWT({ team: 't' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k_1' })
      .setIssuer('platform')
      .setAudience('platform-api')
      .setSubject('u')
      .setExpirationTime(now + 60)
      .sign(new Uint8Array(32));
    expect(sessionKeyId(hs256, expected, now)).toBeUndefined();
  });
});
