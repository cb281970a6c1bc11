import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import {
  InjectThrottlerStorage,
  ThrottlerStorage,
  ThrottlerStorageService,
} from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { withDeadline } from '../async/with-deadline';
import { RateLimitedError } from '../errors/domain-error';
import { rateLimitHeaders } from './rate-limit-headers';
import { RATE_LIMIT_POLICIES, RateLimitPolicyName } from './rate-limit-policies';

export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
  retryAfterSeconds: number;
}

/** How long the limiter counts in process after Redis failed, before it asks Redis again. */
const REDIS_RETRY_AFTER_MS = 2_000;

/**
 * Fixed-window counters in the throttler's Redis storage, with the throttler's in-memory storage
 * as the fallback while Redis does not answer. The guard uses it for declared
 * routes; handlers whose contract orders checks (the webhook receiver) call it directly.
 */
@Injectable()
export class RateLimiterService implements OnApplicationShutdown {
  private readonly logger = new Logger(RateLimiterService.name);
  /**
   * The throttler's own in-memory storage: per instance, so N instances briefly allow up to N
   * budgets while Redis is away; never unlimited, never closed.
   */
  private readonly local = new ThrottlerStorageService();
  private redisRetryAt = 0;
  private nextFallbackLog = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {}

  async consume(policyName: RateLimitPolicyName, subject: string): Promise<RateLimitOutcome> {
    const policy = {
      ...RATE_LIMIT_POLICIES[policyName],
      limit: this.config.rateLimitOverrides[policyName] ?? RATE_LIMIT_POLICIES[policyName].limit,
    };
    // Subjects are credentials (tokens): only a digest becomes part of a Redis key.
    const digest = createHash('sha256').update(subject).digest('base64url');
    const key = `${this.config.redisPrefix}:rl:${policyName}:${digest}`;
    const record =
      (await this.shared(key, policy, policyName)) ??
      (await this.local.increment(key, policy.windowMs, policy.limit, policy.windowMs, policyName));
    return {
      allowed: !record.isBlocked,
      limit: policy.limit,
      remaining: Math.max(0, policy.limit - record.totalHits),
      resetSeconds: Math.max(0, record.timeToExpire),
      retryAfterSeconds: Math.max(
        1,
        record.isBlocked ? record.timeToBlockExpire : record.timeToExpire,
      ),
    };
  }

  /**
   * The counter in Redis, shared by every instance; undefined while Redis does not answer. After
   * a failure Redis is left alone for REDIS_RETRY_AFTER_MS, so a frozen Redis costs one command
   * deadline now and then rather than one per request.
   */
  private async shared(
    key: string,
    policy: { limit: number; windowMs: number },
    policyName: RateLimitPolicyName,
  ): Promise<ThrottlerStorageRecord | undefined> {
    if (Date.now() < this.redisRetryAt) return undefined;
    try {
      // The command timeout starts when a command is written; with auto-pipelining a command may
      // first wait for the pipeline ahead of it, so the deadline covers the whole call.
      return await withDeadline(
        this.storage.increment(key, policy.windowMs, policy.limit, policy.windowMs, policyName),
        this.config.redisCommandTimeoutMs,
        'Redis rate-limit counter',
      );
    } catch (error) {
      this.redisRetryAt = Date.now() + REDIS_RETRY_AFTER_MS;
      if (Date.now() >= this.nextFallbackLog) {
        this.nextFallbackLog = Date.now() + 60_000;
        this.logger.warn(
          `rate limits counted in this process (Redis: ${error instanceof Error ? error.message : String(error)})`,
        );
      }
      return undefined;
    }
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }

  /** Consumes one unit, sets the RateLimit-* headers, and throws 429 when the budget is spent. */
  async enforce(
    policyName: RateLimitPolicyName,
    subject: string,
    response: Response,
  ): Promise<void> {
    const outcome = await this.consume(policyName, subject);
    response.set(rateLimitHeaders(outcome));
    if (!outcome.allowed) throw new RateLimitedError(outcome.retryAfterSeconds);
  }
}
