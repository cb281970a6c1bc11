import { randomUUID } from 'node:crypto';
import { EvalShaThrottlerStorage } from '../../src/common/rate-limit/evalsha-throttler-storage';
import { loadConfig } from '../../src/config/app-config';
import {
  closeRedisClient,
  createRedisClient,
  readyOrTimeout,
  RedisClient,
} from '../../src/redis/redis-client';

/** The refund a 304 makes (platform.md "Conditional reads"), against the real Redis. */
describe('EvalShaThrottlerStorage.refund', () => {
  const config = loadConfig(process.env);
  const WINDOW_MS = 60_000;
  let redis: RedisClient;
  let storage: EvalShaThrottlerStorage;
  beforeAll(async () => {
    redis = await readyOrTimeout(createRedisClient(config, 'rate-refund-test'), config);
    storage = new EvalShaThrottlerStorage(redis);
  });
  afterAll(() => closeRedisClient(redis));

  const newKey = () => `${config.redisPrefix}:rl:test:${randomUUID()}`;
  const hitKey = (key: string) => `{${key}:api}:hits`;
  const hit = (key: string) => storage.increment(key, WINDOW_MS, 5, WINDOW_MS, 'api');

  it('gives back one hit and keeps the window where it was', async () => {
    const key = newKey();
    await hit(key);
    await hit(key);
    const ttlBefore = await redis.pttl(hitKey(key));
    await expect(storage.refund(key, 'api')).resolves.toBe(1);
    const ttlAfter = await redis.pttl(hitKey(key));
    expect(ttlAfter).toBeGreaterThan(0);
    expect(ttlAfter).toBeLessThanOrEqual(ttlBefore);
    expect((await hit(key)).totalHits).toBe(2);
  });

  it('never goes below zero, and makes no key for a window that has ended', async () => {
    const key = newKey();
    await expect(storage.refund(key, 'api')).resolves.toBe(0);
    expect(await redis.exists(hitKey(key))).toBe(0);
    await hit(key);
    await storage.refund(key, 'api');
    await expect(storage.refund(key, 'api')).resolves.toBe(0);
    expect(await redis.get(hitKey(key))).toBe('0');
  });
});
