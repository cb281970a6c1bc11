import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import {
  ForbiddenError,
  InsufficientScopeError,
  RateLimitedError,
  UnauthorizedError,
} from '../common/errors/domain-error';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { DocumentedRateLimit } from '../common/rate-limit/rate-limit.decorator';
import { IpNotAllowedError, SessionRequiredError } from './auth.errors';

export type ScopeAction = 'read' | 'write' | 'delete';

export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'scope'; entity: string; action: ScopeAction; refusal: typeof ForbiddenError };

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
