import { ForbiddenError } from '../common/errors/domain-error';

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
