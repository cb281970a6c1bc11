import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { disableReasonAfterFailure, outcomeOfFailure } from '../outbound/failure-policy';
import { SubscriptionStateService } from '../outbound/subscription-state.service';
import { MicroBatcher } from '../../database/micro-batcher';
import { WebhookQueues } from './webhook-queues';

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
}

interface FailureStreak {
  failing_since: Date;
  enabled: boolean;
}

const INSERT_ATTEMPT = `
  INSERT INTO webhook_delivery_attempts
    (delivery_id, attempt_number, correlation_id, started_at, duration_ms, response_status,
     response_body, error, succeeded)`;

/**
 * Writes an attempt's outcome and what follows from it: the next retry, the end of the round,
 * or disabling the subscription (410 at once; 5 days of nothing but failures). Updates are
 * conditional on the attempt number, so an attempt that ran twice is recorded once.
 */
@Injectable()
export class AttemptRecorderService {
  private readonly logger = new Logger(AttemptRecorderService.name);
  private readonly successes = new MicroBatcher<AttemptRecord, void>((records) =>
    this.writeSuccesses(records),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly state: SubscriptionStateService,
    private readonly queues: WebhookQueues,
  ) {}

  /** A pending delivery of a subscription found disabled: keep it for the replay. */
  async hold(deliveryId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET status = 'held', next_attempt_at = NULL
        WHERE id = $1 AND status = 'pending'`,
      [deliveryId],
    );
  }

  /** Successes are written in groups (one statement for all that finish together). */
  async succeeded(record: AttemptRecord): Promise<void> {
    await this.successes.add(record);
    if (record.subscriptionWasFailing) {
      // Its own statement: the subscription row is only ever locked before delivery rows.
      await this.dataSource.query(
        `UPDATE webhook_subscriptions SET failing_since = NULL
          WHERE id = $1 AND failing_since IS NOT NULL`,
        [record.subscriptionId],
      );
    }
  }

  private async writeSuccesses(records: AttemptRecord[]): Promise<void[]> {
    await this.dataSource.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::timestamptz[], $5::int[],
                              $6::smallint[], $7::text[])
           AS t(delivery_id, attempt, correlation_id, started_at, duration_ms, response_status,
                response_body)
       ), delivered AS (
         UPDATE webhook_deliveries d
            SET status = 'succeeded', attempt_count = input.attempt,
                round_attempts = d.round_attempts + 1, last_attempt_at = input.started_at,
                next_attempt_at = NULL, succeeded_at = now()
           FROM input
          WHERE d.id = input.delivery_id AND d.attempt_count = input.attempt - 1
            AND d.status IN ('pending', 'held')
          RETURNING input.*
       )
       ${INSERT_ATTEMPT}
       SELECT delivery_id, attempt, correlation_id, started_at, duration_ms, response_status,
              response_body, NULL, true
         FROM delivered`,
      [
        records.map((r) => r.deliveryId),
        records.map((r) => r.attempt),
        records.map((r) => r.correlationId),
        records.map((r) => r.startedAt),
        records.map((r) => r.durationMs),
        records.map((r) => r.responseStatus),
        records.map((r) => r.responseBody),
      ],
    );
    return records.map(() => undefined);
  }

  async failed(record: AttemptRecord): Promise<void> {
    const outcome = outcomeOfFailure(record, this.config.webhookRetryScheduleMs, Date.now());
    const delayMs = outcome.status === 'pending' ? outcome.delayMs : undefined;
    const nextAttemptAt = delayMs === undefined ? null : new Date(Date.now() + delayMs);

    const retryQueued = await this.dataSource.transaction(async (manager) => {
      // Lock order everywhere: subscription row first, then its deliveries.
      const streak = await this.extendFailureStreak(manager, record);
      const [updated] = await manager.query<[Array<{ status: string }>, number]>(
        `UPDATE webhook_deliveries
            SET status = CASE WHEN status = 'held' THEN 'held' ELSE $3 END,
                next_attempt_at = CASE WHEN status = 'held' THEN NULL ELSE $5::timestamptz END,
                attempt_count = $2, round_attempts = round_attempts + 1, last_attempt_at = $4
          WHERE id = $1 AND attempt_count = $2 - 1 AND status IN ('pending', 'held')
          RETURNING status`,
        [record.deliveryId, record.attempt, outcome.status, record.startedAt, nextAttemptAt],
      );
      if (updated.length === 0) return false;
      await manager.query(`${INSERT_ATTEMPT} VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false)`, [
        record.deliveryId,
        record.attempt,
        record.correlationId,
        record.startedAt,
        record.durationMs,
        record.responseStatus,
        record.responseBody,
        record.error,
      ]);
      const reason =
        streak &&
        disableReasonAfterFailure(
          record.responseStatus,
          { enabled: streak.enabled, failingSince: streak.failing_since },
          Date.now(),
          this.config.webhookAutoDisableAfterMs,
        );
      const disabled = reason
        ? await this.state.disable(manager, record.subscriptionId, reason)
        : false;
      return !disabled && updated[0]?.status === 'pending';
    });

    if (retryQueued && delayMs !== undefined) {
      await this.queues
        .queueAttempts([
          {
            deliveryId: record.deliveryId,
            subscriptionId: record.subscriptionId,
            attempt: record.attempt + 1,
            delayMs,
          },
        ])
        .catch((error: Error) =>
          this.logger.warn(`retry queued later by recovery: ${error.message}`),
        );
    }
  }

  private async extendFailureStreak(
    manager: EntityManager,
    record: AttemptRecord,
  ): Promise<FailureStreak | undefined> {
    const [rows] = await manager.query<[FailureStreak[], number]>(
      `UPDATE webhook_subscriptions SET failing_since = COALESCE(failing_since, $2)
        WHERE id = $1
        RETURNING failing_since, enabled`,
      [record.subscriptionId, record.startedAt],
    );
    return rows[0];
  }
}
