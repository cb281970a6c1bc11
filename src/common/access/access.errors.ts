import { ForbiddenError } from '../errors/domain-error';

/** platform.md, API token management: an API token presented there is refused. */
export class SessionRequiredError extends ForbiddenError {
  static override readonly code = 'SESSION_REQUIRED';

  constructor() {
    super('API tokens cannot manage API tokens; use a user session');
  }
}

/** public-api.md, Authentication rule 7: a token used from outside its allowed addresses. */
export class IpNotAllowedError extends ForbiddenError {
  static override readonly code = 'IP_NOT_ALLOWED';

  constructor() {
    super('Requests with this API token are not allowed from this address');
  }
}
