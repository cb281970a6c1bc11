import request from 'supertest';
import { createAgentCaller } from '../factories/agents.factory';
import { freePort } from '../support/free-port';
import { createTestApp, TestApp } from '../support/test-app';

describe('with Redis unreachable (Redis accelerates, it is not a single point of failure)', () => {
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    // A port nothing listens on: Redis "down" without touching the machine's own Redis.
    app = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      RATE_LIMIT_OVERRIDES: 'api=5',
    });
    caller = await createAgentCaller(app);
  });
  afterAll(() => app.close());

  it('keeps serving /v1 from Postgres alone, fast, with the budget counted in process', async () => {
    const started = Date.now();
    const created = await request(app.http)
      .post('/v1/agents/create')
      .set(caller.auth)
      .send({ name: 'Without Redis' })
      .expect(201);
    const read = await request(app.http)
      .get(`/v1/agents/${created.body.agentId as string}`)
      .set(caller.auth)
      .expect(200);
    expect(read.body.name).toBe('Without Redis');
    expect(read.headers['ratelimit-limit']).toBe('5');
    expect(read.headers['ratelimit-remaining']).toBe('3');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('still refuses past the budget: the fallback is per process, never open', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await request(app.http).get('/v1/agents').set(caller.auth)).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    const refused = await request(app.http).get('/v1/agents').set(caller.auth).expect(429);
    expect(refused.body.error).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
