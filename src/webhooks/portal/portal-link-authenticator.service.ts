import { Injectable } from '@nestjs/common';
import type { PortalGrant } from '../../common/access/portal-grant';
import { PortalLinkTokensService } from './portal-link-tokens.service';
import { PortalLinksRepository } from './portal-links.repository';

/**
 * Resolves a portal bearer to what its link grants, or undefined for a token that is altered,
 * forged, expired or revoked. The row is read on every request (a primary-key look-up), so a
 * revocation bites on the next one; a token that fails its signature costs no look-up.
 */
@Injectable()
export class PortalLinkAuthenticator {
  constructor(
    private readonly tokens: PortalLinkTokensService,
    private readonly links: PortalLinksRepository,
  ) {}

  async authenticate(token: string, now = new Date()): Promise<PortalGrant | undefined> {
    const portalLinkId = await this.tokens.verify(token);
    const link = portalLinkId && (await this.links.find(portalLinkId));
    if (!link || link.revokedAt || link.expiresAt.getTime() <= now.getTime()) return undefined;
    return {
      portalLinkId: link.id,
      teamId: link.teamId,
      subscriptionIds: link.subscriptionIds,
      readOnly: link.readOnly,
      expiresAt: link.expiresAt,
      createdBy: link.createdBy,
    };
  }
}
