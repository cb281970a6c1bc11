import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../../../auth/principal';
import { rowsOf } from '../../../database/sql-statement';
import { newEventId } from '../../../events/outbox.service';
import { WebhookQueues } from '../../delivery/queue/delivery-queues';
import { WebhookSubscriptionDisabledError } from '../../webhooks.errors';
import { INSERT_DIRECT_EVENT } from '../../delivery/store/direct-events.queries';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly queues: WebhookQueues,
  ) {}

  async send(
    caller: Pick<Principal, 'teamId' | 'userId'>,
    subscriptionId: string,
  ): Promise<SubscriptionTestEventView> {
    const subscription = await this.subscriptions.find(caller, subscriptionId);
    assertDelivering(subscription);
    const data = { subscriptionId: subscription.id, requestedBy: caller.userId };
    const [created] = await rowsOf(this.dataSource, INSERT_DIRECT_EVENT, [
      subscription.id,
      caller.teamId,
      newEventId(),
      'webhook.test',
      JSON.stringify(data),
      true,
    ]);
    if (!created) {
      // Deleted (404) or disabled (409) since it was read.
      await this.subscriptions.find(caller, subscriptionId);
      throw new WebhookSubscriptionDisabledError();
    }
    await this.subscriptions.endBreakerWait(subscription.id);
    await this.queues.queueCommitted(
      [{ deliveryId: created.id, subscriptionId: subscription.id, attempt: 1 }],
      `test event ${created.event_id}`,
    );
    return {
      subscriptionId: subscription.id,
      eventId: created.event_id,
      deliveryId: created.id,
      status: 'pending',
    };
  }
}
