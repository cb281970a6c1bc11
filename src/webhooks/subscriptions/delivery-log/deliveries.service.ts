import { Injectable } from '@nestjs/common';
import type { Principal } from '../../../common/access/principal';
import { CursorPage, cursorPage, resolveCursorLimit } from '../../../common/pagination/cursor-page';
import { isUuid } from '../../../common/ids';
import {
  DeliveriesRepository,
  DeliveryEngine,
  type LoggedAttempt,
  type LoggedEvent,
  type WaitingPlace,
  WebhookDelivery,
} from '../../delivery';
import { decodeSeqCursor, seqPosition } from '../../seq-cursor';
import {
  WebhookDeliveryNotFoundError,
  WebhookSubscriptionDisabledError,
} from '../../webhooks.errors';
import {
  DeliveryAttemptView,
  DeliveryRetryView,
  DeliveryView,
  DeliveryWithPayloadView,
} from '../dto/subscription.views';
import type { EventEnvelopeView } from '../../../events/event-schemas';
import { SubscriptionsService } from '../subscriptions.service';
import { assertDelivering } from '../subscription-status';

/** A subscription's delivery log and the manual retry. */
@Injectable()
export class DeliveriesService {
  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly engine: DeliveryEngine,
  ) {}

  async list(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
    query: { limit?: number; cursor?: string },
  ): Promise<CursorPage<DeliveryView>> {
    const subscription = await this.subscriptions.find(caller, subscriptionId);
    const limit = resolveCursorLimit(query.limit);
    const before = decodeSeqCursor(query.cursor);
    const rows = await this.deliveries.logPage(caller.teamId, subscription.id, before, limit + 1);
    const page = cursorPage(rows, limit, seqPosition);
    const attempts = await this.deliveries.attemptsOf(page.data.map((delivery) => delivery.id));
    const waitingFor = await this.engine.waitingFor(
      page.data.filter((delivery) => delivery.status === 'waiting').map((delivery) => delivery.id),
    );
    const byDelivery = new Map<string, DeliveryAttemptView[]>();
    for (const attempt of attempts) {
      const list = byDelivery.get(attempt.deliveryId) ?? [];
      list.push(toAttemptView(attempt));
      byDelivery.set(attempt.deliveryId, list);
    }
    return {
      data: page.data.map((delivery) =>
        toDeliveryView(delivery, byDelivery.get(delivery.id) ?? [], waitingFor.get(delivery.id)),
      ),
      pagination: page.pagination,
    };
  }

  /** The log with each delivery's payload, the event envelope its attempts send (the portal). */
  async listWithPayloads(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
    query: { limit?: number; cursor?: string },
  ): Promise<CursorPage<DeliveryWithPayloadView>> {
    const page = await this.list(caller, subscriptionId, query);
    const eventIds = [...new Set(page.data.map((delivery) => delivery.eventId))];
    const events = new Map(
      (await this.deliveries.eventsOf(eventIds)).map((event) => [event.eventId, event]),
    );
    return {
      data: page.data.map((delivery) =>
        Object.assign({}, delivery, { payload: envelopeOf(events.get(delivery.eventId)) }),
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
    if (
      !isUuid(deliveryId) ||
      !(await this.deliveries.exists(caller.teamId, subscription.id, deliveryId))
    )
      throw new WebhookDeliveryNotFoundError();
    assertDelivering(subscription);
    // Held means the subscription was disabled meanwhile: enabling it replays this delivery.
    if (!(await this.engine.retry(subscription.id, deliveryId)))
      throw new WebhookSubscriptionDisabledError();
    return { deliveryId, status: 'pending' };
  }
}

/**
 * A delivery `waiting` for its key is `held` to its owner, with what it waits for; released (its
 * key's head, its first attempt due), it is `pending`.
 */
function toDeliveryView(
  delivery: WebhookDelivery,
  attempts: DeliveryAttemptView[],
  place?: WaitingPlace,
): DeliveryView {
  const releasedAt = delivery.status === 'waiting' ? place?.releasedAt : undefined;
  return {
    deliveryId: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status !== 'waiting' ? delivery.status : releasedAt ? 'pending' : 'held',
    waitingFor: place?.waitingFor ?? null,
    attemptCount: delivery.attemptCount,
    nextAttemptAt: (releasedAt ?? delivery.nextAttemptAt)?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    attempts,
  };
}

function toAttemptView(attempt: LoggedAttempt): DeliveryAttemptView {
  return {
    attemptNumber: attempt.attemptNumber,
    status: attempt.succeeded ? 'succeeded' : 'failed',
    correlationId: attempt.correlationId,
    startedAt: attempt.startedAt.toISOString(),
    latencyMs: attempt.durationMs,
    responseStatus: attempt.responseStatus,
    responseBody: attempt.responseBody,
    failureReason: attempt.error,
    error: attempt.error,
  };
}

/** As DeliveryAttemptService builds the body it sends. */
function envelopeOf(event: LoggedEvent | undefined): EventEnvelopeView | null {
  if (!event) return null;
  return {
    id: event.eventId,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    teamId: event.teamId,
    data: event.data,
  };
}
