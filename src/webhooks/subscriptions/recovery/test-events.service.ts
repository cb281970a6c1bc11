import { Injectable } from '@nestjs/common';
import type { Principal } from '../../../common/access/principal';
import { DeliveryEngine } from '../../delivery';
import { WebhookSubscriptionDisabledError } from '../../webhooks.errors';
import { SubscriptionTestEventView } from '../dto/delivery-recovery.dto';
import { SubscriptionsService } from '../subscriptions.service';
import { assertDelivering } from '../subscription-status';

/**
 * `webhook.test`: one event with one delivery, to one subscription whatever its event types,
 * sent through the normal attempt path (signed, retried, in the delivery log).
 */
@Injectable()
export class TestEventsService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly engine: DeliveryEngine,
  ) {}

  async send(
    caller: Pick<Principal, 'teamId' | 'userId'>,
    subscriptionId: string,
  ): Promise<SubscriptionTestEventView> {
    const subscription = await this.subscriptions.find(caller, subscriptionId);
    assertDelivering(subscription);
    const created = await this.engine.sendTestEvent(subscription, caller.userId);
    if (!created) {
      // Deleted (404) or disabled (409) since it was read.
      await this.subscriptions.find(caller, subscriptionId);
      throw new WebhookSubscriptionDisabledError();
    }
    return {
      subscriptionId: subscription.id,
      eventId: created.eventId,
      deliveryId: created.deliveryId,
      status: 'pending',
    };
  }
}
