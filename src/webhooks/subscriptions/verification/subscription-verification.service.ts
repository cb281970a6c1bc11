import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../../../auth/principal';
import { rowsOf } from '../../../database/sql-statement';
import {
  WebhookSubscriptionDisabledError,
  WebhookSubscriptionNotFoundError,
  WebhookVerificationNotPendingError,
} from '../../webhooks.errors';
import { WebhookQueues } from '../../delivery/queue/delivery-queues';
import { SubscriptionsService } from '../subscriptions.service';
import { OwnershipChallengesService } from '../../delivery/challenges/ownership-challenges.service';
import { SubscriptionVerificationRequestView } from './subscription-verification.views';
import { LOCK_VERIFICATION_STATE } from '../../delivery/challenges/verification.queries';

/** `POST …/{subscriptionId}/verify`: a fresh challenge for a subscription still waiting. */
@Injectable()
export class SubscriptionVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly challenges: OwnershipChallengesService,
    private readonly queues: WebhookQueues,
  ) {}

  async sendChallenge(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
  ): Promise<SubscriptionVerificationRequestView> {
    const subscription = await this.subscriptions.find(caller, subscriptionId);
    const issued = await this.dataSource.transaction(async (manager) => {
      // Checked under the row lock, so a concurrent echo or PATCH is either before or after.
      const [current] = await rowsOf(manager, LOCK_VERIFICATION_STATE, [subscription.id]);
      if (!current) throw new WebhookSubscriptionNotFoundError();
      // A disabled subscription's challenge would only be held: enabling it sends it.
      if (!current.enabled) throw new WebhookSubscriptionDisabledError();
      if (current.verification_status !== 'pending') throw new WebhookVerificationNotPendingError();
      return this.challenges.issue(manager, subscription.id);
    });
    // The owner asked for an attempt: an open circuit breaker lets it through as its probe.
    await this.subscriptions.endBreakerWait(subscription.id);
    await this.queues.queueCommitted(issued.attempts, 'verification challenge');
    return {
      subscriptionId: subscription.id,
      eventId: issued.eventId,
      deliveryId: issued.deliveryId,
      status: 'pending',
      requestedAt: issued.requestedAt.toISOString(),
    };
  }
}
