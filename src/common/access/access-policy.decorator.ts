import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import {
  ForbiddenError,
  InsufficientScopeError,
  RateLimitedError,
  UnauthorizedError,
} from '../errors/domain-error';
import { ApiErrors } from '../openapi/api-errors.decorator';
import { DocumentedRateLimit } from '../rate-limit/rate-limit.decorator';
import {
  IpNotAllowedError,
  PortalLinkInvalidError,
  PortalLinkReadOnlyError,
  SessionRequiredError,
} from './access.errors';

export type ScopeAction = 'read' | 'write' | 'delete';

export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'scope'; entity: string; action: ScopeAction; refusal: typeof ForbiddenError }
  | { kind: 'any-scope'; entities: readonly string[]; action: ScopeAction }
  | { kind: 'portal'; action: PortalAction };

/** What a portal route does: any live portal link reads; only one that is not read-only writes. */
export type PortalAction = 'read' | 'write';

/** The OpenAPI security scheme of portal routes (src/openapi/openapi-document.ts). */
export const PORTAL_SECURITY_SCHEME = 'portalLink';

export const ACCESS_POLICY = 'access-policy';

/**
 * The operation needs an API token holding `<entity>:<action>`. `refusal` exists for the
 * spec's one quirk: version reads refuse with FORBIDDEN instead of INSUFFICIENT_SCOPE.
 */
export function RequireScope(
  entity: string,
  action: ScopeAction,
  options: { refusal?: typeof InsufficientScopeError | typeof ForbiddenError } = {},
) {
  const refusal = options.refusal ?? InsufficientScopeError;
  return applyDecorators(
    SetMetadata(ACCESS_POLICY, {
      kind: 'scope',
      entity,
      action,
      refusal,
    } satisfies AccessPolicy),
    ApiBearerAuth(),
    DocumentedRateLimit('api'),
    ApiExtension('x-required-scope', `${entity}:${action}`),
    ApiErrors(UnauthorizedError, refusal, IpNotAllowedError, RateLimitedError),
  );
}

/**
 * The operation needs an API token holding `<entity>:<action>` for at least one of `entities`;
 * the handler narrows what it returns to the entities the token holds (the events API). A token
 * with none of them is refused with INSUFFICIENT_SCOPE.
 */
export function RequireAnyScope(entities: readonly string[], action: ScopeAction) {
  return applyDecorators(
    SetMetadata(ACCESS_POLICY, { kind: 'any-scope', entities, action } satisfies AccessPolicy),
    ApiBearerAuth(),
    DocumentedRateLimit('api'),
    ApiExtension('x-required-scope', entities.map((entity) => `${entity}:${action}`).join(' or ')),
    ApiErrors(UnauthorizedError, InsufficientScopeError, IpNotAllowedError, RateLimitedError),
  );
}

/** No credential: the operation is public (its own token, if any, is checked by its handler). */
export function Public() {
  return SetMetadata(ACCESS_POLICY, { kind: 'public' } satisfies AccessPolicy);
}

/** A user session (RS256 access token) only; API tokens are refused with SESSION_REQUIRED. */
export function SessionOnly() {
  return applyDecorators(
    SetMetadata(ACCESS_POLICY, { kind: 'session' } satisfies AccessPolicy),
    ApiBearerAuth(),
    DocumentedRateLimit('api'),
    ApiErrors(UnauthorizedError, SessionRequiredError, RateLimitedError),
  );
}

/**
 * A portal route (platform.md, Portal links): the bearer is a portal link's token, the answer is
 * scoped to the link's team and subscriptions (`@CurrentPortalGrant()`), and a `write` through a
 * read-only link is refused with PORTAL_LINK_READ_ONLY. Spends the link's `portal` budget.
 */
export function PortalAccess(action: PortalAction) {
  const refusals = action === 'write' ? [PortalLinkReadOnlyError] : [];
  return applyDecorators(
    SetMetadata(ACCESS_POLICY, { kind: 'portal', action } satisfies AccessPolicy),
    ApiBearerAuth(PORTAL_SECURITY_SCHEME),
    DocumentedRateLimit('portal'),
    ApiExtension('x-portal-access', action),
    ApiErrors(PortalLinkInvalidError, ...refusals, RateLimitedError),
  );
}
