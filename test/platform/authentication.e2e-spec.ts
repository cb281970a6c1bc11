import request from 'supertest';
import { ApiTokensService } from '../../src/api-tokens/api-tokens.service';
import { ApiToken } from '../../src/api-tokens/api-token.entity';
import { generateTokenSecret } from '../../src/api-tokens/token-secret';
import { createApiToken, createTeamOwner, scopes } from '../factories/identity.factory';
import { ProbeController } from '../support/probe.controller';
import { createTestApp, TestApp } from '../support/test-app';
import { errorCode } from '../support/error-code';

/** public-api.md, Authentication 1–7, driven over HTTP through a probe route with entity `probe`. */
describe('Authentication', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({}, { controllers: [ProbeController] });
  });
  afterAll(() => app.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const unauthorized = { error: 'UNAUTHORIZED', message: expect.any(String) };

  describe('401 UNAUTHORIZED', () => {
    it.each([
      ['no Authorization header', {}],
      ['a non-bearer scheme', { Authorization: 'Basic dXNlcjpwYXNz' }],
      ['an empty bearer', { Authorization: 'Bearer ' }],
      ['a malformed token', { Authorization: 'Bearer svc_live_not-a-token' }],
      [
        'a token with a bad checksum',
        { Authorization: `Bearer ${generateTokenSecret('svc_live_').slice(0, -1)}x` },
      ],
      [
        'a well-formed token nobody issued',
        { Authorization: `Bearer ${generateTokenSecret('svc_live_')}` },
      ],
    ])('for %s', async (_case, headers) => {
      const res = await request(app.http).get('/v1/probe').set(headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorized);
    });

    it('for an expired token', async () => {
      const owner = await createTeamOwner(app);
      const token = await createApiToken(app, owner, scopes('probe:read'), {
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
      await app.dataSource
        .getRepository(ApiToken)
        .update({ teamId: owner.teamId }, { expiresAt: new Date(Date.now() - 1000) });
      const res = await request(app.http).get('/v1/probe').set(bearer(token));
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorized);
    });

    it('for a revoked token, at once even though the token was just used (cached)', async () => {
      const owner = await createTeamOwner(app);
      const created = await app
        .get(ApiTokensService)
        .create(owner, { name: 'soon revoked', scopes: scopes('probe:read') });
      await request(app.http).get('/v1/probe').set(bearer(created.token)).expect(200);
      await request(app.http)
        .delete(`/v1/api-tokens/${created.id}`)
        .set(bearer(owner.sessionToken))
        .expect(200);
      const res = await request(app.http).get('/v1/probe').set(bearer(created.token));
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorized);
    });

    it('for a user session on an API-token operation, saying sessions are not accepted there', async () => {
      const owner = await createTeamOwner(app);
      for (const path of ['/v1/probe', '/v1/agents']) {
        const res = await request(app.http).get(path).set(bearer(owner.sessionToken));
        expect(res.status).toBe(401);
        expect(res.body).toEqual({
          error: 'UNAUTHORIZED',
          message:
            'This operation takes an API token (svc_live_…), not a session token: sessions are ' +
            'accepted only on /v1/api-tokens, where a session creates an API token',
        });
      }
    });
  });

  describe('403 INSUFFICIENT_SCOPE', () => {
    it('names the missing scope exactly, and says the same on every retry', async () => {
      const owner = await createTeamOwner(app);
      const token = await createApiToken(app, owner, scopes('ai_agents:read'));
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await request(app.http).get('/v1/probe').set(bearer(token));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          error: 'INSUFFICIENT_SCOPE',
          message: 'API token does not have scope probe:read',
        });
      }
    });

    it('does not treat actions as hierarchical: read does not allow write, write does not imply delete', async () => {
      const owner = await createTeamOwner(app);
      const reader = await createApiToken(app, owner, scopes('probe:read'));
      const writer = await createApiToken(app, owner, scopes('probe:write'));
      await request(app.http).get('/v1/probe').set(bearer(reader)).expect(200);
      const write = await request(app.http)
        .post('/v1/probe')
        .set(bearer(reader))
        .send({ name: 'a', count: 1 });
      expect(write.body).toEqual({
        error: 'INSUFFICIENT_SCOPE',
        message: 'API token does not have scope probe:write',
      });
      await request(app.http)
        .post('/v1/probe')
        .set(bearer(writer))
        .send({ name: 'a', count: 1 })
        .expect(200);
      const remove = await request(app.http).delete('/v1/probe').set(bearer(writer));
      expect(remove.status).toBe(403);
      expect(remove.body.message).toBe('API token does not have scope probe:delete');
      const read = await request(app.http).get('/v1/probe').set(bearer(writer));
      expect(read.status).toBe(403);
    });

    it('refuses every scoped call of a token whose scope list is empty', async () => {
      const owner = await createTeamOwner(app);
      const emptyList = await createApiToken(app, owner, []);
      const res = await request(app.http).get('/v1/probe').set(bearer(emptyList));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'INSUFFICIENT_SCOPE',
        message: 'API token does not have scope probe:read',
      });
    });

    it('grants an action listed in any entry of the entity, when the entity is listed twice', async () => {
      const owner = await createTeamOwner(app);
      const token = await createApiToken(app, owner, [
        { entity: 'probe', actions: ['read'] },
        { entity: 'probe', actions: ['write'] },
      ]);
      await request(app.http).get('/v1/probe').set(bearer(token)).expect(200);
      await request(app.http)
        .post('/v1/probe')
        .set(bearer(token))
        .send({ name: 'a', count: 1 })
        .expect(200);
      expect(await errorCode(request(app.http).delete('/v1/probe').set(bearer(token)), 403)).toBe(
        'INSUFFICIENT_SCOPE',
      );
    });

    it('accepts a token holding the scope and acts for its owner in its team', async () => {
      const owner = await createTeamOwner(app);
      const token = await createApiToken(app, owner, scopes('probe:read', 'tables:read'));
      const res = await request(app.http).get('/v1/probe').set(bearer(token)).expect(200);
      expect(res.body).toEqual({ teamId: owner.teamId, userId: owner.userId });
    });
  });

  describe('403 IP_NOT_ALLOWED', () => {
    it('refuses a call from outside allowedIps, even with the right scope', async () => {
      const owner = await createTeamOwner(app);
      const token = await createApiToken(app, owner, scopes('probe:read'), {
        allowedIps: ['203.0.113.0/24'],
      });
      const res = await request(app.http).get('/v1/probe').set(bearer(token));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'IP_NOT_ALLOWED', message: expect.any(String) });
    });

    it('refuses it on the agent routes whose rows list it, before the agent is looked up', async () => {
      const owner = await createTeamOwner(app);
      const token = await createApiToken(app, owner, scopes('ai_agents:read'), {
        allowedIps: ['203.0.113.0/24'],
      });
      for (const path of [
        '/v1/agents',
        '/v1/agents/00000000-0000-4000-8000-000000000000/skills',
        '/v1/agents/00000000-0000-4000-8000-000000000000/summary',
      ]) {
        const res = await request(app.http).get(path).set(bearer(token));
        expect(res.status).toBe(403);
        expect(res.body.error).toBe('IP_NOT_ALLOWED');
      }
    });

    it('accepts a call from an allowed address (the loopback caller of this test)', async () => {
      const owner = await createTeamOwner(app);
      const token = await createApiToken(app, owner, scopes('probe:read'), {
        allowedIps: ['127.0.0.0/8', '::1'],
      });
      await request(app.http).get('/v1/probe').set(bearer(token)).expect(200);
    });
  });

  describe('429 RATE_LIMIT_EXCEEDED', () => {
    it('allows 600 requests a minute per token, then refuses with Retry-After and RateLimit headers', async () => {
      const owner = await createTeamOwner(app);
      const token = await createApiToken(app, owner, scopes('probe:read'));
      const other = await createApiToken(app, owner, scopes('probe:read'));
      let last = await request(app.http).get('/v1/probe').set(bearer(token));
      expect(last.headers['ratelimit-limit']).toBe('600');
      expect(last.headers['ratelimit-remaining']).toBe('599');
      for (let i = 1; i < 600; i += 1) {
        last = await request(app.http).get('/v1/probe').set(bearer(token));
        expect(last.status).toBe(200);
      }
      const refused = await request(app.http).get('/v1/probe').set(bearer(token));
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: 'RATE_LIMIT_EXCEEDED', message: expect.any(String) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      // The budget is the token's: another token of the same user is unaffected.
      await request(app.http).get('/v1/probe').set(bearer(other)).expect(200);
    });
  });
});
