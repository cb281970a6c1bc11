import { SignJWT } from 'jose';
import { Client } from 'pg';
import request from 'supertest';
import { ApiToken } from '../../src/api-tokens/api-token.entity';
import { hashTokenSecret } from '../../src/api-tokens/token-secret';
import { SigningKeysService } from '../../src/keys/signing-keys.service';
import {
  addTeamMember,
  createApiToken,
  createTeamOwner,
  scopes,
  TestMember,
} from '../factories/identity.factory';
import { ProbeController } from '../support/probe.controller';
import { lockWaiters } from '../support/lock-waiters';
import { createTestApp, TestApp } from '../support/test-app';
import { errorCode } from '../support/error-code';

/** platform.md, API token management (session only). */
describe('/v1/api-tokens', () => {
  let app: TestApp;
  let owner: TestMember;
  beforeAll(async () => {
    app = await createTestApp({}, { controllers: [ProbeController] });
    owner = await createTeamOwner(app);
  });
  afterAll(() => app.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const createBody = { name: 'CI deploys', scopes: [{ entity: 'probe', actions: ['read'] }] };

  async function createViaHttp(member: TestMember, body: object = createBody) {
    return request(app.http).post('/v1/api-tokens').set(bearer(member.sessionToken)).send(body);
  }

  describe('POST', () => {
    it('201 with a warning naming each scope entity no operation uses (kept as given), none for known ones', async () => {
      const res = await createViaHttp(owner, {
        name: 'typo',
        scopes: [
          { entity: 'agents', actions: ['read'] },
          { entity: 'ai_agents', actions: ['read'] },
          { entity: 'tables', actions: ['read', 'write'] },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.scopes.map((scope: { entity: string }) => scope.entity)).toEqual([
        'agents',
        'ai_agents',
        'tables',
      ]);
      expect(res.body.warnings).toEqual([
        {
          code: 'unknown_scope_entity',
          entity: 'agents',
          message: 'Scope entity "agents" is not used by this service yet; it is kept as given',
        },
        expect.objectContaining({ code: 'unknown_scope_entity', entity: 'tables' }),
      ]);

      const known = await createViaHttp(owner, {
        name: 'known',
        scopes: [{ entity: 'webhooks', actions: ['read'] }],
      });
      expect(known.status).toBe(201);
      expect(known.body.warnings).toEqual([]);
    });

    it('201 with the secret shown once, a svc_live_ prefix and a checksum, storing only its hash', async () => {
      const res = await createViaHttp(owner, {
        ...createBody,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        allowedIps: ['127.0.0.1'],
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'CI deploys',
        token: expect.stringMatching(/^svc_live_[0-9A-Za-z]{49}$/),
        prefix: res.body.token.slice(0, 13),
        scopes: [{ entity: 'probe', actions: ['read'] }],
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        allowedIps: ['127.0.0.1'],
        warnings: [expect.objectContaining({ code: 'unknown_scope_entity', entity: 'probe' })],
      });
      const row = await app.dataSource.getRepository(ApiToken).findOneByOrFail({ id: res.body.id });
      expect(row.secretHash).toBe(hashTokenSecret(res.body.token));
      expect(JSON.stringify(row)).not.toContain(res.body.token);
      await request(app.http).get('/v1/probe').set(bearer(res.body.token)).expect(200);
    });

    it('issues svc_test_ tokens on staging', async () => {
      const staging = await createTestApp(
        { APP_ENV: 'staging' },
        { controllers: [ProbeController] },
      );
      try {
        const member = await createTeamOwner(staging);
        const res = await request(staging.http)
          .post('/v1/api-tokens')
          .set(bearer(member.sessionToken))
          .send(createBody)
          .expect(201);
        expect(res.body.token).toMatch(/^svc_test_/);
        await request(staging.http).get('/v1/probe').set(bearer(res.body.token)).expect(200);
      } finally {
        await staging.close();
      }
    });

    it('accepts scope entities the service does not know yet', async () => {
      const res = await createViaHttp(owner, {
        name: 'future',
        scopes: [{ entity: 'tables', actions: ['read'] }],
      });
      expect(res.status).toBe(201);
      expect(res.body.scopes).toEqual([{ entity: 'tables', actions: ['read'] }]);
    });

    it.each([
      ['a missing name', { scopes: createBody.scopes }, 'name'],
      ['missing scopes (the spec shows them without ?)', { name: 'x' }, 'scopes'],
      ['null scopes', { name: 'x', scopes: null }, 'scopes'],
      [
        'an unknown action',
        { name: 'x', scopes: [{ entity: 'probe', actions: ['admin'] }] },
        'scopes.0.actions',
      ],
      ['a bad IP entry', { ...createBody, allowedIps: ['not-an-ip'] }, 'allowedIps'],
      ['an expiry in the past', { ...createBody, expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
      ['a non-date expiry', { ...createBody, expiresAt: 'tomorrow' }, 'expiresAt'],
      ['an ISO 8601 week date', { ...createBody, expiresAt: '2030-W01' }, 'expiresAt'],
      ['a basic-format expiry', { ...createBody, expiresAt: '20300101T000000Z' }, 'expiresAt'],
      ['an hour-only expiry', { ...createBody, expiresAt: '2030-01-01T10Z' }, 'expiresAt'],
    ])('400 VALIDATION_ERROR for %s', async (_case, body, field) => {
      const res = await createViaHttp(owner, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
    });

    it('400 unrecognized_keys for an undeclared field', async () => {
      const res = await createViaHttp(owner, { ...createBody, admin: true });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { field: '', message: "Unrecognized key(s) in object: 'admin'", code: 'unrecognized_keys' },
      ]);
    });
  });

  describe('session only', () => {
    it('403 SESSION_REQUIRED on every route when an API token is presented', async () => {
      const apiToken = await createApiToken(app, owner, scopes('probe:read'));
      const id = '00000000-0000-4000-8000-000000000000';
      for (const call of [
        request(app.http).post('/v1/api-tokens').send(createBody),
        request(app.http).get('/v1/api-tokens'),
        request(app.http).post(`/v1/api-tokens/${id}/rotate`),
        request(app.http).delete(`/v1/api-tokens/${id}`),
      ]) {
        const res = await call.set(bearer(apiToken));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: 'SESSION_REQUIRED', message: expect.any(String) });
      }
    });

    it('401 without a session, with a forged one, and with an expired one', async () => {
      expect(await errorCode(request(app.http).get('/v1/api-tokens'), 401)).toBe('UNAUTHORIZED');
      const forged = await new SignJWT({ team: owner.teamId })
        .setProtectedHeader({ alg: 'HS256', kid: 'x' })
        .setSubject(owner.userId)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('a'.repeat(32)));
      const forgedRes = await request(app.http).get('/v1/api-tokens').set(bearer(forged));
      expect(forgedRes.status).toBe(401);
      expect(forgedRes.body.error).toBe('UNAUTHORIZED');

      const { kid, key } = await app.get(SigningKeysService).currentSigningKey();
      const expired = await new SignJWT({ team: owner.teamId })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(app.config.jwtIssuer)
        .setAudience(app.config.jwtAudience)
        .setSubject(owner.userId)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(key);
      const expiredRes = await request(app.http).get('/v1/api-tokens').set(bearer(expired));
      expect(expiredRes.status).toBe(401);
    });
  });

  describe('GET', () => {
    it("lists the caller's live tokens as an offset page, never with the secret", async () => {
      const member = await createTeamOwner(app);
      const first = (await createViaHttp(member)).body;
      await createViaHttp(member, { ...createBody, name: 'second' });
      const res = await request(app.http)
        .get('/v1/api-tokens?limit=1')
        .set(bearer(member.sessionToken))
        .expect(200);
      expect(res.body.pagination).toEqual({ total: 2, limit: 1, offset: 0, hasMore: true });
      expect(res.body.data).toHaveLength(1);
      const all = await request(app.http)
        .get('/v1/api-tokens?limit=1000')
        .set(bearer(member.sessionToken))
        .expect(200);
      expect(all.body.pagination).toEqual({ total: 2, limit: 100, offset: 0, hasMore: false });
      expect(JSON.stringify(all.body)).not.toContain(first.token);
      expect(all.body.data.map((item: { name: string }) => item.name)).toEqual([
        'second',
        'CI deploys',
      ]);
      expect(Object.keys(all.body.data[0]).sort()).toEqual(
        [
          'allowedIps',
          'createdAt',
          'expiresAt',
          'id',
          'lastUsedAt',
          'name',
          'prefix',
          'scopes',
        ].sort(),
      );
    });

    it('records lastUsedAt once the token is used', async () => {
      const member = await createTeamOwner(app);
      const created = (await createViaHttp(member)).body;
      await request(app.http).get('/v1/probe').set(bearer(created.token)).expect(200);
      let lastUsedAt: string | null = null;
      for (let i = 0; i < 20 && !lastUsedAt; i += 1) {
        const res = await request(app.http).get('/v1/api-tokens').set(bearer(member.sessionToken));
        lastUsedAt = res.body.data[0].lastUsedAt;
        if (!lastUsedAt) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(lastUsedAt).not.toBeNull();
    });

    it("does not show another member's tokens", async () => {
      const colleague = await addTeamMember(app, owner.teamId);
      await createViaHttp(colleague, { ...createBody, name: 'colleague token' });
      const res = await request(app.http)
        .get('/v1/api-tokens?limit=100')
        .set(bearer(owner.sessionToken))
        .expect(200);
      expect(res.body.data.map((item: { name: string }) => item.name)).not.toContain(
        'colleague token',
      );
    });
  });

  /** A new owner's token, with its rotate and revoke calls over HTTP. */
  async function ownedToken() {
    const member = await createTeamOwner(app);
    const created = (await createViaHttp(member)).body as { id: string; token: string };
    const rotate = () =>
      request(app.http)
        .post(`/v1/api-tokens/${created.id}/rotate`)
        .set(bearer(member.sessionToken));
    const revoke = () =>
      request(app.http).delete(`/v1/api-tokens/${created.id}`).set(bearer(member.sessionToken));
    return { created, rotate, revoke };
  }

  /**
   * Fires each call in turn while a connection of the test holds the token's row locked, once the
   * previous one waits for that lock; then releases it, so the calls run at once in that order.
   */
  async function queuedOnTokenRow(tokenId: string, calls: Array<() => request.Test>) {
    const locker = new Client({ connectionString: app.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM api_tokens WHERE id = $1 FOR UPDATE', [tokenId]);
      const answers: Array<Promise<request.Response>> = [];
      for (const call of calls) {
        answers.push(call().then((res) => res));
        await lockWaiters(app.dataSource, answers.length, 'api_tokens');
      }
      await locker.query('COMMIT');
      return await Promise.all(answers);
    } finally {
      await locker.end();
    }
  }

  describe('POST /{id}/rotate', () => {
    it('201 with a new secret; the old one keeps working for 24 hours, then stops', async () => {
      const member = await createTeamOwner(app);
      const created = (await createViaHttp(member)).body;
      const res = await request(app.http)
        .post(`/v1/api-tokens/${created.id}/rotate`)
        .set(bearer(member.sessionToken))
        .expect(201);
      expect(res.body).toEqual({
        id: created.id,
        token: expect.stringMatching(/^svc_live_/),
        previousTokenValidUntil: expect.any(String),
      });
      const graceMs = Date.parse(res.body.previousTokenValidUntil) - Date.now();
      expect(graceMs).toBeGreaterThan(24 * 3600_000 - 60_000);
      expect(graceMs).toBeLessThanOrEqual(24 * 3600_000);
      await request(app.http).get('/v1/probe').set(bearer(res.body.token)).expect(200);
      await request(app.http).get('/v1/probe').set(bearer(created.token)).expect(200);

      // The grace period ends: the old secret is refused, the new one still works.
      await app.dataSource
        .getRepository(ApiToken)
        .update({ id: created.id }, { previousValidUntil: new Date(Date.now() - 1000) });
      const fresh = await createTestApp({}, { controllers: [ProbeController] });
      try {
        expect(
          await errorCode(request(fresh.http).get('/v1/probe').set(bearer(created.token)), 401),
        ).toBe('UNAUTHORIZED');
        await request(fresh.http).get('/v1/probe').set(bearer(res.body.token)).expect(200);
      } finally {
        await fresh.close();
      }
    });

    it('two rotations at once: the later is current, the earlier its grace secret, the original stops', async () => {
      const { created, rotate } = await ownedToken();
      const [first, second] = await queuedOnTokenRow(created.id, [rotate, rotate]);
      expect([first.status, second.status]).toEqual([201, 201]);

      const row = await app.dataSource.getRepository(ApiToken).findOneByOrFail({ id: created.id });
      expect(row.secretHash).toBe(hashTokenSecret(second.body.token));
      expect(row.previousSecretHash).toBe(hashTokenSecret(first.body.token));
      expect(row.previousValidUntil?.toISOString()).toBe(second.body.previousTokenValidUntil);
      await request(app.http).get('/v1/probe').set(bearer(second.body.token)).expect(200);
      await request(app.http).get('/v1/probe').set(bearer(first.body.token)).expect(200);
      expect(
        await errorCode(request(app.http).get('/v1/probe').set(bearer(created.token)), 401),
      ).toBe('UNAUTHORIZED');
    });

    it.each([
      ['after the revoke', 'revoke' as const],
      ['before the revoke', 'rotate' as const],
    ])(
      'a rotation racing a revoke, %s, leaves no secret of the token working',
      async (_case, first) => {
        const { created, rotate, revoke } = await ownedToken();
        const answers = await queuedOnTokenRow(
          created.id,
          first === 'revoke' ? [revoke, rotate] : [rotate, revoke],
        );
        const [revoked, rotated] = first === 'revoke' ? answers : [answers[1], answers[0]];

        expect(revoked.status).toBe(200);
        if (first === 'revoke') {
          expect(rotated.status).toBe(404);
          expect(rotated.body).toEqual({
            error: 'API_TOKEN_NOT_FOUND',
            message: expect.any(String),
          });
        } else {
          expect(rotated.status).toBe(201);
          expect(
            await errorCode(
              request(app.http).get('/v1/probe').set(bearer(rotated.body.token)),
              401,
            ),
          ).toBe('UNAUTHORIZED');
        }
        expect(
          await errorCode(request(app.http).get('/v1/probe').set(bearer(created.token)), 401),
        ).toBe('UNAUTHORIZED');
      },
    );

    it("404 API_TOKEN_NOT_FOUND for an unknown id, a malformed id and a colleague's token", async () => {
      const colleague = await addTeamMember(app, owner.teamId);
      const theirs = (await createViaHttp(colleague)).body;
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', theirs.id]) {
        const res = await request(app.http)
          .post(`/v1/api-tokens/${id}/rotate`)
          .set(bearer(owner.sessionToken));
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'API_TOKEN_NOT_FOUND', message: expect.any(String) });
      }
    });
  });

  describe('DELETE /{id}', () => {
    it('200, then the token (and a grace-period secret) is refused with 401 and leaves the list', async () => {
      const member = await createTeamOwner(app);
      const created = (await createViaHttp(member)).body;
      const rotated = (
        await request(app.http)
          .post(`/v1/api-tokens/${created.id}/rotate`)
          .set(bearer(member.sessionToken))
      ).body;
      const res = await request(app.http)
        .delete(`/v1/api-tokens/${created.id}`)
        .set(bearer(member.sessionToken));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: created.id, revoked: true });
      expect(
        await errorCode(request(app.http).get('/v1/probe').set(bearer(rotated.token)), 401),
      ).toBe('UNAUTHORIZED');
      expect(
        await errorCode(request(app.http).get('/v1/probe').set(bearer(created.token)), 401),
      ).toBe('UNAUTHORIZED');
      const list = await request(app.http).get('/v1/api-tokens').set(bearer(member.sessionToken));
      expect(list.body.data).toEqual([]);
      expect(
        await errorCode(
          request(app.http).delete(`/v1/api-tokens/${created.id}`).set(bearer(member.sessionToken)),
          404,
        ),
      ).toBe('API_TOKEN_NOT_FOUND');
    });

    it('two revokes at once: one revokes (200), the other finds it revoked (404)', async () => {
      const { created, revoke } = await ownedToken();
      const answers = await queuedOnTokenRow(created.id, [revoke, revoke]);
      expect(answers.map((res) => res.status)).toEqual([200, 404]);
      expect(answers[1].body).toEqual({
        error: 'API_TOKEN_NOT_FOUND',
        message: expect.any(String),
      });
    });
  });
});
