import { Inject, Injectable } from '@nestjs/common';
import type { Principal } from '../../common/access/principal';
import { isUuid } from '../../common/ids';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { WebhookSubscriptionNotFoundError } from '../webhooks.errors';
import { PORTAL_LINK_LIFETIME, PortalLinkCreateDto } from './dto/portal-link.dto';
import { PortalLinkCreatedView } from './dto/portal-link.views';
import { PortalLinkTokensService } from './portal-link-tokens.service';
import { PortalLinksRepository } from './portal-links.repository';
import { PortalLinkNotFoundError } from './portal.errors';

/** platform.md, Portal links: issuing and revoking them (the owner's side, under /v1). */
@Injectable()
export class PortalLinksService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: PortalLinksRepository,
    private readonly tokens: PortalLinkTokensService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async create(
    caller: Pick<Principal, 'teamId' | 'userId'>,
    input: PortalLinkCreateDto,
  ): Promise<PortalLinkCreatedView> {
    const subscriptionIds = await this.subscriptionsOf(caller, input.subscriptionIds);
    const lifetimeSeconds = input.expiresInSeconds ?? PORTAL_LINK_LIFETIME.default;
    const link = await this.links.create({
      teamId: caller.teamId,
      subscriptionIds,
      readOnly: input.readOnly ?? false,
      expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
      createdBy: caller.userId,
    });
    const token = await this.tokens.issue(link.id);
    return {
      portalLinkId: link.id,
      url: `${this.config.publicBaseUrl}/portal#${token}`,
      expiresAt: link.expiresAt.toISOString(),
      readOnly: link.readOnly,
      subscriptionIds,
    };
  }

  /** At once: the next request with its token is refused. A revoked link is gone (404). */
  async revoke(caller: Pick<Principal, 'teamId'>, portalLinkId: string): Promise<void> {
    if (!isUuid(portalLinkId) || !(await this.links.revoke(caller.teamId, portalLinkId)))
      throw new PortalLinkNotFoundError();
  }

  /**
   * The ids as given, each one of the team's (another team's is the same 404 as a missing one),
   * or every subscription the team has now.
   */
  private async subscriptionsOf(
    caller: Pick<Principal, 'teamId'>,
    requested: string[] | undefined,
  ): Promise<string[]> {
    if (!requested) return this.subscriptions.idsOf(caller);
    const found = new Set(await this.subscriptions.idsOf(caller, requested));
    const missing = requested.find((id) => !found.has(id));
    if (missing)
      throw new WebhookSubscriptionNotFoundError(`Webhook subscription not found: ${missing}`);
    return requested;
  }
}
