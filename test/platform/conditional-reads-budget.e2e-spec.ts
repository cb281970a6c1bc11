import request from 'supertest';
import { ApiToken } from '../../src/api-tokens/api-token.entity';
import { createAgent } from '../factories/agents.factory';
import { createApiToken, createCaller, scopes } from '../factories/identity.factory';
import { freePort } from '../support/free-port';
import { createTestApp, TestApp } from '../support/test-app';
import { expectNotModified, read, taggedRead } from '../support/conditional-read';

/**
 * platform.md "Conditional reads": a 304 counts as authenticated use but not against the
 * caller's rate budget; a spent budget is a 429 like any other call. Budgets of 5 a minute.
 */
describe.each<[string, () => Promise<Record<string, string>>]>([
  ['counted in Redis', () => Promise.resolve({})],
  // A port nothing listens on: the budget is counted in process, and given back there.
  [
    'counted in process while Redis does not answer',
    async () => ({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    }),
  ],
])('conditional reads and the rate budget, %s', (_name, env) => {
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_OVERRIDES: 'api=5', ...(await env()) });
    caller = await createCaller(app, 'ai_agents:read', 'ai_agents:write');
  });
  afterAll(() => app.close());

  it('does not spend the budget on 304s, spends it on 200s, and refuses a 304 once it is spent', async () => {
    const tokenCaller = await createCaller(app, 'ai_agents:read', 'ai_agents:write');
    const auth = tokenCaller.auth;
    await createAgent(app, tokenCaller, { name: 'Polled' }); // 1 spent
    const first = await taggedRead(app, '/v1/agents', auth); // 2 spent
    expect(first.headers['ratelimit-remaining']).toBe('3');
    for (let poll = 0; poll < 8; poll += 1) {
      const polled = await read(app, '/v1/agents', auth, first.tag);
      expectNotModified(polled, first.tag!);
      expect(polled.headers['ratelimit-limit']).toBe('5');
      expect(polled.headers['ratelimit-remaining']).toBe('3');
    }
    const full = await read(app, '/v1/agents', auth);
    expect(full.status).toBe(200);
    expect(full.headers['ratelimit-remaining']).toBe('2');
    await request(app.http).get('/v1/agents/models').set(auth).expect(200);
    await request(app.http).get('/v1/agents/models').set(auth).expect(200); // 5 spent
    const refused = await read(app, '/v1/agents', auth, first.tag);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text).error).toBe('RATE_LIMIT_EXCEEDED');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.tag).toBeUndefined();
  });

  it('still authenticates a 304 and records the use of its token', async () => {
    const { tag } = await taggedRead(app, '/v1/agents', caller.auth);
    const name = `first use is a 304 ${Date.now()}`;
    const secret = await createApiToken(app, caller.member, scopes('ai_agents:read'), { name });
    const auth = { Authorization: `Bearer ${secret}` };
    // Same user, same team: the same list, so the same tag.
    expectNotModified(await read(app, '/v1/agents', auth, tag), tag!);
    const deadline = Date.now() + 10_000;
    let token = await app.dataSource.getRepository(ApiToken).findOneByOrFail({ name });
    while (!token.lastUsedAt && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      token = await app.dataSource.getRepository(ApiToken).findOneByOrFail({ name });
    }
    expect(token.lastUsedAt).not.toBeNull();
    const wrong = await read(app, '/v1/agents', { Authorization: `Bearer ${secret}x` }, tag);
    expect(wrong.status).toBe(401);
  });
});
