import { Injectable } from '@nestjs/common';
import type { PortalGrant } from '../../common/access/portal-grant';
import type { OffsetPaging } from '../../common/pagination/offset-page';
import { SecretRotationDto } from '../signing/secret-rotation.dto';
import { DeliveriesService } from '../subscriptions/delivery-log/deliveries.service';
import { SubscriptionRecoverDto } from '../subscriptions/dto/delivery-recovery.dto';
import { DeliveryRecoveryService } from '../subscriptions/recovery/delivery-recovery.service';
import { TestEventsService } from '../subscriptions/recovery/test-events.service';
import { SubscriptionStatsService } from '../subscriptions/stats/subscription-stats.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { WebhookSubscriptionNotFoundError } from '../webhooks.errors';
import { PortalSubscriptionUpdateDto } from './dto/portal-link.dto';
import { PortalLinkView } from './dto/portal-link.views';

/**
 * What a portal link's holder may do (platform.md, Portal links): the owner's operations on the
 * link's subscriptions only, through the services the /v1 routes use, so every rule and message
 * is theirs. A subscription outside the link is the same 404 as a missing one.
 */
@Injectable()
export class PortalService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly deliveries: DeliveriesService,
    private readonly recovery: DeliveryRecoveryService,
    private readonly testEvents: TestEventsService,
    private readonly stats: SubscriptionStatsService,
  ) {}

  link(grant: PortalGrant): PortalLinkView {
    return {
      portalLinkId: grant.portalLinkId,
      expiresAt: grant.expiresAt.toISOString(),
      readOnly: grant.readOnly,
      subscriptionIds: [...grant.subscriptionIds],
    };
  }

  list(grant: PortalGrant, paging: OffsetPaging) {
    return this.subscriptions.list(teamOf(grant), paging, grant.subscriptionIds);
  }

  get(grant: PortalGrant, subscriptionId: string) {
    return this.subscriptions.get(scoped(grant, subscriptionId), subscriptionId);
  }

  update(grant: PortalGrant, subscriptionId: string, input: PortalSubscriptionUpdateDto) {
    const { enabled, eventTypes, filter } = input;
    return this.subscriptions.update(scoped(grant, subscriptionId), subscriptionId, {
      enabled,
      eventTypes,
      filter,
    });
  }

  rotateSecret(grant: PortalGrant, subscriptionId: string, input: SecretRotationDto) {
    return this.subscriptions.rotateSecret(scoped(grant, subscriptionId), subscriptionId, input);
  }

  statsOf(grant: PortalGrant, subscriptionId: string) {
    return this.stats.stats(scoped(grant, subscriptionId), subscriptionId);
  }

  deliveriesOf(
    grant: PortalGrant,
    subscriptionId: string,
    query: { limit?: number; cursor?: string },
  ) {
    return this.deliveries.listWithPayloads(scoped(grant, subscriptionId), subscriptionId, query);
  }

  retry(grant: PortalGrant, subscriptionId: string, deliveryId: string) {
    return this.deliveries.retry(scoped(grant, subscriptionId), subscriptionId, deliveryId);
  }

  recover(grant: PortalGrant, subscriptionId: string, input: SubscriptionRecoverDto) {
    return this.recovery.recover(scoped(grant, subscriptionId), subscriptionId, input);
  }

  /** `requestedBy` of the test event is the member who made the link. */
  sendTest(grant: PortalGrant, subscriptionId: string) {
    const caller = { ...scoped(grant, subscriptionId), userId: grant.createdBy };
    return this.testEvents.send(caller, subscriptionId);
  }
}

function teamOf(grant: PortalGrant): { teamId: string } {
  return { teamId: grant.teamId };
}

/** The link's team as the caller, once the subscription is one of the link's. */
function scoped(grant: PortalGrant, subscriptionId: string): { teamId: string } {
  if (!grant.subscriptionIds.includes(subscriptionId)) throw new WebhookSubscriptionNotFoundError();
  return teamOf(grant);
}
