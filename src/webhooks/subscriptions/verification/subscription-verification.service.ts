import { Injectable } from '@nestjs/common';
import type { Principal } from '../../../common/access/principal';
import { DeliveryEngine } from '../../delivery';
import { SubscriptionsService } from '../subscriptions.service';
import { SubscriptionVerificationRequestView } from './subscription-verification.views';

/** `POST …/{subscriptionId}/verify`: a fresh challenge for a subscription still waiting. */
@Injectable()
export class SubscriptionVerificationService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly engine: DeliveryEngine,
  ) {}

  async sendChallenge(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
  ): Promise<SubscriptionVerificationRequestView> {
    const subscription = await this.subscriptions.find(caller, subscriptionId);
    const issued = await this.engine.sendChallenge(subscription.id);
    return {
      subscriptionId: subscription.id,
      eventId: issued.eventId,
      deliveryId: issued.deliveryId,
      status: 'pending',
      requestedAt: issued.requestedAt.toISOString(),
    };
  }
}
