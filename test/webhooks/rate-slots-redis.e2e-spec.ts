import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { loadConfig } from '../../src/config/app-config';
import { closeRedisClient, createRedisClient, readyOrTimeout } from '../../src/redis/redis-client';
import { SubscriptionRateLimiter } from '../../src/webhooks/delivery/subscription-rate-limiter';

/**
 * RATE_SLOT_SCRIPT, run by SubscriptionRateLimiter in Redis, gives the waits of its TypeScript
 * twin (rate-slots.spec.ts, "puts a first attempt ahead…"). Redis keeps its own clock, so a wait
 * is checked as the slot's offset from the first call less the time Redis can have run since it.
 */
describe('the rate line in Redis (RATE_SLOT_SCRIPT)', () => {
  const config = loadConfig(process.env);
  let redis: Redis;
  let limiter: SubscriptionRateLimiter;
  beforeAll(async () => {
    redis = await readyOrTimeout(createRedisClient(config, 'rate-slots-test'), config);
    limiter = new SubscriptionRateLimiter(config, redis);
  });
  afterAll(() => closeRedisClient(redis));

  it('puts a first attempt ahead of the retries already waiting', async () => {
    const subscriptionId = randomUUID();
    const start = performance.now();
    let firstAnswered = 0;
    /** Asserts the wait Redis gives for the slot `slotMs` after the first call. */
    const expectSlot = async (slotMs: number, firstAttempt: boolean) => {
      const sent = performance.now() - start;
      const wait = await limiter.waitMs(subscriptionId, 4, firstAttempt);
      const answered = performance.now() - start;
      expect(wait).toBeGreaterThanOrEqual(Math.floor(slotMs - answered));
      expect(wait).toBeLessThanOrEqual(Math.ceil(slotMs - Math.max(0, sent - firstAnswered)));
      return answered;
    };

    firstAnswered = await expectSlot(0, false);
    // A backlog of retries lines up one interval apart: 250, 500, 750, 1,000 ms.
    for (const slotMs of [250, 500, 750, 1_000]) await expectSlot(slotMs, false);
    // First attempts arriving at least 10 ms later wait for the next free slots (at most 240 and
    // 490 ms), not behind the four.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const firstAttemptsAt = performance.now() - start;
    expect(firstAttemptsAt - firstAnswered).toBeGreaterThanOrEqual(10);
    await expectSlot(250, true);
    await expectSlot(500, true);
    // Retries arriving later queue behind both lines (at most 1,240 ms).
    await expectSlot(1_250, false);

    // Every call ran in Redis (none in the in-process fallback): the lines it keeps, in µs.
    const key = `${config.redisPrefix}:wh:rate:${subscriptionId}`;
    const slots = await redis.hgetall(key);
    expect(Number(slots.ftail) - Number(slots.tat)).toBe(500_000);
    expect(Number(slots.tail) - Number(slots.tat)).toBe(1_250_000);
  });
});
