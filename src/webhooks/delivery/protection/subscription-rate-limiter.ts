import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { withDeadline } from '../../../common/async/with-deadline';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { REDIS } from '../../../redis/redis.module';
import { RATE_SLOT_SCRIPT, RATE_TOLERANCE_MS, RateSlots, takeRateSlot } from './rate-slots';

interface RedisWithRateSlot extends Redis {
  webhookRateSlot(
    key: string,
    intervalUs: number,
    toleranceUs: number,
    firstAttempt: '1' | '0',
  ): Promise<number>;
}

/** How long the limiter counts in process after Redis failed, before it asks Redis again. */
const REDIS_RETRY_AFTER_MS = 2_000;
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
  private redisRetryAt = 0;
  private nextFallbackLog = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    redis.defineCommand('webhookRateSlot', { numberOfKeys: 1, lua: RATE_SLOT_SCRIPT });
    this.redis = redis as RedisWithRateSlot;
  }

  /**
   * 0: the attempt may go now; otherwise how many milliseconds it should wait first. First
   * attempts wait in a line ahead of retries (rate-slots.ts).
   */
  async waitMs(subscriptionId: string, perSecond: number, firstAttempt: boolean): Promise<number> {
    if (Date.now() >= this.redisRetryAt) {
      try {
        // The deadline covers the wait behind an auto-pipeline too, not only the command.
        return await withDeadline(
          this.redis.webhookRateSlot(
            `${this.config.redisPrefix}:wh:rate:${subscriptionId}`,
            Math.round(1_000_000 / perSecond),
            RATE_TOLERANCE_MS * 1000,
            firstAttempt ? '1' : '0',
          ),
          this.config.redisCommandTimeoutMs,
          'Redis delivery rate',
        );
      } catch (error) {
        this.redisFailed(error);
      }
    }
    return this.inProcess(subscriptionId, perSecond, firstAttempt);
  }

  private inProcess(subscriptionId: string, perSecond: number, firstAttempt: boolean): number {
    let slots = this.local.get(subscriptionId);
    if (!slots) {
      if (this.local.size >= MAX_LOCAL_SLOTS) this.local.clear();
      slots = { tat: 0, tail: 0, firstTail: 0 };
      this.local.set(subscriptionId, slots);
    }
    return takeRateSlot(slots, Date.now(), perSecond, firstAttempt);
  }

  private redisFailed(error: unknown): void {
    this.redisRetryAt = Date.now() + REDIS_RETRY_AFTER_MS;
    if (Date.now() < this.nextFallbackLog) return;
    this.nextFallbackLog = Date.now() + 60_000;
    this.logger.warn(
      `delivery rates kept in this process (Redis: ${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
