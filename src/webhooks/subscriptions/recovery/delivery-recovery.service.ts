import { Inject, Injectable } from '@nestjs/common';
import type { Principal } from '../../../common/access/principal';
import { ValidationFailedError } from '../../../common/errors/domain-error';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { DeliveryEngine } from '../../delivery';
import { SubscriptionRecoverDto, SubscriptionRecoveryView } from '../dto/delivery-recovery.dto';
import { SubscriptionsService } from '../subscriptions.service';
import { assertDelivering } from '../subscription-status';

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
    private readonly subscriptions: SubscriptionsService,
    private readonly engine: DeliveryEngine,
  ) {}

  async recover(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
    input: SubscriptionRecoverDto,
  ): Promise<SubscriptionRecoveryView> {
    const { since, until } = this.windowOf(input);
    const subscription = await this.subscriptions.find(caller, subscriptionId);
    assertDelivering(subscription);
    const recovered = await this.engine.recover(subscription.id, since, until);
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
