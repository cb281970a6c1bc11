import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
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

/**
 * Fixed-window counters in the throttler's Redis storage. The guard uses it for declared
 * routes; handlers whose contract orders checks (the webhook receiver) call it directly.
 */
@Injectable()
export class RateLimiterService {
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
    const record = await this.storage.increment(
      key,
      policy.windowMs,
      policy.limit,
      policy.windowMs,
      policyName,
    );
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
