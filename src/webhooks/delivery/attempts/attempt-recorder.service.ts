import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { execute, rowsOf } from '../../../database/sql-statement';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import {
  disableReasonAfterFailure,
  outcomeOfFailure,
  receiverSignalOf,
} from '../protection/failure-policy';
import {
  END_FAILURE_STREAK,
  EXTEND_FAILURE_STREAK,
  HOLD_DELIVERY,
  INSERT_FAILED_ATTEMPT,
  RECORD_FAILED_DELIVERY,
  RECORD_SUCCESSES,
} from '../store/outbound.queries';
import { DeliveryHoldsService } from '../holds/delivery-holds.service';
import { announcesRecovery } from '../warnings/subscription-warnings';
import { SubscriptionWarningsService } from '../warnings/subscription-warnings.service';
import { MicroBatcher } from '../../../database/micro-batcher';
import { ReceiverSignalsService } from '../protection/receiver-signals.service';
import { DeliveryQueues } from '../queue/delivery-queues';

export interface AttemptRecord {
  deliveryId: string;
  subscriptionId: string;
  attempt: number;
  /** Attempts of the current round, this one included. */
  roundAttempts: number;
  correlationId: string;
  startedAt: Date;
  durationMs: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  retryAfter: string | undefined;
  /** The subscription had a failure streak when the attempt started (a success ends it). */
  subscriptionWasFailing: boolean;
  /** The one attempt a half-open circuit breaker let through. */
  probe: boolean;
  /** The receiver's 429s had slowed the subscription's pace when the attempt started. */
  paced: boolean;
}

/**
 * Writes an attempt's outcome and what follows from it: the next retry, the end of the round,
 * or disabling the subscription (410 at once; 5 days of nothing but failures). Updates are
 * conditional on the attempt number, so an attempt that ran twice is recorded once.
 */
@Injectable()
export class AttemptRecorderService {
  private readonly successes = new MicroBatcher<AttemptRecord, void>((records) =>
    this.writeSuccesses(records),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holds: DeliveryHoldsService,
    private readonly warnings: SubscriptionWarningsService,
    private readonly queues: DeliveryQueues,
    private readonly signals: ReceiverSignalsService,
  ) {}

  /** A pending delivery of a subscription found disabled: keep it for the replay. */
  async hold(deliveryId: string): Promise<void> {
    await execute(this.dataSource, HOLD_DELIVERY, [deliveryId]);
  }

  /** Successes are written in groups (one statement for all that finish together). */
  async succeeded(record: AttemptRecord): Promise<void> {
    await this.successes.add(record);
    if (record.subscriptionWasFailing) {
      // Its own transaction: the subscription row is only ever locked before delivery rows.
      await this.endFailureStreak(record.subscriptionId);
    }
    if (record.paced) await this.signals.succeeded(record.subscriptionId);
  }

  /** The streak's end; `recovered` when it had been warned about (issue 18), in one commit. */
  private async endFailureStreak(subscriptionId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [ended] = await rowsOf(manager, END_FAILURE_STREAK, [subscriptionId]);
      if (!ended) return;
      const streak = { failingWarningsSent: ended.failing_warnings_sent, enabled: ended.enabled };
      if (!announcesRecovery(streak)) return;
      await this.warnings.recovered(manager, {
        subscriptionId,
        teamId: ended.team_id,
        url: ended.url,
        failingSince: ended.failing_since,
        recoveredAt: ended.recovered_at,
      });
    });
  }

  private async writeSuccesses(records: AttemptRecord[]): Promise<void[]> {
    await execute(this.dataSource, RECORD_SUCCESSES, [
      records.map((r) => r.deliveryId),
      records.map((r) => r.attempt),
      records.map((r) => r.correlationId),
      records.map((r) => r.startedAt),
      records.map((r) => r.durationMs),
      records.map((r) => r.responseStatus),
      records.map((r) => r.responseBody),
    ]);
    return records.map(() => undefined);
  }

  async failed(record: AttemptRecord): Promise<void> {
    const schedule = this.config.webhookRetryScheduleMs;
    const outcome = outcomeOfFailure(record, schedule, Date.now());
    const signal = receiverSignalOf(record, schedule, Date.now());
    const delayMs = outcome.status === 'pending' ? outcome.delayMs : undefined;
    const nextAttemptAt = delayMs === undefined ? null : new Date(Date.now() + delayMs);

    const retryQueued = await this.dataSource.transaction(async (manager) => {
      // Lock order everywhere: subscription row first, then its deliveries.
      const streak = await this.extendFailureStreak(manager, record);
      const updated = await rowsOf(manager, RECORD_FAILED_DELIVERY, [
        record.deliveryId,
        record.attempt,
        outcome.status,
        record.startedAt,
        nextAttemptAt,
      ]);
      if (updated.length === 0) return false;
      await execute(manager, INSERT_FAILED_ATTEMPT, [
        record.deliveryId,
        record.attempt,
        record.correlationId,
        record.startedAt,
        record.durationMs,
        record.responseStatus,
        record.responseBody,
        record.error,
        record.subscriptionId,
      ]);
      if (signal)
        await this.signals.record(manager, record.subscriptionId, record.startedAt, signal);
      const reason =
        streak &&
        disableReasonAfterFailure(
          record.responseStatus,
          { enabled: streak.enabled, failingSince: streak.failing_since },
          Date.now(),
          this.config.webhookAutoDisableAfterMs,
        );
      const disabled = reason
        ? await this.holds.disable(manager, record.subscriptionId, reason)
        : false;
      return !disabled && updated[0]?.status === 'pending';
    });

    if (retryQueued && delayMs !== undefined) {
      await this.queues.queueCommitted(
        [
          {
            deliveryId: record.deliveryId,
            subscriptionId: record.subscriptionId,
            attempt: record.attempt + 1,
            delayMs,
          },
        ],
        'retry',
      );
    }
  }

  private async extendFailureStreak(manager: EntityManager, record: AttemptRecord) {
    const rows = await rowsOf(manager, EXTEND_FAILURE_STREAK, [
      record.subscriptionId,
      record.startedAt,
      record.probe,
      this.config.webhookBreakerThreshold,
      this.config.webhookBreakerOpenMs,
      this.config.webhookBreakerMaxOpenMs,
    ]);
    return rows.at(0);
  }
}
