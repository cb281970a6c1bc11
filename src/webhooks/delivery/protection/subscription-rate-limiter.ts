import { Inject, Injectable, Logger } from '@nestjs/common';
import { RedisFallback } from '../../../common/rate-limit/redis-fallback';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import type { RedisClient } from '../../../redis/redis-client';
import { REDIS } from '../../../redis/redis.module';
import { RATE_SLOT_SCRIPT, RATE_TOLERANCE_MS, RateSlots, takeRateSlot } from './rate-slots';

type RedisWithRateSlot = RedisClient & {
  webhookRateSlot(
    key: string,
    intervalUs: number,
    toleranceUs: number,
    firstAttempt: '1' | '0',
  ): Promise<number>;
};

/** In-process slots are dropped once this many subscriptions have them (they expire anyway). */
const MAX_LOCAL_SLOTS = 10_000;

/**
 * `maxDeliveriesPerSecond` (or the slower pace a receiver's 429s set) across every worker process: one script call in Redis (by SHA,
 * auto-pipelined with concurrent ones). While Redis does not answer, each process keeps the rate
 * on its own, as the API's rate limits do: N processes briefly allow up to N times the rate,
 * never an unlimited one.
 */
@Injectable()
export class SubscriptionRateLimiter {
  private readonly logger = new Logger(SubscriptionRateLimiter.name);
  private readonly redis: RedisWithRateSlot;
  private readonly local = new Map<string, RateSlots>();
  private readonly fallback: RedisFallback;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: RedisClient,
  ) {
    redis.defineCommand('webhookRateSlot', { numberOfKeys: 1, lua: RATE_SLOT_SCRIPT });
    this.redis = redis as RedisWithRateSlot;
    this.fallback = new RedisFallback({
      commandTimeoutMs: config.redisCommandTimeoutMs,
      what: 'Redis delivery rate',
      fallbackNote: 'delivery rates kept in this process',
      logger: this.logger,
    });
  }

  /**
   * 0: the attempt may go now; otherwise how many milliseconds it should wait first. First
   * attempts wait in a line ahead of retries (rate-slots.ts).
   */
  async waitMs(subscriptionId: string, perSecond: number, firstAttempt: boolean): Promise<number> {
    const shared = await this.fallback.attempt(() =>
      this.redis.webhookRateSlot(
        `${this.config.redisPrefix}:wh:rate:${subscriptionId}`,
        Math.round(1_000_000 / perSecond),
        RATE_TOLERANCE_MS * 1000,
        firstAttempt ? '1' : '0',
      ),
    );
    return shared ?? this.inProcess(subscriptionId, perSecond, firstAttempt);
  }

  private inProcess(subscriptionId: string, perSecond: number, firstAttempt: boolean): number {
    let slots = this.local.get(subscriptionId);
    if (!slots) {
      if (this.local.size >= MAX_LOCAL_SLOTS) this.local.clear();
      slots = { nextFreeSlot: 0, retryLineEnd: 0, firstLineEnd: 0 };
      this.local.set(subscriptionId, slots);
    }
    return takeRateSlot(slots, Date.now(), perSecond, firstAttempt);
  }
}
