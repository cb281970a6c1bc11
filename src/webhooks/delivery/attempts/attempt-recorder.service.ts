import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import {
  disableReasonAfterFailure,
  outcomeOfFailure,
  receiverSignalOf,
} from '../protection/failure-policy';
import { AttemptsRepository } from '../store/attempts.repository';
import { DeliveryHoldsService } from '../holds/delivery-holds.service';
import { announcesRecovery } from '../warnings/subscription-warnings';
import { SubscriptionWarningsService } from '../warnings/subscription-warnings.service';
import { MicroBatcher } from '../../../database/micro-batcher';
import { ReceiverSignalsService } from '../protection/receiver-signals.service';
import { AttemptToQueue, DeliveryQueues } from '../queue/delivery-queues';
import { KeySequencesService } from '../ordering/key-sequences.service';

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
  /** A broker asked to slow down (SendOutcome.slowDown). */
  slowDown: boolean;
  /** The subscription had a failure streak when the attempt started (a success ends it). */
  subscriptionWasFailing: boolean;
  /** The one attempt a half-open circuit breaker let through. */
  probe: boolean;
  /** The receiver's 429s had slowed the subscription's pace when the attempt started. */
  paced: boolean;
  /** The delivery holds its key of an ordered subscription: settling it releases the next. */
  ordered: boolean;
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
    private readonly attempts: AttemptsRepository,
    private readonly holds: DeliveryHoldsService,
    private readonly warnings: SubscriptionWarningsService,
    private readonly queues: DeliveryQueues,
    private readonly signals: ReceiverSignalsService,
    private readonly sequences: KeySequencesService,
  ) {}

  /** A pending delivery of a subscription found disabled: keep it for the replay. */
  async hold(deliveryId: string): Promise<void> {
    await this.attempts.hold(deliveryId);
  }

  /** Successes are written in groups (one statement for all that finish together). */
  async succeeded(record: AttemptRecord): Promise<void> {
    await this.successes.add(record);
    if (record.paced) await this.signals.succeeded(record.subscriptionId);
  }

  /**
   * A success that ends a failure streak ends it in the commit that records the success, so a
   * failure that starts after the success is seen counts in the next streak rather than being
   * wiped by a late reset. Ordered deliveries free their keys and release their next in the same
   * transaction (docs/webhooks-delivery.md, "Ordered delivery"), queued once it commits.
   */
  private async writeSuccesses(records: AttemptRecord[]): Promise<void[]> {
    const ordered = records.some((record) => record.ordered);
    const recovering = [
      ...new Set(
        records.filter((record) => record.subscriptionWasFailing).map((r) => r.subscriptionId),
      ),
    ].sort();
    if (!ordered && recovering.length === 0) {
      await this.attempts.recordSuccesses(records);
      return records.map(() => undefined);
    }
    const released = await this.dataSource.transaction(async (manager) => {
      // Lock order everywhere: subscription rows first (in id order), then their deliveries.
      for (const subscriptionId of recovering) await this.endFailureStreak(manager, subscriptionId);
      const freed = await this.attempts.recordSuccesses(records, manager);
      return ordered ? this.sequences.afterFreed(manager, freed) : [];
    });
    await this.queues.queueCommitted(released, 'ordered releases');
    return records.map(() => undefined);
  }

  /** The streak's end, and `recovered` when it had been warned about. */
  private async endFailureStreak(manager: EntityManager, subscriptionId: string): Promise<void> {
    const ended = await this.attempts.endFailureStreak(subscriptionId, manager);
    if (!ended || !announcesRecovery(ended)) return;
    await this.warnings.recovered(manager, {
      subscriptionId,
      teamId: ended.teamId,
      url: ended.url,
      failingSince: ended.failingSince,
      recoveredAt: ended.recoveredAt,
    });
  }

  async failed(record: AttemptRecord): Promise<void> {
    const schedule = this.config.webhookRetryScheduleMs;
    const outcome = outcomeOfFailure(record, schedule, Date.now());
    const signal = receiverSignalOf(record, schedule, Date.now());
    const delayMs = outcome.status === 'pending' ? outcome.delayMs : undefined;
    const nextAttemptAt = delayMs === undefined ? null : new Date(Date.now() + delayMs);

    let released: AttemptToQueue[] = [];
    const retryQueued = await this.dataSource.transaction(async (manager) => {
      // Lock order everywhere: subscription row first, then its deliveries.
      const streak = await this.attempts.extendFailureStreak(
        record.subscriptionId,
        record.startedAt,
        record.probe,
        {
          threshold: this.config.webhookBreakerThreshold,
          firstOpenMs: this.config.webhookBreakerOpenMs,
          maxOpenMs: this.config.webhookBreakerMaxOpenMs,
        },
        manager,
      );
      const status = await this.attempts.recordFailure(
        record,
        outcome.status,
        nextAttemptAt,
        manager,
      );
      if (status === undefined) return false;
      // Failed for good: an ordered delivery's key moves on to the next.
      if (status === 'failed' && record.ordered)
        released = await this.sequences.afterSettle(manager, [record.deliveryId]);
      if (signal)
        await this.signals.record(manager, record.subscriptionId, record.startedAt, signal);
      const reason =
        streak &&
        disableReasonAfterFailure(
          record.responseStatus,
          streak,
          Date.now(),
          this.config.webhookAutoDisableAfterMs,
        );
      const disabled = reason
        ? await this.holds.disable(manager, record.subscriptionId, reason)
        : false;
      return !disabled && status === 'pending';
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
    await this.queues.queueCommitted(released, 'ordered releases');
  }
}
