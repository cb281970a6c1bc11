import { ForbiddenError, UnauthorizedError } from '../errors/domain-error';

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

/**
 * A portal route's credential is missing, altered, expired or revoked: one answer for all, so a
 * holder learns nothing about a token that does not work (platform.md, Portal links).
 */
export class PortalLinkInvalidError extends UnauthorizedError {
  static override readonly code = 'PORTAL_LINK_INVALID';

  constructor() {
    super('This portal link is not valid: it has expired, was revoked or is not a portal link');
  }
}

/** A write through a read-only portal link (platform.md, Portal links). */
export class PortalLinkReadOnlyError extends ForbiddenError {
  static override readonly code = 'PORTAL_LINK_READ_ONLY';

  constructor() {
    super('This portal link is read-only');
  }
}
