import { DomainError, NotFoundError, ServiceUnavailableError } from '../common/errors/domain-error';

/** public-api.md, Errors: 400 rather than 401 for a bad unsubscribe token, there is no session. */
export class UnsubscribeTokenInvalidError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'UNSUBSCRIBE_TOKEN_INVALID';

  constructor() {
    super('The unsubscribe link is not valid');
  }
}

/** The spec's quirk: an expired link keeps the INVALID code, with 410. */
export class UnsubscribeTokenExpiredError extends DomainError {
  static override readonly status = 410;
  static override readonly code = UnsubscribeTokenInvalidError.code;

  constructor() {
    super('The unsubscribe link has expired');
  }
}

export class UnsubscribeTokenRevokedError extends DomainError {
  static override readonly status = 410;
  static override readonly code = 'UNSUBSCRIBE_TOKEN_REVOKED';

  constructor() {
    super('The unsubscribe link has been revoked');
  }
}

export class UnsubscribeTokenNotFoundError extends NotFoundError {
  static override readonly code = 'UNSUBSCRIBE_TOKEN_NOT_FOUND';

  constructor() {
    super('No unsubscribe link of this team matches that token');
  }
}

/** Signing key unreadable: a retryable server fault, not a claim about the token. */
export class UnsubscribeKeyUnavailableError extends ServiceUnavailableError {
  constructor() {
    super('Unsubscribe links cannot be checked right now; retry later', 30);
  }
}

export class LaunchUnsubscribeTokenInvalidError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'LAUNCH_UNSUBSCRIBE_TOKEN_INVALID';

  constructor() {
    super('The unsubscribe link is not valid');
  }
}

export class LaunchUnsubscribeTokenMalformedError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'LAUNCH_UNSUBSCRIBE_TOKEN_MALFORMED';

  constructor() {
    super('The unsubscribe link cannot be decoded');
  }
}

export class LaunchUnsubscribeTokenExpiredError extends DomainError {
  static override readonly status = 410;
  static override readonly code = 'LAUNCH_UNSUBSCRIBE_TOKEN_EXPIRED';

  constructor() {
    super('The unsubscribe link has expired');
  }
}

export class LaunchUnsubscribeKeyUnavailableError extends ServiceUnavailableError {
  static override readonly code = 'LAUNCH_UNSUBSCRIBE_KEY_UNAVAILABLE';

  constructor() {
    super('Unsubscribe links cannot be checked right now; retry later', 30);
  }
}
