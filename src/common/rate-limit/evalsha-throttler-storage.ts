import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';
import type { RedisClient } from '../../redis/redis-client';

type IncrementReply = [
  totalHits: number,
  timeToExpireMs: number,
  isBlocked: number,
  timeToBlockExpireMs: number,
];

type RedisWithIncrement = RedisClient & {
  throttlerIncrement(...args: (string | number)[]): Promise<IncrementReply>;
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

/**
 * The throttler storage's own Lua script, run by SHA (ioredis `defineCommand`) instead of sending
 * the script text with every request: the counter is on the hot path of every authenticated call.
 */
export class EvalShaThrottlerStorage extends ThrottlerStorageRedisService {
  private readonly client: RedisWithIncrement;

  constructor(redis: RedisClient) {
    // It takes a server or a cluster; its overloads name them apart.
    super(redis as Redis);
    redis.defineCommand('throttlerIncrement', { numberOfKeys: 2, lua: this.scriptSrc });
    redis.defineCommand('throttlerRefund', { numberOfKeys: 1, lua: REFUND_SCRIPT });
    this.client = redis as RedisWithIncrement;
  }

  override async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const [totalHits, timeToExpire, isBlocked, timeToBlockExpire] =
      await this.client.throttlerIncrement(
        `{${key}:${throttlerName}}:hits`,
        `{${key}:${throttlerName}}:blocked`,
        throttlerName,
        ttl,
        limit,
        blockDuration,
      );
    return {
      totalHits,
      timeToExpire: Math.ceil(timeToExpire / 1000),
      isBlocked: isBlocked === 1,
      timeToBlockExpire: Math.ceil(timeToBlockExpire / 1000),
    };
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
