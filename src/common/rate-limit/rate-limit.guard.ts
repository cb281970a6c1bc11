import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import type { AuthenticatedRequest } from '../access/principal';
import { RATE_LIMIT_RULE, RateLimitRule } from './rate-limit.decorator';
import { RateLimiterService } from './rate-limiter.service';
import { CanActivate } from '@nestjs/common';

/**
 * Runs after the access guard: authenticated calls spend their token's (or session's) `api`
 * budget, portal calls their link's `portal` budget; public operations spend the budget their
 * @RateLimit names.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiterService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const rule = this.reflector.getAllAndOverride<RateLimitRule | undefined>(RATE_LIMIT_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const unlessClosed = request.failureBudgetAskedWithSpend;
    if (rule) {
      const subject = rule.trackBy(request);
      if (subject) {
        await this.limiter.enforce(
          rule.policy,
          `${rule.policy}:${subject}`,
          response,
          unlessClosed,
        );
      } else if (unlessClosed) {
        await this.limiter.refuseIfClosed(unlessClosed);
      }
      return true;
    }
    if (request.portalGrant) {
      await this.limiter.enforce('portal', `portal:${request.portalGrant.portalLinkId}`, response);
      return true;
    }
    const principal = request.principal;
    if (principal) {
      const subject =
        principal.kind === 'api_token'
          ? `token:${principal.tokenId}`
          : `session:${principal.userId}`;
      await this.limiter.enforce('api', subject, response, unlessClosed);
    }
    return true;
  }
}
