import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import Redis from 'ioredis';
import type { RedisClient } from '../../redis/redis-client';

type IncrementReply = [
  totalHits: number,
  timeToExpireMs: number,
  isBlocked: number,
  timeToBlockExpireMs: number,
];

type RedisWithIncrement = RedisClient & {
  throttlerIncrement(...args: (string | number)[]): Promise<IncrementReply>;
  throttlerIncrementUnlessClosed(...args: (string | number)[]): Promise<IncrementReply>;
  throttlerRefund(hitKey: string): Promise<number>;
};

/**
 * One hit given back: a key that has expired (or was never made) stays absent rather than being
 * made at -1 with no expiry, and a count never goes below zero. DECR keeps the key's expiry.
 */
const REFUND_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]))
if hits and hits > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/** What `incrementUnlessClosed` answers: the other key's block, or the counted hit. */
export type IncrementUnlessClosed =
  { closedForMs: number; record?: undefined } | { closedForMs: 0; record: ThrottlerStorageRecord };

/**
 * The throttler storage's own Lua script, run by SHA (ioredis `defineCommand`) instead of sending
 * the script text with every request: the counter is on the hot path of every authenticated call.
 */
export class EvalShaThrottlerStorage extends ThrottlerStorageRedisService {
  private readonly client: RedisWithIncrement;
  /** One server (not a Cluster): keys of any slot may meet in one script. */
  private readonly oneServer: boolean;

  constructor(redis: RedisClient) {
    // It takes a server or a cluster; its overloads name them apart.
    super(redis as Redis);
    redis.defineCommand('throttlerIncrement', { numberOfKeys: 2, lua: this.scriptSrc });
    redis.defineCommand('throttlerRefund', { numberOfKeys: 1, lua: REFUND_SCRIPT });
    // Another budget's block first (KEYS[3]): while it holds, nothing is counted.
    redis.defineCommand('throttlerIncrementUnlessClosed', {
      numberOfKeys: 3,
      lua: `local closed = redis.call('PTTL', KEYS[3])\nif closed > 0 then return { -1, closed, 0, 0 } end\n${this.scriptSrc}`,
    });
    this.client = redis as RedisWithIncrement;
    this.oneServer = redis instanceof Redis;
  }

  override async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    return recordOf(
      await this.client.throttlerIncrement(
        `{${key}:${throttlerName}}:hits`,
        `{${key}:${throttlerName}}:blocked`,
        throttlerName,
        ttl,
        limit,
        blockDuration,
      ),
    );
  }

  /**
   * `increment`, unless another budget's key (`closedKey`, blocked by its own `increment`) is
   * blocked: then nothing is counted. On one server this is one script, so one round trip; a
   * Cluster keeps the two keys in different slots, which no script may span, and asks twice.
   */
  async incrementUnlessClosed(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
    closed: { key: string; throttlerName: string },
  ): Promise<IncrementUnlessClosed> {
    if (!this.oneServer) {
      const closedForMs = await this.blockedForMs(closed.key, closed.throttlerName);
      if (closedForMs > 0) return { closedForMs };
      return {
        closedForMs: 0,
        record: await this.increment(key, ttl, limit, blockDuration, throttlerName),
      };
    }
    const reply = await this.client.throttlerIncrementUnlessClosed(
      `{${key}:${throttlerName}}:hits`,
      `{${key}:${throttlerName}}:blocked`,
      `{${closed.key}:${closed.throttlerName}}:blocked`,
      throttlerName,
      ttl,
      limit,
      blockDuration,
    );
    if (reply[0] === -1) return { closedForMs: reply[1] };
    return { closedForMs: 0, record: recordOf(reply) };
  }

  /** Gives back one hit `increment` counted on the key (never below zero); returns the hits left. */
  refund(key: string, throttlerName: string): Promise<number> {
    return this.client.throttlerRefund(`{${key}:${throttlerName}}:hits`);
  }

  /** How long the key stays blocked (the block `increment` sets), without counting a hit: 0 if not. */
  async blockedForMs(key: string, throttlerName: string): Promise<number> {
    return Math.max(0, await this.client.pttl(`{${key}:${throttlerName}}:blocked`));
  }
}

function recordOf([
  totalHits,
  timeToExpire,
  isBlocked,
  timeToBlockExpire,
]: IncrementReply): ThrottlerStorageRecord {
  return {
    totalHits,
    timeToExpire: Math.ceil(timeToExpire / 1000),
    isBlocked: isBlocked === 1,
    timeToBlockExpire: Math.ceil(timeToBlockExpire / 1000),
  };
}
