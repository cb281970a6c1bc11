import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.decorator';

export type ScopeAction = 'read' | 'write' | 'delete';

export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'scope'; entity: string; action: ScopeAction; refusalCode: string };

export const ACCESS_POLICY = 'access-policy';

/**
 * The operation needs an API token holding `<entity>:<action>`. `refusalCode` exists for the
 * spec's one quirk: version reads refuse with FORBIDDEN instead of INSUFFICIENT_SCOPE.
 */
export function RequireScope(
  entity: string,
  action: ScopeAction,
  options: { refusalCode?: 'INSUFFICIENT_SCOPE' | 'FORBIDDEN' } = {},
) {
  const refusalCode = options.refusalCode ?? 'INSUFFICIENT_SCOPE';
  return applyDecorators(
    SetMetadata(ACCESS_POLICY, {
      kind: 'scope',
      entity,
      action,
      refusalCode,
    } satisfies AccessPolicy),
    ApiBearerAuth(),
    ApiExtension('x-required-scope', `${entity}:${action}`),
    ApiErrors(
      [401, 'UNAUTHORIZED'],
      [403, refusalCode, 'IP_NOT_ALLOWED'],
      [429, 'RATE_LIMIT_EXCEEDED'],
    ),
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
    ApiErrors([401, 'UNAUTHORIZED'], [403, 'SESSION_REQUIRED'], [429, 'RATE_LIMIT_EXCEEDED']),
  );
}
