import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { findOffsetPage } from '../../../common/pagination/find-offset-page';
import { OffsetPage, OffsetPaging } from '../../../common/pagination/offset-page';
import { Db, execute, rowsOf } from '../../../database/sql-statement';
import { END_BREAKER_WAIT } from '../protection/receiver-protection.queries';
import { DISABLE_SUBSCRIPTION, ENABLE_SUBSCRIPTION } from './holds.queries';
import { ROTATE_SUBSCRIPTION_SECRET } from './owner-requests.queries';
import { SEAL_URL_PASSWORD, URLS_WITH_PLAIN_CREDENTIALS } from './url-passwords.queries';
import { WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity';
import { SubscriptionDisabledReason, WebhookSubscription } from './webhook-subscription.entity';

/**
 * The owner's door to webhook_subscriptions: its reads and the columns it writes (URL, event
 * types, filter, rate, secrets). The row lives with the engine, which reads and writes it with
 * every attempt (breaker, pace, failure streak); the owner's API depends on the engine, never
 * the reverse (docs/architecture.md).
 */
@Injectable()
export class SubscriptionsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(WebhookSubscription)
    private readonly subscriptions: Repository<WebhookSubscription>,
  ) {}

  /** A new row, not yet saved. */
  build(fields: Partial<WebhookSubscription>): WebhookSubscription {
    return this.subscriptions.create(fields);
  }

  save(row: WebhookSubscription, manager?: EntityManager): Promise<WebhookSubscription> {
    return manager ? manager.save(row) : this.subscriptions.save(row);
  }

  /** Newest first; `only`: just these of the team's (a portal link's). */
  page<V>(
    teamId: string,
    paging: OffsetPaging,
    toView: (row: WebhookSubscription) => V,
    only?: readonly string[],
  ): Promise<OffsetPage<V>> {
    return findOffsetPage(
      this.subscriptions,
      {
        where: { teamId, ...(only ? { id: In(only) } : {}) },
        order: { createdAt: 'DESC', id: 'DESC' },
      },
      paging,
      toView,
    );
  }

  /** The ids of the team's subscriptions, newest first; `among`: only those of these ids. */
  async idsOfTeam(teamId: string, among?: readonly string[]): Promise<string[]> {
    const rows = await this.subscriptions.find({
      select: { id: true },
      where: { teamId, ...(among ? { id: In(among) } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => row.id);
  }

  findOfTeam(teamId: string, subscriptionId: string): Promise<WebhookSubscription | null> {
    return this.subscriptions.findOne({ where: { id: subscriptionId, teamId } });
  }

  /** The row under its lock, in the caller's transaction. */
  lock(manager: EntityManager, subscriptionId: string): Promise<WebhookSubscription | null> {
    return manager.findOne(WebhookSubscription, {
      where: { id: subscriptionId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async update(
    manager: EntityManager,
    teamId: string,
    subscriptionId: string,
    changes: QueryDeepPartialEntity<WebhookSubscription>,
  ): Promise<void> {
    await manager.update(WebhookSubscription, { id: subscriptionId, teamId }, changes);
  }

  /** See ROTATE_SUBSCRIPTION_SECRET; undefined when the row is gone. */
  async rotateSecret(
    teamId: string,
    subscriptionId: string,
    secretSealed: string,
    graceHours: number,
  ): Promise<Date | undefined> {
    const [rotated] = await rowsOf(this.dataSource, ROTATE_SUBSCRIPTION_SECRET, [
      subscriptionId,
      teamId,
      secretSealed,
      graceHours,
    ]);
    return rotated?.previousSecretValidUntil;
  }

  /**
   * The subscription with its deliveries (a foreign key's cascade) and then their attempts, which
   * have no key to cascade from (webhook-delivery-attempt.entity.ts).
   */
  async delete(teamId: string, subscriptionId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.delete(WebhookSubscription, {
        id: subscriptionId,
        teamId,
      });
      if (affected) await manager.delete(WebhookDeliveryAttempt, { subscriptionId });
    });
  }

  /** See URLS_WITH_PLAIN_CREDENTIALS. */
  urlsWithPlainCredentials(afterId: string, limit: number) {
    return rowsOf(this.dataSource, URLS_WITH_PLAIN_CREDENTIALS, [afterId, limit]);
  }

  /** See SEAL_URL_PASSWORD; false when the row changed or went meanwhile. */
  async sealUrlPassword(
    subscriptionId: string,
    plainUrl: string,
    shownUrl: string,
    secretSealed: string,
  ): Promise<boolean> {
    const sealed = await execute(this.dataSource, SEAL_URL_PASSWORD, [
      subscriptionId,
      plainUrl,
      shownUrl,
      secretSealed,
    ]);
    return sealed > 0;
  }

  /** Before attempts the owner asked for: see END_BREAKER_WAIT. */
  async endBreakerWait(subscriptionId: string): Promise<void> {
    await execute(this.dataSource, END_BREAKER_WAIT, [subscriptionId]);
  }

  /** See DISABLE_SUBSCRIPTION; undefined when it was disabled already. */
  async disable(
    subscriptionId: string,
    reason: SubscriptionDisabledReason,
    db: Db = this.dataSource,
  ) {
    const [disabled] = await rowsOf(db, DISABLE_SUBSCRIPTION, [subscriptionId, reason]);
    return disabled;
  }

  /** See ENABLE_SUBSCRIPTION; false when it was enabled already. */
  async enable(subscriptionId: string, db: Db = this.dataSource): Promise<boolean> {
    const enabled = await rowsOf(db, ENABLE_SUBSCRIPTION, [subscriptionId]);
    return enabled.length > 0;
  }
}
