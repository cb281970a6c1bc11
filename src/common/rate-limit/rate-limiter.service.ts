import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { InjectThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { Response } from 'express';
import { sha256Base64Url } from '../crypto/sha256';
import { ResponseSlot } from '../http/response-slot';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { RateLimitedError } from '../errors/domain-error';
import { EvalShaThrottlerStorage } from './evalsha-throttler-storage';
import { rateLimitHeaders } from './rate-limit-headers';
import type { RateLimitBudget, RateLimitOutcome } from './rate-limit-outcome';
import { RATE_LIMIT_POLICIES, RateLimitPolicyName } from './rate-limit-policies';
import { RedisFallback } from './redis-fallback';
import { RefundableMemoryStorage } from './refundable-memory-storage';

/**
 * A budget that, while closed, refuses the spend of another before it counts (the failed
 * authentications of the caller's address, for a call whose credential needed no look-up):
 * asked in the same Redis call that spends.
 */
export interface UnlessClosed {
  budget: RateLimitBudget;
  subject: string;
  refusal(outcome: RateLimitOutcome): Error;
}

/** One unit spent: where it was counted, so that a refund goes to the same counter. */
interface Spend {
  budget: RateLimitBudget;
  key: string;
  countedIn: 'redis' | 'process';
  outcome: RateLimitOutcome;
}

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
  private readonly local = new RefundableMemoryStorage();
  private readonly redis: RedisFallback;
  /** Each policy's budget, with this instance's overrides. */
  private readonly budgets: Record<RateLimitPolicyName, RateLimitBudget>;
  /** What `enforce` spent for each answer under way, so that `refund` can give it back. */
  private readonly spends = new ResponseSlot<Spend>('rateLimitSpend');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectThrottlerStorage() private readonly storage: EvalShaThrottlerStorage,
  ) {
    this.budgets = Object.fromEntries(
      Object.entries(RATE_LIMIT_POLICIES).map(([name, policy]) => [
        name,
        {
          name,
          windowMs: policy.windowMs,
          limit: config.rateLimitOverrides[name as RateLimitPolicyName] ?? policy.limit,
        },
      ]),
    ) as Record<RateLimitPolicyName, RateLimitBudget>;
    this.redis = new RedisFallback({
      commandTimeoutMs: config.redisCommandTimeoutMs,
      what: 'Redis rate-limit counter',
      fallbackNote: 'rate limits counted in this process',
      logger: this.logger,
    });
  }

  async consume(policyName: RateLimitPolicyName, subject: string): Promise<RateLimitOutcome> {
    return (await this.spend(policyName, subject)).outcome;
  }

  /**
   * One unit of the budget, counted in Redis or, while Redis does not answer, in this process;
   * with `unlessClosed`, its refusal is thrown instead while that budget is closed.
   */
  private async spend(
    policyName: RateLimitPolicyName,
    subject: string,
    unlessClosed?: UnlessClosed,
  ): Promise<Spend> {
    const budget = this.budgets[policyName];
    const key = this.keyOf(budget, subject);
    const closedKey = unlessClosed && this.keyOf(unlessClosed.budget, unlessClosed.subject);
    const inRedis = await this.redis.attempt(() =>
      closedKey
        ? this.storage.incrementUnlessClosed(
            key,
            budget.windowMs,
            budget.limit,
            budget.windowMs,
            budget.name,
            {
              key: closedKey,
              throttlerName: unlessClosed.budget.name,
            },
          )
        : this.countHit(this.storage, budget, key, budget.limit).then((record) => ({
            closedForMs: 0 as const,
            record,
          })),
    );
    const closedForMs = inRedis
      ? inRedis.closedForMs
      : closedKey
        ? this.locallyBlockedForMs(closedKey)
        : 0;
    if (unlessClosed && closedForMs > 0) {
      throw unlessClosed.refusal(closedOutcome(unlessClosed.budget, closedForMs));
    }
    const record = inRedis?.record ?? (await this.countHit(this.local, budget, key, budget.limit));
    const outcome: RateLimitOutcome = {
      allowed: !record.isBlocked,
      limit: budget.limit,
      remaining: Math.max(0, budget.limit - record.totalHits),
      resetSeconds: Math.max(0, record.timeToExpire),
      retryAfterSeconds: Math.max(
        1,
        record.isBlocked ? record.timeToBlockExpire : record.timeToExpire,
      ),
    };
    return { budget, key, countedIn: inRedis ? 'redis' : 'process', outcome };
  }

  /**
   * Gives back the unit `enforce` spent for this response, to the counter that counted it, never
   * below zero, and sets the RateLimit-* headers as they stand after it: a 304 does not count
   * against the caller's budget (platform.md "Conditional reads"). Redis is not waited for: the
   * decrement is queued on the connection before the answer leaves, so the caller's next request
   * is counted after it.
   */
  refund(response: Response): void {
    const spend = this.spends.get(response);
    if (!spend) return;
    this.spends.set(response, undefined);
    if (spend.countedIn === 'process') this.local.refund(spend.key, spend.budget.name);
    else void this.redis.attempt(() => this.storage.refund(spend.key, spend.budget.name));
    const { outcome } = spend;
    response.set(
      rateLimitHeaders({ ...outcome, remaining: Math.min(outcome.limit, outcome.remaining + 1) }),
    );
  }

  /**
   * A failure budget (credential guessing) closes as its last unit is spent, so the next attempt
   * is refused before it does anything: this asks, without spending, and answers the refusal
   * while the budget is closed. It stays closed one window from the failure that closed it.
   */
  async closedFailureBudget(
    budget: RateLimitBudget,
    subject: string,
  ): Promise<RateLimitOutcome | undefined> {
    const key = this.keyOf(budget, subject);
    const blockedMs =
      (await this.redis.attempt(() => this.storage.blockedForMs(key, budget.name))) ??
      this.locallyBlockedForMs(key);
    return blockedMs > 0 ? closedOutcome(budget, blockedMs) : undefined;
  }

  /** Throws the budget's refusal while it is closed, without spending anything. */
  async refuseIfClosed(unlessClosed: UnlessClosed): Promise<void> {
    const closed = await this.closedFailureBudget(unlessClosed.budget, unlessClosed.subject);
    if (closed) throw unlessClosed.refusal(closed);
  }

  /**
   * Counts one failure. The storage blocks past `limit - 1` hits, so the failure spending the
   * last unit closes the budget and is still allowed; failures that come after it are not (so a
   * caller that needs no look-up may spend without asking first).
   */
  async spendFailure(budget: RateLimitBudget, subject: string): Promise<RateLimitOutcome> {
    const key = this.keyOf(budget, subject);
    const record =
      (await this.redis.attempt(() =>
        this.countHit(this.storage, budget, key, budget.limit - 1),
      )) ?? (await this.countLocalFailure(budget, key));
    const resetSeconds = Math.max(
      0,
      record.isBlocked ? record.timeToBlockExpire : record.timeToExpire,
    );
    return {
      allowed: record.totalHits <= budget.limit,
      limit: budget.limit,
      remaining: Math.max(0, budget.limit - record.totalHits),
      resetSeconds,
      retryAfterSeconds: Math.max(1, resetSeconds),
    };
  }

  /** Subjects are credentials (tokens): only a digest becomes part of a Redis key. */
  private keyOf(budget: RateLimitBudget, subject: string): string {
    const digest = sha256Base64Url(subject);
    return `${this.config.redisPrefix}:rl:${budget.name}:${digest}`;
  }

  private countHit(
    storage: Pick<ThrottlerStorageService, 'increment'>,
    budget: RateLimitBudget,
    key: string,
    blockAbove: number,
  ): Promise<ThrottlerStorageRecord> {
    return storage.increment(key, budget.windowMs, blockAbove, budget.windowMs, budget.name);
  }

  /**
   * In process, a blocked key stops counting; a failure that comes while the budget is closed
   * is reported past the limit, as Redis's count (which goes on) reports it.
   */
  private async countLocalFailure(
    budget: RateLimitBudget,
    key: string,
  ): Promise<ThrottlerStorageRecord> {
    const blockedMs = this.locallyBlockedForMs(key);
    if (blockedMs <= 0) return this.countHit(this.local, budget, key, budget.limit - 1);
    const seconds = Math.ceil(blockedMs / 1000);
    return {
      totalHits: budget.limit + 1,
      timeToExpire: seconds,
      isBlocked: true,
      timeToBlockExpire: seconds,
    };
  }

  private locallyBlockedForMs(key: string): number {
    const record = this.local.storage.get(key);
    return record?.isBlocked ? record.blockExpiresAt - Date.now() : 0;
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }

  /**
   * Consumes one unit, sets the RateLimit-* headers, and throws 429 when the budget is spent;
   * an allowed unit is kept with the response for `refund`.
   */
  async enforce(
    policyName: RateLimitPolicyName,
    subject: string,
    response: Response,
    unlessClosed?: UnlessClosed,
  ): Promise<void> {
    const spend = await this.spend(policyName, subject, unlessClosed);
    response.set(rateLimitHeaders(spend.outcome));
    if (!spend.outcome.allowed) throw new RateLimitedError(spend.outcome.retryAfterSeconds);
    this.spends.set(response, spend);
  }
}

/** The answer while a budget is closed for `blockedMs` more. */
function closedOutcome(budget: RateLimitBudget, blockedMs: number): RateLimitOutcome {
  const seconds = Math.ceil(blockedMs / 1000);
  return {
    allowed: false,
    limit: budget.limit,
    remaining: 0,
    resetSeconds: seconds,
    retryAfterSeconds: Math.max(1, seconds),
  };
}
