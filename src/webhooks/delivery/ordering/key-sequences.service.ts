import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import type { AttemptToQueue } from '../queue/delivery-queues';
import { DeliveryQueues } from '../queue/delivery-queues';
import { RelayRepository } from '../store/relay.repository';
import { KeySequencesRepository } from './key-sequences.repository';
import type { ReleasedDelivery } from './key-sequences.queries';

/** Keys released in one statement by the loop; more means: call again at once. */
export const RELEASE_BATCH = 1000;

/**
 * Ordered delivery per key (docs/webhooks-delivery.md, "Ordered delivery"): one delivery of a
 * key at a time, in the events API's order. Postgres holds the sequence (webhook_key_heads,
 * webhook_key_queue), so it survives a worker's crash and a lost job: a released head is a
 * pending delivery like any other, which the lost-job sweep queues again. The methods that take a
 * transaction return the attempts to queue once it commits.
 */
@Injectable()
export class KeySequencesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sequences: KeySequencesRepository,
    private readonly queues: DeliveryQueues,
    private readonly relay: RelayRepository,
  ) {}

  /** After deliveries settled in `manager`'s transaction: their keys' next ones, released. */
  async afterSettle(manager: EntityManager, deliveryIds: string[]): Promise<AttemptToQueue[]> {
    const freed = await this.sequences.freeSettledHeads(manager, deliveryIds);
    return attemptsOf(await this.sequences.release(manager, freed));
  }

  /**
   * Deliveries just set `waiting` again (a manual retry, a recovery) take their place in their
   * keys' queues; those whose key is free and that come first go at once.
   */
  async requeued(manager: EntityManager, deliveryIds: string[]): Promise<AttemptToQueue[]> {
    const keys = await this.sequences.enqueue(manager, deliveryIds);
    return attemptsOf(await this.sequences.release(manager, keys));
  }

  /**
   * The subscription's ordering was removed: whatever waited is released, unordered. Relay
   * batches in flight, which saw it ordered, commit first (and later ones see it unordered).
   */
  async endOrdering(manager: EntityManager, subscriptionId: string): Promise<AttemptToQueue[]> {
    await this.relay.awaitRelayBatches(manager);
    return attemptsOf(await this.sequences.forgetKeysOf(manager, subscriptionId));
  }

  /**
   * Keys that wait without a head (just relayed, or whose order was not yet final when their
   * head settled) release their first; returns how many were released.
   */
  async releaseFree(): Promise<number> {
    const released = await this.sequences.releaseFree(RELEASE_BATCH);
    await this.queues.queueCommitted(attemptsOf(released), 'ordered releases');
    return released.length;
  }

  /** A key whose head settled without freeing it (none expected) is freed for the next release. */
  freeStaleHeads(limit: number): Promise<number> {
    return this.sequences.freeStaleHeads(this.config.webhookRecoveryAfterMs, limit);
  }

  /** By waiting delivery, the delivery it waits for. */
  waitingFor(deliveryIds: string[]): Promise<Map<string, string | null>> {
    return this.sequences.waitingFor(deliveryIds);
  }
}

/** Released heads due now (a held one waits for its subscription's replay). */
function attemptsOf(released: ReleasedDelivery[]): AttemptToQueue[] {
  return released
    .filter((delivery) => delivery.status === 'pending')
    .map((delivery) => ({
      deliveryId: delivery.id,
      subscriptionId: delivery.subscriptionId,
      attempt: delivery.attemptCount + 1,
    }));
}
