import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, LessThan, Repository } from 'typeorm';
import { Db, execute, rowsOf } from '../../../database/sql-statement';
import { activeCarrier, traceContextJson } from '../../../tracing/trace-carrier';
import type { EventType } from '../../../events/event-types';
import {
  ATTEMPTS_OF_DELIVERIES,
  DELIVERY_OF_SUBSCRIPTION,
  EVENTS_OF_DELIVERIES,
  type LoggedAttempt,
  type LoggedEvent,
} from './delivery-log.queries';
import { eventCreatedSpanOf } from '../../../events/event-partition';
import { createdSpanOf } from './delivery-partition';
import { SUBSCRIPTION_STATS, StatsWindowRow } from './delivery-stats.queries';
import { INSERT_DIRECT_EVENT } from './direct-events.queries';
import { HOLD_SUBSCRIPTION_DELIVERIES, REPLAY_HELD_DELIVERIES } from './holds.queries';
import { RETRY_DELIVERY } from './owner-requests.queries';
import { RECOVER_FAILED_DELIVERIES } from './replay.queries';
import { WebhookDelivery } from './webhook-delivery.entity';

/** A delivery created for one subscription only (a test event, a challenge). */
export interface DirectDelivery {
  eventId: string;
  deliveryId: string;
}

/**
 * The door to webhook_deliveries and webhook_delivery_attempts for everything but the attempt
 * path itself: the delivery log, the owner's retries and recoveries, events for one
 * subscription, and the stats.
 */
@Injectable()
export class DeliveriesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
  ) {}

  /** Newest first, below `beforeSeq` when given. */
  logPage(
    teamId: string,
    subscriptionId: string,
    beforeSeq: string | undefined,
    take: number,
  ): Promise<WebhookDelivery[]> {
    return this.deliveries.find({
      where: { subscriptionId, teamId, ...(beforeSeq ? { seq: LessThan(beforeSeq) } : {}) },
      order: { seq: 'DESC' },
      take,
    });
  }

  /** The attempts of these deliveries, oldest first (each id probes its own partition). */
  attemptsOf(deliveryIds: string[]): Promise<LoggedAttempt[]> {
    if (deliveryIds.length === 0) return Promise.resolve([]);
    return rowsOf(this.dataSource, ATTEMPTS_OF_DELIVERIES, [
      deliveryIds,
      ...createdSpanOf(deliveryIds),
    ]);
  }

  /** The events these deliveries send (each id probes its own partition). */
  eventsOf(eventIds: string[]): Promise<LoggedEvent[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return rowsOf(this.dataSource, EVENTS_OF_DELIVERIES, [
      eventIds,
      ...eventCreatedSpanOf(eventIds),
    ]);
  }

  async exists(teamId: string, subscriptionId: string, deliveryId: string): Promise<boolean> {
    const found = await rowsOf(this.dataSource, DELIVERY_OF_SUBSCRIPTION, [
      deliveryId,
      subscriptionId,
      teamId,
      ...createdSpanOf([deliveryId]),
    ]);
    return found.length > 0;
  }

  /** See RETRY_DELIVERY; undefined when the delivery is held. */
  async retry(deliveryId: string, db: Db = this.dataSource) {
    const [retried] = await rowsOf(db, RETRY_DELIVERY, [
      deliveryId,
      ...createdSpanOf([deliveryId]),
    ]);
    return retried;
  }

  /** One batch of a recovery (RECOVER_FAILED_DELIVERIES), in the caller's transaction. */
  async recoverBatch(
    subscriptionId: string,
    since: Date,
    until: Date,
    limit: number,
    db: Db = this.dataSource,
  ) {
    const rows = await rowsOf(db, RECOVER_FAILED_DELIVERIES, [subscriptionId, since, until, limit]);
    return rows.map((row) => ({
      deliveryId: row.id,
      attemptCount: row.attemptCount,
      status: row.status,
    }));
  }

  /** See INSERT_DIRECT_EVENT; undefined when nothing was written. */
  async insertDirectEvent(
    db: DataSource | EntityManager,
    subscription: { id: string; teamId: string },
    type: EventType,
    data: Record<string, unknown>,
    onlyIfEnabled: boolean,
  ): Promise<DirectDelivery | undefined> {
    const [created] = await rowsOf(db, INSERT_DIRECT_EVENT, [
      subscription.id,
      subscription.teamId,
      type,
      JSON.stringify(data),
      onlyIfEnabled,
      traceContextJson(activeCarrier()),
    ]);
    return created && { eventId: created.eventId, deliveryId: created.id };
  }

  stats(subscriptionId: string): Promise<StatsWindowRow[]> {
    return rowsOf(this.dataSource, SUBSCRIPTION_STATS, [subscriptionId]);
  }

  /** A disabled or unproven subscription's pending deliveries, held for the replay. */
  async holdPendingOf(subscriptionId: string, db: Db = this.dataSource): Promise<void> {
    await execute(db, HOLD_SUBSCRIPTION_DELIVERIES, [subscriptionId]);
  }

  /** See REPLAY_HELD_DELIVERIES: the deliveries that start a fresh round, oldest first. */
  async replayHeldOf(subscriptionId: string, db: Db = this.dataSource) {
    const replayed = await rowsOf(db, REPLAY_HELD_DELIVERIES, [subscriptionId]);
    return replayed.sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
  }
}
