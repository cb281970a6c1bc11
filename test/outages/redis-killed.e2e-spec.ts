import request from 'supertest';
import { createAgentCaller } from '../factories/agents.factory';
import { createInboundEndpoint } from '../factories/webhooks.factory';
import { PrivateRedis } from '../support/private-redis';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A Redis of the test's own is killed (kill -9) in the middle of steady traffic and started
 * again, empty. Every answer is counted: agent creates and inbound deliveries keep answering 2xx
 * from Postgres alone, none takes a second, and every accepted delivery is stored.
 */
// A latency budget on a shared 2-core machine: one retry absorbs a stall of the test process
// itself (CI runs saw answers of 1–2 s that no quiet run comes near: at most 60 ms while Redis is
// down). The stalls were full collections of a 3 GB in-band heap, now bounded by jest.config.js's
// workerIdleMemoryLimit; the retry stays for other noise. A real regression fails both attempts.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

describe('Redis killed under traffic', () => {
  const redis = new PrivateRedis();
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createAgentCaller>>;
  let receiverPath: string;
  let endpointId: string;

  beforeAll(async () => {
    await redis.start();
    app = await createTestApp({
      REDIS_URL: redis.url,
      RATE_LIMIT_OVERRIDES: 'api=1000000,webhook=1000000',
    });
    caller = await createAgentCaller(app);
    const endpoint = await createInboundEndpoint(app, caller.teamId);
    receiverPath = endpoint.path;
    endpointId = endpoint.endpointId;
  });
  afterAll(async () => {
    await app.close();
    await redis.kill();
  });

  it('answers every request 2xx within a second before, during and after the outage', async () => {
    const storedBefore = await storedCount();
    const answers: Array<{ kind: string; status: number; ms: number; phase: string }> = [];
    let phase = 'before';
    let stop = false;
    let sequence = 0;
    const traffic = async () => {
      while (!stop) {
        sequence += 1;
        const kind = sequence % 2 === 0 ? 'agent' : 'inbound';
        const started = Date.now();
        const res =
          kind === 'agent'
            ? await request(app.http)
                .post('/v1/agents/create')
                .set(caller.auth)
                .send({ name: `Under traffic ${sequence}` })
            : await request(app.http)
                .post(receiverPath)
                .set('Content-Type', 'application/json')
                .send(`{"n":${sequence}}`);
        answers.push({ kind, status: res.status, ms: Date.now() - started, phase });
      }
    };
    const running = Promise.all([traffic(), traffic(), traffic(), traffic()]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    phase = 'down';
    await redis.kill();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    phase = 'back';
    await redis.start();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    stop = true;
    await running;

    const bad = answers.filter((answer) => answer.status >= 300 || answer.ms >= 1000);
    expect(bad).toEqual([]);
    for (const name of ['before', 'down', 'back'])
      expect(answers.filter((answer) => answer.phase === name).length).toBeGreaterThan(5);
    const accepted = answers.filter((answer) => answer.kind === 'inbound').length;
    expect((await storedCount()) - storedBefore).toBe(accepted);
  });

  async function storedCount(): Promise<number> {
    const [{ stored }] = await app.dataSource.query<Array<{ stored: number }>>(
      `SELECT count(*)::int AS stored FROM webhook_inbound_deliveries WHERE endpoint_id = $1 AND outcome = 'accepted'`,
      [endpointId],
    );
    return stored;
  }
});
