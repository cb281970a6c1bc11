import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Db, execute, rowsOf } from '../../../database/sql-statement';
import {
  END_FAILURE_STREAK,
  EXTEND_FAILURE_STREAK,
  HOLD_DELIVERY,
  INSERT_FAILED_ATTEMPT,
  RECORD_FAILED_DELIVERY,
  RECORD_SUCCESSES,
} from './attempt-outcomes.queries';
import { eventCreatedSpanOf } from '../../../events/event-partition';
import { DueDelivery, LOAD_DUE_DELIVERIES, LOAD_DUE_EVENTS } from './due-deliveries.queries';
import { createdSpanOf } from './delivery-partition';
import type { DeliveryStatus } from './webhook-delivery.entity';

/** One attempt as it is written to webhook_delivery_attempts. */
export interface AttemptWritten {
  deliveryId: string;
  subscriptionId: string;
  attempt: number;
  correlationId: string;
  startedAt: Date;
  durationMs: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

/** The circuit breaker's settings a failure applies (circuit-breaker.ts). */
export interface BreakerSettings {
  threshold: number;
  firstOpenMs: number;
  maxOpenMs: number;
}

/**
 * The attempt path's door to webhook_deliveries, webhook_delivery_attempts and the failure
 * streak of webhook_subscriptions: what an attempt loads, and what its outcome writes.
 */
@Injectable()
export class AttemptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The deliveries with their subscription and event, in the order of `deliveryIds`: two
   * statements, each planned for the partitions its ids name.
   */
  async loadDue(deliveryIds: string[]): Promise<Array<DueDelivery | undefined>> {
    const rows = await rowsOf(this.dataSource, LOAD_DUE_DELIVERIES, [
      deliveryIds,
      ...createdSpanOf(deliveryIds),
    ]);
    const eventIds = [...new Set(rows.map((row) => row.eventId))];
    const events =
      eventIds.length === 0
        ? []
        : await rowsOf(this.dataSource, LOAD_DUE_EVENTS, [
            eventIds,
            ...eventCreatedSpanOf(eventIds),
          ]);
    const eventsById = new Map(events.map((event) => [event.eventId, event]));
    const byId = new Map<string, DueDelivery>();
    for (const row of rows) {
      const event = eventsById.get(row.eventId);
      if (event) byId.set(row.id, Object.assign({}, row, event));
    }
    return deliveryIds.map((id) => byId.get(id));
  }

  /** A pending delivery held for the replay. */
  async hold(deliveryId: string): Promise<void> {
    await execute(this.dataSource, HOLD_DELIVERY, [deliveryId, ...createdSpanOf([deliveryId])]);
  }

  /** Successful attempts, written together (see RECORD_SUCCESSES): the keys they gave up. */
  recordSuccesses(attempts: AttemptWritten[], db: Db = this.dataSource) {
    return rowsOf(db, RECORD_SUCCESSES, [
      attempts.map((a) => a.deliveryId),
      attempts.map((a) => a.attempt),
      attempts.map((a) => a.correlationId),
      attempts.map((a) => a.startedAt),
      attempts.map((a) => a.durationMs),
      attempts.map((a) => a.responseStatus),
      attempts.map((a) => a.responseBody),
      ...createdSpanOf(attempts.map((a) => a.deliveryId)),
    ]);
  }

  /**
   * A failed attempt and the delivery's next state (RECORD_FAILED_DELIVERY); the status the
   * delivery took, or undefined when the attempt was recorded already.
   */
  async recordFailure(
    attempt: AttemptWritten,
    status: DeliveryStatus,
    nextAttemptAt: Date | null,
    db: Db = this.dataSource,
  ): Promise<DeliveryStatus | undefined> {
    const [updated] = await rowsOf(db, RECORD_FAILED_DELIVERY, [
      attempt.deliveryId,
      attempt.attempt,
      status,
      attempt.startedAt,
      nextAttemptAt,
      ...createdSpanOf([attempt.deliveryId]),
    ]);
    if (!updated) return undefined;
    await execute(db, INSERT_FAILED_ATTEMPT, [
      attempt.deliveryId,
      attempt.attempt,
      attempt.correlationId,
      attempt.startedAt,
      attempt.durationMs,
      attempt.responseStatus,
      attempt.responseBody,
      attempt.error,
      attempt.subscriptionId,
      updated.createdAt,
    ]);
    return updated.status;
  }

  /** See EXTEND_FAILURE_STREAK; undefined when the subscription is gone. */
  async extendFailureStreak(
    subscriptionId: string,
    startedAt: Date,
    probe: boolean,
    breaker: BreakerSettings,
    db: Db = this.dataSource,
  ) {
    const [streak] = await rowsOf(db, EXTEND_FAILURE_STREAK, [
      subscriptionId,
      startedAt,
      probe,
      breaker.threshold,
      breaker.firstOpenMs,
      breaker.maxOpenMs,
    ]);
    return streak;
  }

  /** See END_FAILURE_STREAK; undefined when there was no streak to end. */
  async endFailureStreak(subscriptionId: string, db: Db = this.dataSource) {
    const [ended] = await rowsOf(db, END_FAILURE_STREAK, [subscriptionId]);
    return ended;
  }
}
