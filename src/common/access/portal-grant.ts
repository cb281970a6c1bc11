import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from './principal';

/**
 * What a portal link lets its holder reach (platform.md, Portal links): these subscriptions of
 * one team, read-only or not. Set by the access guard on routes declared `@PortalAccess`.
 */
export interface PortalGrant {
  portalLinkId: string;
  teamId: string;
  subscriptionIds: readonly string[];
  readOnly: boolean;
  expiresAt: Date;
  /** The member who made the link: a test event sent through it names them. */
  createdBy: string;
}

/** The portal link of a `@PortalAccess` route (set by the access guard). */
export const CurrentPortalGrant = createParamDecorator(
  (_data: unknown, context: ExecutionContext): PortalGrant => {
    const grant = context.switchToHttp().getRequest<AuthenticatedRequest>().portalGrant;
    if (!grant) throw new Error('CurrentPortalGrant used on a route without @PortalAccess');
    return grant;
  },
);
