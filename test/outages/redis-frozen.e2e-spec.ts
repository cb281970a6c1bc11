import request from 'supertest';
import { loadConfig } from '../../src/config/app-config';
import { createAgentCaller } from '../factories/agents.factory';
import { createInboundEndpoint } from '../factories/webhooks.factory';
import { TcpProxy } from '../support/tcp-proxy';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Redis frozen for one app (a proxy holds its bytes; the machine's Redis keeps serving the other
 * tests): nothing waits on it. /v1 reads and writes and inbound deliveries answer 2xx within a
 * second, counting their budgets in process, and readiness says Redis is down within its budget.
 */
describe('with Redis frozen', () => {
  const target = new URL(loadConfig(process.env).redisUrl);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createAgentCaller>>;
  let receiverPath: string;

  beforeAll(async () => {
    await proxy.start();
    app = await createTestApp({ REDIS_URL: proxy.urlThrough(target) });
    caller = await createAgentCaller(app);
    receiverPath = (await createInboundEndpoint(app, caller.teamId)).path;
  });
  afterAll(async () => {
    await proxy.restore();
    await app.close();
    await proxy.close();
  });

  it('answers every request within a second while Redis does not answer', async () => {
    await request(app.http).get('/v1/agents').set(caller.auth).expect(200);
    proxy.freeze();
    const timings: Array<{ what: string; ms: number }> = [];
    let what = '';
    const timed = async <T>(call: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      const result = await call();
      timings.push({ what, ms: Date.now() - started });
      return result;
    };
    for (let round = 0; round < 3; round += 1) {
      what = `GET /v1/agents (round ${round})`;
      await timed(() => request(app.http).get('/v1/agents').set(caller.auth).expect(200));
      what = `POST /v1/agents/create (round ${round})`;
      await timed(() =>
        request(app.http)
          .post('/v1/agents/create')
          .set(caller.auth)
          .send({ name: `Frozen ${round}` })
          .expect(201),
      );
      what = `POST receiver (round ${round})`;
      await timed(() =>
        request(app.http)
          .post(receiverPath)
          .set('Content-Type', 'application/json')
          .send(`{"round":${round}}`)
          .expect(200),
      );
    }
    what = 'GET /health/ready';
    const ready = await timed(() => request(app.http).get('/health/ready'));
    expect(ready.status).toBe(503);
    // Named, so a failure says which request waited.
    expect(timings.filter(({ ms }) => ms >= 1_000)).toEqual([]);
  });
});
