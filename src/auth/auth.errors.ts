import { ForbiddenError, RateLimitedError } from '../common/errors/domain-error';
import { rateLimitHeaders } from '../common/rate-limit/rate-limit-headers';
import type { RateLimitOutcome } from '../common/rate-limit/rate-limiter.service';

export class SessionRequiredError extends ForbiddenError {
  static override readonly code = 'SESSION_REQUIRED';

  constructor() {
    super('API tokens cannot manage API tokens; use a user session');
  }
}

export class IpNotAllowedError extends ForbiddenError {
  static override readonly code = 'IP_NOT_ALLOWED';

  constructor() {
    super('Requests with this API token are not allowed from this address');
  }
}

/** The client address spent its failure budget (credential guessing, issue 17). */
export class TooManyFailedAuthenticationsError extends RateLimitedError {
  constructor(outcome: RateLimitOutcome, headers: Record<string, string> = {}) {
    super(
      outcome.retryAfterSeconds,
      { ...headers, ...rateLimitHeaders(outcome) },
      'Too many failed authentications from this address; retry after the time in Retry-After',
    );
  }
}
