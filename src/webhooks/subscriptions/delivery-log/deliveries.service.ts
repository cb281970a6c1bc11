import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import type { Principal } from '../../../auth/principal';
import { rowsOf } from '../../../database/sql-statement';
import { CursorPage, cursorPage, resolveCursorLimit } from '../../../common/pagination/cursor-page';
import { isUuid } from '../../../common/ids';
import { WebhookQueues } from '../../delivery/queue/delivery-queues';
import { decodeSeqCursor, seqPosition } from '../../seq-cursor';
import { WebhookDeliveryNotFoundError, WebhookSubscriptionDisabledError } from '../../webhooks.errors';
import { RETRY_DELIVERY } from '../../delivery/store/outbound.queries';
import { DeliveryAttemptView, DeliveryRetryView, DeliveryView } from '../dto/subscription.views';
import { SubscriptionsService } from '../subscriptions.service';
import { assertDelivering } from '../subscription-status';
import { WebhookDeliveryAttempt } from '../../delivery/store/webhook-delivery-attempt.entity';
import { WebhookDelivery } from '../../delivery/store/webhook-delivery.entity';

/** A subscription's delivery log and the manual retry. */
@Injectable()
export class DeliveriesService {
  private readonly logger = new Logger(DeliveriesService.name);

  constructor(
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    @InjectRepository(WebhookDeliveryAttempt)
    private readonly attempts: Repository<WebhookDeliveryAttempt>,
    private readonly subscriptions: SubscriptionsService,
    private readonly queues: WebhookQueues,
  ) {}

  async list(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
    query: { limit?: number; cursor?: string },
  ): Promise<CursorPage<DeliveryView>> {
    const subscription = await this.subscriptions.find(caller, subscriptionId);
    const limit = resolveCursorLimit(query.limit);
    const before = decodeSeqCursor(query.cursor);
    const rows = await this.deliveries.find({
      where: {
        subscriptionId: subscription.id,
        teamId: caller.teamId,
        ...(before ? { seq: LessThan(before) } : {}),
      },
      order: { seq: 'DESC' },
      take: limit + 1,
    });
    const page = cursorPage(rows, limit, seqPosition);
    const attempts = page.data.length
      ? await this.attempts.find({
          where: { deliveryId: In(page.data.map((delivery) => delivery.id)) },
          order: { attemptNumber: 'ASC', startedAt: 'ASC' },
        })
      : [];
    const byDelivery = new Map<string, DeliveryAttemptView[]>();
    for (const attempt of attempts) {
      const list = byDelivery.get(attempt.deliveryId) ?? [];
      list.push(toAttemptView(attempt));
      byDelivery.set(attempt.deliveryId, list);
    }
    return {
      data: page.data.map((delivery) =>
        toDeliveryView(delivery, byDelivery.get(delivery.id) ?? []),
      ),
      pagination: page.pagination,
    };
  }

  /**
   * Queues an attempt now and starts a fresh retry round, whatever the delivery's state (a
   * succeeded delivery is sent again). Deliveries of a disabled subscription are replayed by
   * enabling it instead.
   */
  async retry(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
    deliveryId: string,
  ): Promise<DeliveryRetryView> {
    const subscription = await this.subscriptions.find(caller, subscriptionId);
    const where = { id: deliveryId, subscriptionId: subscription.id, teamId: caller.teamId };
    if (!isUuid(deliveryId) || !(await this.deliveries.exists({ where })))
      throw new WebhookDeliveryNotFoundError();
    assertDelivering(subscription);
    const rows = await rowsOf(this.deliveries.manager, RETRY_DELIVERY, [deliveryId]);
    const retried = rows.at(0);
    // Held means the subscription was disabled meanwhile: enabling it replays this delivery.
    if (!retried) throw new WebhookSubscriptionDisabledError();
    await this.subscriptions.endBreakerWait(subscription.id);
    // The retry is already saved as due: if the queue is unreachable the recovery sweep picks it
    // up, so the caller still gets its 202 rather than a 500 for work that will happen.
    await this.queues
      .queueAttemptNow({
        deliveryId,
        subscriptionId: subscription.id,
        attempt: retried.attempt_count + 1,
      })
      .catch((error: Error) =>
        this.logger.warn(`retry of ${deliveryId} left to the recovery sweep: ${error.message}`),
      );
    return { deliveryId, status: 'pending' };
  }
}

function toDeliveryView(delivery: WebhookDelivery, attempts: DeliveryAttemptView[]): DeliveryView {
  return {
    deliveryId: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status,
    attemptCount: delivery.attemptCount,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    attempts,
  };
}

function toAttemptView(attempt: WebhookDeliveryAttempt): DeliveryAttemptView {
  return {
    attemptNumber: attempt.attemptNumber,
    status: attempt.succeeded ? 'succeeded' : 'failed',
    correlationId: attempt.correlationId,
    startedAt: attempt.startedAt.toISOString(),
    latencyMs: attempt.durationMs,
    responseStatus: attempt.responseStatus,
    responseBody: attempt.responseBody,
    error: attempt.error,
  };
}
