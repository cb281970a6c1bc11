import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { SessionTokensService } from '../../src/auth/session-tokens.service';
import { SigningKeysService } from '../../src/keys/signing-keys.service';
import { createTeamOwner } from '../factories/identity.factory';
import { createTestApp, TestApp } from '../support/test-app';

/** public-api.md, the JWKS row; platform.md, Identity (sessions) and Secrets and keys. */
describe('GET /.well-known/jwks.json', () => {
  let app: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.listen();
  });
  afterAll(() => app.close());

  it('publishes the RS256 key under its kid with a 5-minute Cache-Control, no credential needed', async () => {
    const res = await request(app.http).get('/.well-known/jwks.json').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of res.body.keys) {
      expect(key).toEqual({
        kty: 'RSA',
        kid: expect.any(String),
        alg: 'RS256',
        use: 'sig',
        n: expect.any(String),
        e: 'AQAB',
      });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('lets a third-party verifier check a session with createRemoteJWKSet, as jose does it', async () => {
    const member = await createTeamOwner(app);
    const jwks = createRemoteJWKSet(new URL(`${baseUrl}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(member.sessionToken, jwks, {
      issuer: app.config.jwtIssuer,
      audience: app.config.jwtAudience,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: member.userId, team: member.teamId });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it('keeps the previous key published after keys:rotate, so sessions signed before still verify', async () => {
    const before = await createTeamOwner(app);
    const oldKid = decodeProtectedHeader(before.sessionToken).kid;
    const newKid = await app.get(SigningKeysService).rotate();
    const after = await app.get(SessionTokensService).issue(before);
    expect(decodeProtectedHeader(after).kid).toBe(newKid);

    const res = await request(app.http).get('/.well-known/jwks.json').expect(200);
    const kids = res.body.keys.map((key: { kid: string }) => key.kid);
    expect(kids).toEqual(expect.arrayContaining([oldKid, newKid]));

    const jwks = createRemoteJWKSet(new URL(`${baseUrl}/.well-known/jwks.json`));
    const options = { issuer: app.config.jwtIssuer, audience: app.config.jwtAudience };
    await expect(jwtVerify(before.sessionToken, jwks, options)).resolves.toBeDefined();
    await expect(jwtVerify(after, jwks, options)).resolves.toBeDefined();
    // Both sessions still open the session-only routes.
    await request(app.http)
      .get('/v1/api-tokens')
      .set('Authorization', `Bearer ${before.sessionToken}`)
      .expect(200);
    await request(app.http)
      .get('/v1/api-tokens')
      .set('Authorization', `Bearer ${after}`)
      .expect(200);
  });

  it('answers 500 in the flat envelope when the signing key cannot be read', async () => {
    // A second app on a copy of the run's keys, whose session keys then disappear: the shared
    // key directory other test files use is never touched.
    const keysDir = join(mkdtempSync(join(tmpdir(), 'platform-keys-')), 'keys');
    cpSync(app.config.keysDir, keysDir, { recursive: true });
    const broken = await createTestApp({ KEYS_DIR: keysDir });
    try {
      rmSync(join(keysDir, 'jwt'), { recursive: true, force: true });
      broken.get(SigningKeysService).forget();
      const res = await request(broken.http).get('/.well-known/jwks.json');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'INTERNAL_ERROR', message: expect.any(String) });
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    } finally {
      await broken.close();
      rmSync(keysDir, { recursive: true, force: true });
    }
  });
});
