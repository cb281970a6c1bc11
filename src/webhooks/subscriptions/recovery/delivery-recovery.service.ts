import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../../../auth/principal';
import { ValidationFailedError } from '../../../common/errors/domain-error';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { rowsOf } from '../../../database/sql-statement';
import { WebhookQueues } from '../../delivery/queue/delivery-queues';
import { RECOVER_FAILED_DELIVERIES } from '../../delivery/store/replay.queries';
import { SubscriptionRecoverDto, SubscriptionRecoveryView } from '../dto/delivery-recovery.dto';
import { SubscriptionsService } from '../subscriptions.service';
import { assertDelivering } from '../subscription-status';

export const RECOVERY_BATCH = 1000;

const DAY_MS = 24 * 3600 * 1000;

/**
 * Recovery: every failed delivery of a window starts a fresh round, as a manual retry does,
 * keeping its id and so its Idempotency-Key. Failed deliveries are kept
 * RETENTION_FAILED_OUTBOUND_DAYS, so a window never needs to span more than that.
 */
@Injectable()
export class DeliveryRecoveryService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly queues: WebhookQueues,
  ) {}

  async recover(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
    input: SubscriptionRecoverDto,
  ): Promise<SubscriptionRecoveryView> {
    const { since, until } = this.windowOf(input);
    const subscription = await this.subscriptions.find(caller, subscriptionId);
    assertDelivering(subscription);
    await this.subscriptions.endBreakerWait(subscription.id);
    let recovered = 0;
    let queueing = true;
    for (;;) {
      // Each batch commits on its own: what is re-queued is saved as due before it is queued.
      const rows = await rowsOf(this.dataSource, RECOVER_FAILED_DELIVERIES, [
        subscription.id,
        since,
        until,
        RECOVERY_BATCH,
      ]);
      recovered += rows.length;
      if (queueing && rows.length > 0) {
        // Later batches do not wait on an unreachable queue again: the sweep has them all.
        queueing = await this.queues.queueCommitted(
          rows.map((row) => ({
            deliveryId: row.id,
            subscriptionId: subscription.id,
            attempt: row.attempt_count + 1,
          })),
          'recovery',
        );
      }
      if (rows.length < RECOVERY_BATCH) break;
    }
    return {
      subscriptionId: subscription.id,
      recovered,
      since: since.toISOString(),
      until: until.toISOString(),
    };
  }

  private windowOf(input: SubscriptionRecoverDto): { since: Date; until: Date } {
    const since = new Date(input.since);
    const until = input.until === undefined ? new Date() : new Date(input.until);
    if (until.getTime() <= since.getTime()) {
      throw input.until === undefined
        ? ValidationFailedError.forField('since', 'since must be in the past', 'invalid_date')
        : ValidationFailedError.forField('until', 'until must be after since', 'invalid_date');
    }
    const maxDays = this.config.retentionFailedOutboundDays;
    if (until.getTime() - since.getTime() > maxDays * DAY_MS) {
      throw ValidationFailedError.forField(
        'since',
        `the window may span at most ${maxDays} days, as long as failed deliveries are kept`,
        'too_big',
      );
    }
    return { since, until };
  }
}
