import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/config/app-config';
import {
  closeRedisClient,
  createRedisClient,
  readyOrTimeout,
  RedisClient,
} from '../../src/redis/redis-client';
import { SubscriptionRateLimiter } from '../../src/webhooks/delivery/protection/subscription-rate-limiter';

/** One delivery per 100 s: slow calls on a loaded machine can come nowhere near a slot's edge. */
const PER_SECOND = 0.01;
const INTERVAL_MS = 100_000;

/**
 * RATE_SLOT_SCRIPT, run by SubscriptionRateLimiter in Redis, gives the waits of its TypeScript
 * twin (rate-slots.spec.ts, "puts a first attempt ahead…"). Redis keeps its own clock, so a wait
 * is checked as the slot's offset from the first call less the time Redis can have run since it.
 * The interval is long so that no call, however late, falls within RATE_TOLERANCE_MS of a slot
 * (a CI run once took 233 ms over the first five calls, and an interval of 250 ms let the sixth
 * go at once).
 */
describe('the rate line in Redis (RATE_SLOT_SCRIPT)', () => {
  const config = loadConfig(process.env);
  let redis: RedisClient;
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
    /** Asserts the wait Redis gives for the slot `slots` intervals after the first call. */
    const expectSlot = async (slots: number, firstAttempt: boolean) => {
      const slotMs = slots * INTERVAL_MS;
      const sent = performance.now() - start;
      const wait = await limiter.waitMs(subscriptionId, PER_SECOND, firstAttempt);
      const answered = performance.now() - start;
      if (slots === 0) expect(wait).toBe(0);
      else {
        expect(wait).toBeGreaterThanOrEqual(Math.floor(slotMs - answered));
        expect(wait).toBeLessThanOrEqual(Math.ceil(slotMs - Math.max(0, sent - firstAnswered)));
      }
      return answered;
    };

    firstAnswered = await expectSlot(0, false);
    // A backlog of retries lines up one interval apart.
    for (const slots of [1, 2, 3, 4]) await expectSlot(slots, false);
    // First attempts arriving later wait for the next free slots, not behind the four.
    await expectSlot(1, true);
    await expectSlot(2, true);
    // Retries arriving later queue behind both lines.
    await expectSlot(5, false);

    // Every call ran in Redis (none in the in-process fallback): the lines it keeps, in µs.
    const key = `${config.redisPrefix}:wh:rate:${subscriptionId}`;
    const slots = await redis.hgetall(key);
    expect(Number(slots.ftail) - Number(slots.tat)).toBe(2 * INTERVAL_MS * 1000);
    expect(Number(slots.tail) - Number(slots.tat)).toBe(5 * INTERVAL_MS * 1000);
    await redis.del(key);
  });
});
