import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { MembershipRole } from './membership-role';
import type { ScopeAction } from './access-policy.decorator';
import type { PortalGrant } from './portal-grant';
import type { UnlessClosed } from '../rate-limit/rate-limiter.service';

export interface TokenScope {
  entity: string;
  actions: ScopeAction[];
}

/**
 * Who is calling: an API token acting for its owner in one team, or a user session. The one
 * type for the caller of an operation, with the user's role in the team as authentication found
 * it (cached with the token: docs/platform.md, "Authentication and API tokens"); a function that
 * needs less takes a `Pick<>` of it.
 */
export type Principal =
  | {
      kind: 'api_token';
      tokenId: string;
      userId: string;
      teamId: string;
      role: MembershipRole;
      scopes: TokenScope[];
    }
  | { kind: 'session'; userId: string; teamId: string; role: MembershipRole };

export type AuthenticatedRequest = Request & {
  principal?: Principal;
  /** Instead of `principal` on portal routes (`@PortalAccess`). */
  portalGrant?: PortalGrant;
  /**
   * Set by the access guard when the credential needed no look-up: the address's failure budget
   * is then asked by the rate-limit guard, in the Redis call that spends the caller's budget.
   */
  failureBudgetAskedWithSpend?: UnlessClosed;
};

/** The caller of an authenticated operation (set by the access guard). */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => {
    const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
    if (!principal)
      throw new Error('CurrentPrincipal used on a route without an authenticated policy');
    return principal;
  },
);
