import { RateLimitedError } from '../common/errors/domain-error';
import { rateLimitHeaders } from '../common/rate-limit/rate-limit-headers';
import type { RateLimitOutcome } from '../common/rate-limit/rate-limit-outcome';

/** The client address spent its failure budget (docs/platform.md, "Credential guessing"). */
export class TooManyFailedAuthenticationsError extends RateLimitedError {
  constructor(outcome: RateLimitOutcome, headers: Record<string, string> = {}) {
    super(
      outcome.retryAfterSeconds,
      { ...headers, ...rateLimitHeaders(outcome) },
      'Too many failed authentications from this address; retry after the time in Retry-After',
    );
  }
}
