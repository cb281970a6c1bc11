import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { WebhookQueues } from './webhook-queues';

const SWEEP_BATCH = 1000;

/**
 * Postgres says what is owed; Redis only carries it. Work overdue by more than
 * WEBHOOK_RECOVERY_AFTER_MS (a job lost with Redis, a queue call that failed after commit) is
 * queued again. Job ids come from the rows, so anything still queued is not duplicated.
 */
@Injectable()
export class RecoverySweepService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: WebhookQueues,
  ) {}

  async sweep(): Promise<{ attempts: number; inbound: number }> {
    const overdue = `${this.config.webhookRecoveryAfterMs} milliseconds`;
    const attempts = await this.dataSource.query<
      Array<{ id: string; subscription_id: string; attempt_count: number }>
    >(
      `SELECT id, subscription_id, attempt_count FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at < now() - $1::interval
        ORDER BY next_attempt_at
        LIMIT $2`,
      [overdue, SWEEP_BATCH],
    );
    await this.queues.queueAttempts(
      attempts.map((row) => ({
        deliveryId: row.id,
        subscriptionId: row.subscription_id,
        attempt: row.attempt_count + 1,
      })),
    );
    const inbound = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM webhook_inbound_deliveries
        WHERE outcome = 'accepted' AND processed_at IS NULL AND received_at < now() - $1::interval
        ORDER BY received_at
        LIMIT $2`,
      [overdue, SWEEP_BATCH],
    );
    await this.queues.queueInbound(inbound.map((row) => row.id));
    return { attempts: attempts.length, inbound: inbound.length };
  }
}
