import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createAgentCaller } from '../factories/agents.factory';
import { PrivateRedis } from '../support/private-redis';
import { createTestApp, TestApp } from '../support/test-app';
import {
  guessBesideHonestCaller,
  malformedToken,
  REAL_BUDGET,
  times,
  unknownToken,
} from './support';

/**
 * With Redis gone, the failure budget is counted in each process (neither open nor
 * closed for everyone), and the fallback is logged once, not once a request.
 */
describe('the failure budget with Redis stopped', () => {
  const redis = new PrivateRedis();
  let app: TestApp;
  let logFile: string;
  let caller: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    await redis.start();
    logFile = join(mkdtempSync(join(tmpdir(), 'platform-guessing-')), 'app.log');
    app = await createTestApp({
      ...REAL_BUDGET,
      REDIS_URL: redis.url,
      // API only: the queue workers would wait for the dead Redis when the app closes.
      RUN_MODE: 'api',
      LOG_LEVEL: 'warn',
      LOG_DESTINATION: logFile,
    });
    caller = await createAgentCaller(app, 'ai_agents:read');
    await redis.kill();
  });
  afterAll(async () => {
    await app.close();
    await redis.kill();
  });

  it.each([
    ['well-formed tokens nobody issued', unknownToken],
    ['malformed tokens', malformedToken],
  ])(
    'holds per process for %s: 20 x 401 then 429, while a correct token from another address works',
    async (_case, makeToken) => {
      const { guesser, statuses } = await guessBesideHonestCaller(app, caller.auth, makeToken);
      expect(statuses).toEqual([...times(20, 401), ...times(5, 429)]);
      const refused = await request(app.http)
        .get('/v1/agents')
        .set('X-Forwarded-For', guesser)
        .set(caller.auth)
        .expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    },
  );

  it('says so in one log line, not one a request', () => {
    const fallbackLines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('rate limits counted in this process'));
    expect(fallbackLines).toHaveLength(1);
  });
});
