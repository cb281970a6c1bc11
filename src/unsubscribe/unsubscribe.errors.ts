import { DomainError, NotFoundError, ServiceUnavailableError } from '../common/errors/domain-error';

/** public-api.md, Errors: 400 rather than 401 for a bad unsubscribe token, there is no session. */
export class UnsubscribeTokenInvalidError extends DomainError {
  constructor() {
    super(400, 'UNSUBSCRIBE_TOKEN_INVALID', 'The unsubscribe link is not valid');
  }
}

/** The spec's quirk: an expired link keeps the INVALID code, with 410. */
export class UnsubscribeTokenExpiredError extends DomainError {
  constructor() {
    super(410, 'UNSUBSCRIBE_TOKEN_INVALID', 'The unsubscribe link has expired');
  }
}

export class UnsubscribeTokenRevokedError extends DomainError {
  constructor() {
    super(410, 'UNSUBSCRIBE_TOKEN_REVOKED', 'The unsubscribe link has been revoked');
  }
}

export class UnsubscribeTokenNotFoundError extends NotFoundError {
  constructor() {
    super('UNSUBSCRIBE_TOKEN_NOT_FOUND', 'No unsubscribe link of this team matches that token');
  }
}

/** Signing key unreadable: a retryable server fault, not a claim about the token. */
export class UnsubscribeKeyUnavailableError extends ServiceUnavailableError {
  constructor() {
    super('SERVICE_UNAVAILABLE', 'Unsubscribe links cannot be checked right now; retry later', 30);
  }
}

export class LaunchUnsubscribeTokenInvalidError extends DomainError {
  constructor() {
    super(400, 'LAUNCH_UNSUBSCRIBE_TOKEN_INVALID', 'The unsubscribe link is not valid');
  }
}

export class LaunchUnsubscribeTokenMalformedError extends DomainError {
  constructor() {
    super(400, 'LAUNCH_UNSUBSCRIBE_TOKEN_MALFORMED', 'The unsubscribe link cannot be decoded');
  }
}

export class LaunchUnsubscribeTokenExpiredError extends DomainError {
  constructor() {
    super(410, 'LAUNCH_UNSUBSCRIBE_TOKEN_EXPIRED', 'The unsubscribe link has expired');
  }
}

export class LaunchUnsubscribeKeyUnavailableError extends ServiceUnavailableError {
  constructor() {
    super(
      'LAUNCH_UNSUBSCRIBE_KEY_UNAVAILABLE',
      'Unsubscribe links cannot be checked right now; retry later',
      30,
    );
  }
}
