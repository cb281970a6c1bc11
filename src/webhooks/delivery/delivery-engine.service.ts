import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../../database/ambient-transaction';
import {
  WebhookSubscriptionDisabledError,
  WebhookSubscriptionNotFoundError,
  WebhookVerificationNotPendingError,
} from '../webhooks.errors';
import {
  IssuedChallenge,
  OwnershipChallengesService,
} from './challenges/ownership-challenges.service';
import { ChallengesRepository } from './challenges/challenges.repository';
import { DeliveryHoldsService } from './holds/delivery-holds.service';
import { KeySequencesService } from './ordering/key-sequences.service';
import type { WaitingPlace } from './ordering/key-sequences.queries';
import { AttemptToQueue, DeliveryQueues } from './queue/delivery-queues';
import { DeliveriesRepository, DirectDelivery } from './store/deliveries.repository';
import { SubscriptionsRepository } from './store/subscriptions.repository';

/** Attempts saved as due in a transaction, to queue once it commits (DeliveryEngine.queue). */
export type DueAttempts = readonly AttemptToQueue[];

/** What an owner's change of a subscription asks of its deliveries. */
export interface OwnerChange {
  urlChanged: boolean;
  verify: boolean | undefined;
  enabled: boolean | undefined;
  /** `ordering: null`: what waits for its key is released. */
  orderingRemoved?: boolean;
}

/** One batch of a recovery: at most this many deliveries per statement and commit. */
export const RECOVERY_BATCH = 1000;

/**
 * The delivery engine as the owner's API sees it: hold and replay (disable, enable), proof of
 * ownership, an owner's retry, recovery and test event. Everything that is then owed is saved as
 * due before it is queued, so an unreachable queue never fails the owner's request: the lost-job
 * sweep queues it from Postgres.
 */
@Injectable()
export class DeliveryEngine {
  private readonly logger = new Logger(DeliveryEngine.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: DeliveryQueues,
    private readonly holds: DeliveryHoldsService,
    private readonly challenges: OwnershipChallengesService,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly challengeState: ChallengesRepository,
    private readonly sequences: KeySequencesService,
  ) {}

  /** Where each delivery `waiting` for its key stands (docs: "Ordered delivery"). */
  waitingFor(deliveryIds: string[]): Promise<Map<string, WaitingPlace>> {
    return this.sequences.waitingFor(deliveryIds);
  }

  /** Queues attempts committed as due; never throws (`what` names them in the warning). */
  async queue(attempts: DueAttempts, what: string): Promise<void> {
    await this.queues.queueCommitted([...attempts], what);
  }

  /** The subscription waits for the echo of a fresh challenge, in the caller's transaction. */
  startChallenge(manager: EntityManager, subscriptionId: string): Promise<IssuedChallenge> {
    return this.challenges.issue(manager, subscriptionId);
  }

  /**
   * After the owner's PATCH wrote its columns, in its transaction: the proof of ownership
   * (OwnershipChallengesService.afterUpdate), then disabling (holds what is pending) or enabling
   * (replays what is held). Returns what to queue after commit.
   */
  async afterOwnerChange(
    manager: EntityManager,
    subscriptionId: string,
    change: OwnerChange,
  ): Promise<DueAttempts> {
    // Before enabling: enabling a subscription still waiting for its proof replays only the
    // challenge (REPLAY_HELD_DELIVERIES).
    let replay = await this.challenges.afterUpdate(manager, subscriptionId, change);
    if (change.enabled === false) await this.holds.disable(manager, subscriptionId, 'manual');
    if (change.enabled === true)
      replay = [...replay, ...(await this.holds.enable(manager, subscriptionId))];
    if (change.orderingRemoved)
      replay = [...replay, ...(await this.sequences.endOrdering(manager, subscriptionId))];
    return replay;
  }

  /** `POST …/verify`: a fresh challenge for a subscription still waiting for its proof. */
  async sendChallenge(subscriptionId: string): Promise<IssuedChallenge> {
    const issued = await this.dataSource.transaction(async (manager) => {
      // Checked under the row lock, so a concurrent echo or PATCH is either before or after.
      const current = await this.challengeState.lockState(subscriptionId, manager);
      if (!current) throw new WebhookSubscriptionNotFoundError();
      // A disabled subscription's challenge would only be held: enabling it sends it.
      if (!current.enabled) throw new WebhookSubscriptionDisabledError();
      if (current.verificationStatus !== 'pending') throw new WebhookVerificationNotPendingError();
      return this.challenges.issue(manager, subscriptionId);
    });
    // The owner asked for an attempt: an open circuit breaker lets it through as its probe.
    await this.subscriptions.endBreakerWait(subscriptionId);
    await this.queues.queueCommitted(issued.attempts, 'verification challenge');
    return issued;
  }

  /**
   * An attempt now with a fresh retry round, whatever the delivery's state (a succeeded one is
   * sent again); an ordered one goes back to its key's queue, at its place (RETRY_DELIVERY).
   * False when it is held: its subscription was disabled meanwhile, and enabling it replays the
   * delivery.
   */
  async retry(subscriptionId: string, deliveryId: string): Promise<boolean> {
    const retried = await this.dataSource.transaction(async (manager) => {
      const row = await this.deliveries.retry(deliveryId, manager);
      if (row?.status !== 'waiting') return row && { ...row, released: [] };
      return { ...row, released: await this.sequences.requeued(manager, [deliveryId]) };
    });
    if (!retried) return false;
    await this.subscriptions.endBreakerWait(subscriptionId);
    if (retried.status === 'waiting') {
      await this.queues.queueCommitted(retried.released, 'ordered retry');
      return true;
    }
    // Already saved as due: if the queue is unreachable the lost-job sweep picks it up, so the
    // caller still gets its 202 rather than a 500 for work that will happen. Queued once committed
    // (a keyed request commits with its answer; see DeliveryQueues.queueCommitted).
    await afterCommit(() =>
      this.queues
        .queueAttemptNow({ deliveryId, subscriptionId, attempt: retried.attemptCount + 1 })
        .catch((error: Error) =>
          this.logger.warn(`retry of ${deliveryId} left to the lost-job sweep: ${error.message}`),
        ),
    );
    return true;
  }

  /**
   * Every failed delivery created in [since, until) starts a fresh round, as a retry does,
   * keeping its id and so its Idempotency-Key. Returns how many.
   */
  async recover(subscriptionId: string, since: Date, until: Date): Promise<number> {
    await this.subscriptions.endBreakerWait(subscriptionId);
    let recovered = 0;
    let queueing = true;
    for (;;) {
      // Each batch commits on its own: what is re-queued is saved as due before it is queued.
      // Ordered ones wait in their keys' queues; those that may go at once are released with it.
      const { rows, released } = await this.dataSource.transaction(async (manager) => {
        const rows = await this.deliveries.recoverBatch(
          subscriptionId,
          since,
          until,
          RECOVERY_BATCH,
          manager,
        );
        const waiting = rows.filter((row) => row.status === 'waiting');
        const ids = waiting.map((row) => row.deliveryId);
        return { rows, released: await this.sequences.requeued(manager, ids) };
      });
      recovered += rows.length;
      const due = rows
        .filter((row) => row.status === 'pending')
        .map((row) => ({
          deliveryId: row.deliveryId,
          subscriptionId,
          attempt: row.attemptCount + 1,
        }))
        .concat(released);
      if (queueing && due.length > 0) {
        // Later batches do not wait on an unreachable queue again: the sweep has them all.
        queueing = await this.queues.queueCommitted(due, 'recovery');
      }
      if (rows.length < RECOVERY_BATCH) return recovered;
    }
  }

  /**
   * `webhook.test` to one subscription whatever its event types, through the normal attempt
   * path. Undefined when nothing was sent: the subscription is gone or disabled.
   */
  async sendTestEvent(
    subscription: { id: string; teamId: string },
    requestedBy: string,
  ): Promise<DirectDelivery | undefined> {
    const data = { subscriptionId: subscription.id, requestedBy };
    const created = await this.deliveries.insertDirectEvent(
      this.dataSource,
      subscription,
      'webhook.test',
      data,
      true,
    );
    if (!created) return undefined;
    await this.subscriptions.endBreakerWait(subscription.id);
    await this.queues.queueCommitted(
      [{ deliveryId: created.deliveryId, subscriptionId: subscription.id, attempt: 1 }],
      `test event ${created.eventId}`,
    );
    return created;
  }
}
