import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import type { AttemptToQueue } from '../queue/delivery-queues';
import { DeliveryQueues } from '../queue/delivery-queues';
import { RelayRepository } from '../store/relay.repository';
import { KeySequencesRepository } from './key-sequences.repository';
import type { ClaimedHead, SequenceKey, WaitingPlace } from './key-sequences.queries';

/** Keys released in one statement by the loop; more means: call again at once. */
export const RELEASE_BATCH = 1000;

/**
 * Ordered delivery per key (docs/webhooks-delivery.md, "Ordered delivery"): one delivery of a
 * key at a time, in the events API's order. Postgres holds the sequence (webhook_key_heads,
 * webhook_key_queue), so it survives a worker's crash and a lost job: the lost-job sweep queues a
 * released head's attempt again. The methods that take a transaction return the attempts to
 * queue once it commits.
 */
@Injectable()
export class KeySequencesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sequences: KeySequencesRepository,
    private readonly queues: DeliveryQueues,
    private readonly relay: RelayRepository,
  ) {}

  /** Keys just given up in `manager`'s transaction (a success): their next ones, released. */
  async afterFreed(manager: EntityManager, keys: SequenceKey[]): Promise<AttemptToQueue[]> {
    return (await this.sequences.release(manager, keys)).map(attemptOf);
  }

  /** After deliveries settled in `manager`'s transaction: their keys' next ones, released. */
  async afterSettle(manager: EntityManager, deliveryIds: string[]): Promise<AttemptToQueue[]> {
    return this.afterFreed(manager, await this.sequences.freeSettledHeads(manager, deliveryIds));
  }

  /**
   * Deliveries just set `waiting` again (a manual retry, a recovery) take their place in their
   * keys' queues; those whose key is free and that come first go at once.
   */
  async requeued(manager: EntityManager, deliveryIds: string[]): Promise<AttemptToQueue[]> {
    return this.afterFreed(manager, await this.sequences.enqueue(manager, deliveryIds));
  }

  /**
   * The subscription's ordering was removed: whatever waited is made due, unordered. Relay
   * batches in flight, which saw it ordered, commit first (and later ones see it unordered).
   */
  async endOrdering(manager: EntityManager, subscriptionId: string): Promise<AttemptToQueue[]> {
    await this.relay.awaitRelayBatches(manager);
    const released = await this.sequences.forgetKeysOf(manager, subscriptionId);
    return released
      .filter((delivery) => delivery.status === 'pending')
      .map((delivery) => ({
        deliveryId: delivery.id,
        subscriptionId: delivery.subscriptionId,
        attempt: delivery.attemptCount + 1,
      }));
  }

  /**
   * Keys that wait without a head (just relayed, or whose order was not yet final when their
   * head settled) release their first; returns how many were released.
   */
  async releaseFree(): Promise<number> {
    const released = await this.sequences.releaseFree(RELEASE_BATCH);
    await this.queues.queueCommitted(released.map(attemptOf), 'ordered releases');
    return released.length;
  }

  /**
   * The lost-job sweep's share: a key whose head settled without freeing it (none expected) is
   * freed, and a head released a while ago and never attempted has its attempt queued again.
   */
  async sweep(limit: number): Promise<void> {
    const after = this.config.webhookRecoveryAfterMs;
    await this.sequences.freeStaleHeads(after, limit);
    const unattempted = await this.sequences.unattemptedHeads(after, limit);
    await this.queues.queueAttempts(
      unattempted.map((head) => ({
        deliveryId: head.deliveryId,
        subscriptionId: head.subscriptionId,
        attempt: head.attemptCount + 1,
      })),
    );
  }

  /** Where each `waiting` delivery stands in its key (WAITING_FOR_OF). */
  waitingFor(deliveryIds: string[]): Promise<Map<string, WaitingPlace>> {
    return this.sequences.waitingFor(deliveryIds);
  }
}

function attemptOf(head: ClaimedHead): AttemptToQueue {
  return {
    deliveryId: head.deliveryId,
    subscriptionId: head.subscriptionId,
    attempt: head.attempt,
  };
}
