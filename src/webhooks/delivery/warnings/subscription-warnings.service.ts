import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { OutboxService } from '../../../events/outbox.service';
import { PlatformNotificationsService } from '../../../notifications/platform-notifications.service';
import { shownUrlOf } from '../destinations/destination-url';
import type { FailingWarning } from './failing-warnings.queries';
import {
  disabledNotice,
  failingNotice,
  Notice,
  subscriptionResourceUrl,
  SUBSCRIPTION_WARNINGS_CATEGORY,
} from './subscription-warnings';
import type { SubscriptionDisabledReason } from '../store/webhook-subscription.entity';

export interface DisabledSubscription {
  subscriptionId: string;
  teamId: string;
  url: string;
  createdByUserId: string | null;
  reason: Exclude<SubscriptionDisabledReason, 'manual'>;
  disabledAt: Date;
}

export interface RecoveredSubscription {
  subscriptionId: string;
  teamId: string;
  url: string;
  failingSince: Date;
  recoveredAt: Date;
}

/**
 * The events about a subscription's health (failing, recovered, disabled), each written in the
 * transaction of the state change it reports, with a notice to the member who created the
 * subscription for `failing` and `disabled`. The relay never delivers them to the
 * subscription they are about (RELAY_OUTBOX_EVENTS).
 */
@Injectable()
export class SubscriptionWarningsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly notifications: PlatformNotificationsService,
  ) {}

  async failing(manager: EntityManager, warning: FailingWarning): Promise<void> {
    await this.outbox.record(manager, warning.teamId, 'webhook.subscription.failing', {
      subscriptionId: warning.id,
      url: shownUrlOf(warning.url),
      failingSince: warning.failingSince.toISOString(),
      lastAttemptAt: warning.lastAttemptAt.toISOString(),
      lastStatus: warning.lastStatus,
    });
    const thresholds = this.config.webhookFailingWarningsAfterMs;
    const notice = failingNotice({
      url: warning.url,
      failingForMs: thresholds[warning.failingWarningsSent - 1],
      failingSince: warning.failingSince,
      lastAttemptAt: warning.lastAttemptAt,
      lastStatus: warning.lastStatus,
      autoDisableAfterMs: this.config.webhookAutoDisableAfterMs,
    });
    await this.notifyCreator(
      manager,
      {
        teamId: warning.teamId,
        createdByUserId: warning.createdByUserId,
        subscriptionId: warning.id,
      },
      notice,
    );
  }

  async disabled(manager: EntityManager, subscription: DisabledSubscription): Promise<void> {
    await this.outbox.record(manager, subscription.teamId, 'webhook.subscription.disabled', {
      subscriptionId: subscription.subscriptionId,
      url: shownUrlOf(subscription.url),
      reason: subscription.reason,
      disabledAt: subscription.disabledAt.toISOString(),
    });
    const notice = disabledNotice({
      url: subscription.url,
      reason: subscription.reason,
      disabledAt: subscription.disabledAt,
      autoDisableAfterMs: this.config.webhookAutoDisableAfterMs,
    });
    await this.notifyCreator(manager, subscription, notice);
  }

  /** No notice: the failing one already reached the member, and a success needs no action. */
  async recovered(manager: EntityManager, subscription: RecoveredSubscription): Promise<void> {
    await this.outbox.record(manager, subscription.teamId, 'webhook.subscription.recovered', {
      subscriptionId: subscription.subscriptionId,
      url: shownUrlOf(subscription.url),
      failingSince: subscription.failingSince.toISOString(),
      recoveredAt: subscription.recoveredAt.toISOString(),
    });
  }

  /** Subscriptions older than the creator column have no known creator: nobody is told. */
  private async notifyCreator(
    manager: EntityManager,
    {
      teamId,
      createdByUserId,
      subscriptionId,
    }: Pick<DisabledSubscription, 'teamId' | 'createdByUserId' | 'subscriptionId'>,
    notice: Notice,
  ): Promise<void> {
    if (createdByUserId === null) return;
    await this.notifications.record(manager, {
      teamId,
      userId: createdByUserId,
      category: SUBSCRIPTION_WARNINGS_CATEGORY,
      title: notice.title,
      body: notice.body,
      resourceUrl: subscriptionResourceUrl(this.config.publicBaseUrl, subscriptionId),
    });
  }
}
