import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { displayPrefix, hasTokenShape, looksLikeApiToken } from '../api-tokens/token-secret';
import {
  ForbiddenError,
  InsufficientScopeError,
  UnauthorizedError,
} from '../common/errors/domain-error';
import { IdentityService } from '../identity/identity.service';
import { ACCESS_POLICY, AccessPolicy } from '../common/access/access-policy.decorator';
import {
  IpNotAllowedError,
  PortalLinkInvalidError,
  PortalLinkReadOnlyError,
  SessionRequiredError,
} from '../common/access/access.errors';
import {
  ApiTokenAuthenticator,
  type AuthenticatedToken,
} from '../api-tokens/api-token-authenticator.service';
import {
  AuthAttempt,
  AuthFailureBudget,
  type CredentialKind,
} from './failure-budget/auth-failure-budget.service';
import { isIpAllowed } from '../api-tokens/ip-allowlist';
import type { AuthenticatedRequest, Principal } from '../common/access/principal';
import { SessionTokensService } from './session-tokens.service';
import { PortalLinkAuthenticator } from '../webhooks/portal/portal-link-authenticator.service';
import { hasPortalTokenShape } from '../webhooks/portal/portal-link-tokens.service';

const BEARER = /^Bearer ([\x21-\x7e]{1,4096})$/i;

/**
 * Default-deny: every operation declares a policy (scope, session, portal or public); one without a
 * declaration is refused. Authentication section, rules 1–7 of public-api.md. A request that
 * presents a credential first passes its address's failure budget (AuthFailureBudget), and a
 * credential refused with 401 spends it.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiTokens: ApiTokenAuthenticator,
    private readonly sessions: SessionTokensService,
    private readonly identity: IdentityService,
    private readonly failures: AuthFailureBudget,
    private readonly portalLinks: PortalLinkAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policy) throw new ForbiddenError('This operation declares no access policy');
    if (policy.kind === 'public') return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    if (policy.kind === 'portal') return this.portalAccess(request, policy, header);
    // No credential, no guess: a request without one is refused without spending the budget.
    if (header === undefined) throw new UnauthorizedError(BEARER_REQUIRED);
    const credential = BEARER.exec(header.trim())?.[1];
    const attempt = attemptOf(request, policy, credential);
    // A token that cannot be one of ours needs no look-up, so no question before it either:
    // spending the budget (one Redis call) also says whether it was spent already.
    if (policy.kind !== 'session' && !(credential && hasTokenShape(credential))) {
      const refusal = credential && JWT.test(credential) ? SESSION_REFUSED : TOKEN_REFUSED;
      throw await this.failures.failed(attempt, new UnauthorizedError(refusal));
    }
    // A live token the cache holds needs no look-up: the address's failure budget is asked in
    // the Redis call that spends the caller's rate limit (RateLimitGuard), one round trip.
    const cached = policy.kind !== 'session' && credential && this.apiTokens.cachedLive(credential);
    if (cached) {
      try {
        request.principal = this.grant(cached, request, policy);
      } catch (refusal) {
        // Refusals of a known token (scope, address) come after the budget, as on a look-up.
        await this.failures.refuseIfSpent(attempt);
        throw refusal;
      }
      request.failureBudgetAskedWithSpend = this.failures.refusingIfSpent(attempt);
      return true;
    }
    await this.failures.refuseIfSpent(attempt);
    try {
      if (!credential) throw new UnauthorizedError(BEARER_REQUIRED);
      request.principal =
        policy.kind === 'session'
          ? await this.sessionPrincipal(credential)
          : await this.tokenPrincipal(credential, request, policy);
    } catch (error) {
      if (error instanceof UnauthorizedError) throw await this.failures.failed(attempt, error);
      throw error;
    }
    return true;
  }

  /**
   * Portal routes take a portal link's token (platform.md, Portal links), with the same failure
   * budget as every other credential; every refusal of the token is PORTAL_LINK_INVALID.
   */
  private async portalAccess(
    request: AuthenticatedRequest,
    policy: Extract<AccessPolicy, { kind: 'portal' }>,
    header: string | undefined,
  ): Promise<true> {
    if (header === undefined) throw new PortalLinkInvalidError();
    const credential = BEARER.exec(header.trim())?.[1];
    const attempt = attemptOf(request, policy, credential);
    if (!credential || !hasPortalTokenShape(credential))
      throw await this.failures.failed(attempt, new PortalLinkInvalidError());
    await this.failures.refuseIfSpent(attempt);
    const grant = await this.portalLinks.authenticate(credential);
    if (!grant) throw await this.failures.failed(attempt, new PortalLinkInvalidError());
    if (policy.action === 'write' && grant.readOnly) throw new PortalLinkReadOnlyError();
    request.portalGrant = grant;
    return true;
  }

  private async sessionPrincipal(credential: string): Promise<Principal> {
    if (looksLikeApiToken(credential)) throw new SessionRequiredError();
    const claims = await this.sessions.verify(credential);
    const member = claims && (await this.identity.membership(claims.teamId, claims.userId));
    if (!member) throw new UnauthorizedError('Session is invalid or expired');
    return { kind: 'session', userId: member.userId, teamId: member.teamId, role: member.role };
  }

  private async tokenPrincipal(
    credential: string,
    request: AuthenticatedRequest,
    policy: Extract<AccessPolicy, { kind: 'scope' | 'any-scope' }>,
  ): Promise<Principal> {
    const token = looksLikeApiToken(credential)
      ? await this.apiTokens.authenticate(credential)
      : undefined;
    if (!token) throw new UnauthorizedError(TOKEN_REFUSED);
    return this.grant(token, request, policy);
  }

  /** The principal of a live token, if its address list and scopes allow the operation. */
  private grant(
    token: AuthenticatedToken,
    request: AuthenticatedRequest,
    policy: Extract<AccessPolicy, { kind: 'scope' | 'any-scope' }>,
  ): Principal {
    if (
      token.allowedIps &&
      token.allowedIps.length > 0 &&
      !isIpAllowed(request.ip, token.allowedIps)
    ) {
      throw new IpNotAllowedError();
    }
    // A token may list an entity more than once; any entry granting the action counts.
    const entities = policy.kind === 'scope' ? [policy.entity] : policy.entities;
    const granted = token.scopes.some(
      (scope) => entities.includes(scope.entity) && scope.actions.includes(policy.action),
    );
    if (!granted) {
      const wanted = entities.map((entity) => `${entity}:${policy.action}`).join(' or ');
      const refusal = policy.kind === 'scope' ? policy.refusal : InsufficientScopeError;
      throw new refusal(`API token does not have scope ${wanted}`);
    }
    this.apiTokens.touch(token.tokenId);
    return {
      kind: 'api_token',
      tokenId: token.tokenId,
      userId: token.userId,
      teamId: token.teamId,
      role: token.role,
      scopes: token.scopes,
    };
  }
}

const BEARER_REQUIRED = 'Authorization: Bearer <token> is required';
const TOKEN_REFUSED = 'API token is missing, malformed, expired or revoked';
// A session on an API-token route is still 401 UNAUTHORIZED (public-api.md, Authentication: every
// /v1 operation takes an API token), but the message says why, since the credential itself is fine.
const SESSION_REFUSED =
  'This operation takes an API token (svc_live_…), not a session token: sessions are accepted ' +
  'only on /v1/api-tokens, where a session creates an API token';
/** The credential each policy takes, as the failure budget's audit and metrics name it. */
const CREDENTIAL_KINDS: Record<Exclude<AccessPolicy['kind'], 'public'>, CredentialKind> = {
  session: 'session',
  scope: 'api_token',
  'any-scope': 'api_token',
  portal: 'portal_link',
};
// The shape of a JWT (a session): three base64url parts, the header a JSON object.
const JWT = /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/;

function attemptOf(
  request: AuthenticatedRequest,
  policy: Exclude<AccessPolicy, { kind: 'public' }>,
  credential: string | undefined,
): AuthAttempt {
  const route = (request.route as { path?: string } | undefined)?.path ?? '';
  return {
    clientAddress: request.ip,
    route: `${request.method} ${request.baseUrl}${route}`,
    credential: CREDENTIAL_KINDS[policy.kind],
    tokenPrefix:
      credential && looksLikeApiToken(credential) ? displayPrefix(credential) : undefined,
  };
}
