import { Inject, Injectable } from '@nestjs/common';
import type { DomainError, RequestLogNote } from '../../common/errors/domain-error';
import type { RateLimitBudget, RateLimitOutcome } from '../../common/rate-limit/rate-limit-outcome';
import {
  RateLimiterService,
  type UnlessClosed,
} from '../../common/rate-limit/rate-limiter.service';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AUTH_FAILURE_METRICS, type AuthFailureMetrics } from '../../metrics/metrics-registry';
import { TooManyFailedAuthenticationsError } from '../auth.errors';
import { budgetAddressOf } from './client-address';

export type CredentialKind = 'api_token' | 'session' | 'webhook_token' | 'portal_link';

/** One attempt to authenticate, as the budget counts it and the audit log describes it. */
export interface AuthAttempt {
  /** `req.ip`: the socket's address, or the client X-Forwarded-For names under TRUST_PROXY. */
  clientAddress: string | undefined;
  /** Method and route template; never the URL, which may carry the credential. */
  route: string;
  credential: CredentialKind;
  /** An API token's public prefix (`svc_live_AbCd`, as the token list shows it); never more. */
  tokenPrefix?: string;
}

/**
 * Guessing credentials costs the guesser (docs/platform.md, "Credential guessing"): each client
 * address may fail to authenticate AUTH_FAILURE_LIMIT times a window, on every route that takes a
 * credential; past that it is answered 429 before its credential is looked at. Successful
 * attempts spend nothing.
 * Counted in Redis across instances, in process while Redis is away (RateLimiterService).
 */
@Injectable()
export class AuthFailureBudget {
  private readonly budget: RateLimitBudget;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly limiter: RateLimiterService,
    @Inject(AUTH_FAILURE_METRICS) private readonly metrics: AuthFailureMetrics,
  ) {
    this.budget = {
      name: 'authFailures',
      limit: config.authFailureLimit,
      windowMs: config.authFailureWindowSeconds * 1000,
    };
  }

  /** Throws 429 while the address's budget is spent: call it before looking at the credential. */
  async refuseIfSpent(attempt: AuthAttempt, headers: Record<string, string> = {}): Promise<void> {
    const address = budgetAddressOf(attempt.clientAddress);
    const closed = await this.limiter.closedFailureBudget(this.budget, address);
    if (closed) throw this.throttled(attempt, closed, headers);
  }

  /**
   * `refuseIfSpent` asked within the rate-limit spend of the same request (one Redis call), for a
   * credential that needed no look-up: RateLimiterService.enforce throws the 429 while the
   * address's budget is spent, before it counts the call.
   */
  refusingIfSpent(attempt: AuthAttempt): UnlessClosed {
    return {
      budget: this.budget,
      subject: budgetAddressOf(attempt.clientAddress),
      refusal: (outcome) => this.throttled(attempt, outcome, {}),
    };
  }

  /**
   * Counts a failed authentication and returns what to answer: the refusal itself, or 429 (with
   * the refusal's headers) for an attempt that was under way while the budget ran out.
   */
  async failed(attempt: AuthAttempt, refusal: DomainError): Promise<DomainError> {
    const address = budgetAddressOf(attempt.clientAddress);
    const outcome = await this.limiter.spendFailure(this.budget, address);
    if (!outcome.allowed) return this.throttled(attempt, outcome, refusal.headers);
    this.metrics.failures.inc({ credential: attempt.credential });
    refusal.logNote = auditNote(attempt, outcome);
    return refusal;
  }

  private throttled(
    attempt: AuthAttempt,
    outcome: RateLimitOutcome,
    headers: Record<string, string>,
  ): TooManyFailedAuthenticationsError {
    this.metrics.throttled.inc({ credential: attempt.credential });
    const refusal = new TooManyFailedAuthenticationsError(outcome, headers);
    // Past the budget a flood is counted, not written: the log gets at most the budget's lines.
    refusal.logNote = { kind: 'unlogged' };
    return refusal;
  }
}

/**
 * One audit line per counted failure, so at most AUTH_FAILURE_LIMIT lines an address a window:
 * the attempts past the budget are refused unseen and only counted in the metrics. The audit
 * fields ride on the refused request's own log line (a warning, see LoggingModule) rather than
 * a second line: a flood of guesses costs one log write each.
 */
function auditNote(attempt: AuthAttempt, outcome: RateLimitOutcome): RequestLogNote {
  return {
    kind: 'audit',
    message:
      outcome.remaining === 0
        ? `failed authentication; the address has spent its budget and is refused for ${outcome.resetSeconds} s`
        : 'failed authentication',
    fields: {
      event: 'auth_failure',
      clientAddress: attempt.clientAddress,
      route: attempt.route,
      credential: attempt.credential,
      tokenPrefix: attempt.tokenPrefix,
      failuresLeft: outcome.remaining,
    },
  };
}
