import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { looksLikeApiToken } from '../api-tokens/token-secret';
import { ForbiddenError, UnauthorizedError } from '../common/errors/domain-error';
import { IdentityService } from '../identity/identity.service';
import { ACCESS_POLICY, AccessPolicy } from './access-policy.decorator';
import { IpNotAllowedError, SessionRequiredError } from './auth.errors';
import { ApiTokenAuthenticator } from './api-token-authenticator.service';
import { isIpAllowed } from './ip-allowlist';
import type { AuthenticatedRequest, Principal } from './principal';
import { SessionTokensService } from './session-tokens.service';

const BEARER = /^Bearer ([\x21-\x7e]{1,4096})$/i;

/**
 * Default-deny: every operation declares a policy (scope, session or public); one without a
 * declaration is refused. Authentication section, rules 1–7 of public-api.md.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiTokens: ApiTokenAuthenticator,
    private readonly sessions: SessionTokensService,
    private readonly identity: IdentityService,
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
    const credential = bearerOf(request);
    request.principal =
      policy.kind === 'session'
        ? await this.sessionPrincipal(credential)
        : await this.tokenPrincipal(credential, request, policy);
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
    policy: Extract<AccessPolicy, { kind: 'scope' }>,
  ): Promise<Principal> {
    const token = looksLikeApiToken(credential)
      ? await this.apiTokens.authenticate(credential)
      : undefined;
    if (!token) throw new UnauthorizedError('API token is missing, malformed, expired or revoked');
    if (
      token.allowedIps &&
      token.allowedIps.length > 0 &&
      !isIpAllowed(request.ip, token.allowedIps)
    ) {
      throw new IpNotAllowedError();
    }
    // A token may list an entity more than once; any entry granting the action counts.
    const granted = token.scopes.some(
      (scope) => scope.entity === policy.entity && scope.actions.includes(policy.action),
    );
    if (!granted) {
      throw new policy.refusal(`API token does not have scope ${policy.entity}:${policy.action}`);
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

function bearerOf(request: AuthenticatedRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header.trim()) : null;
  if (!match?.[1]) throw new UnauthorizedError('Authorization: Bearer <token> is required');
  return match[1];
}
