import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '../../../database/sql-statement';
import { createdSpanOf } from '../store/delivery-partition';
import {
  CLAIM_FREE_KEYS,
  CLAIM_KEYS,
  ClaimedHead,
  ENQUEUE_WAITING,
  FORGET_KEYS_OF,
  FREE_SETTLED_HEADS,
  FREE_STALE_HEADS,
  MARK_RELEASED,
  ReleasedDelivery,
  SequenceKey,
  WAITING_FOR_OF,
} from './key-sequences.queries';

/**
 * The door to webhook_key_heads and webhook_key_queue (the relay's statement adds to the queue
 * as it creates deliveries). Every method that changes them takes the caller's transaction: a
 * key is freed and its next released in the transaction that settles the head.
 */
@Injectable()
export class KeySequencesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** See FREE_SETTLED_HEADS: the keys given up. */
  freeSettledHeads(manager: EntityManager, deliveryIds: string[]): Promise<SequenceKey[]> {
    if (deliveryIds.length === 0) return Promise.resolve([]);
    return rowsOf(manager, FREE_SETTLED_HEADS, [deliveryIds, ...createdSpanOf(deliveryIds)]);
  }

  /** See ENQUEUE_WAITING: the keys of the deliveries queued. */
  enqueue(manager: EntityManager, deliveryIds: string[]): Promise<SequenceKey[]> {
    if (deliveryIds.length === 0) return Promise.resolve([]);
    return rowsOf(manager, ENQUEUE_WAITING, [deliveryIds, ...createdSpanOf(deliveryIds)]);
  }

  /** The first that may go of each of these keys without a head, released (CLAIM_KEYS). */
  async release(manager: EntityManager, keys: SequenceKey[]): Promise<ReleasedDelivery[]> {
    if (keys.length === 0) return [];
    const claimed = await rowsOf(manager, CLAIM_KEYS, [
      keys.map((key) => key.subscriptionId),
      keys.map((key) => key.keyHash),
    ]);
    return this.markReleased(manager, claimed);
  }

  /** Up to `limit` keys that wait without a head, each releasing its first (CLAIM_FREE_KEYS). */
  releaseFree(limit: number): Promise<ReleasedDelivery[]> {
    return this.dataSource.transaction(async (manager) =>
      this.markReleased(manager, await rowsOf(manager, CLAIM_FREE_KEYS, [limit])),
    );
  }

  /** `ordering: null`: see FORGET_KEYS_OF; what waited, released. */
  async forgetKeysOf(manager: EntityManager, subscriptionId: string): Promise<ReleasedDelivery[]> {
    const forgotten = await rowsOf(manager, FORGET_KEYS_OF, [subscriptionId]);
    const ids = forgotten.map((row) => row.deliveryId);
    if (ids.length === 0) return [];
    return rowsOf(manager, MARK_RELEASED, [ids, ...createdSpanOf(ids)]);
  }

  /** See WAITING_FOR_OF: by waiting delivery, the delivery it waits for (null: none yet). */
  async waitingFor(deliveryIds: string[]): Promise<Map<string, string | null>> {
    if (deliveryIds.length === 0) return new Map();
    const rows = await rowsOf(this.dataSource, WAITING_FOR_OF, [deliveryIds]);
    return new Map(rows.map((row) => [row.deliveryId, row.waitingFor]));
  }

  /** See FREE_STALE_HEADS: how many keys were freed. */
  async freeStaleHeads(heldForMs: number, limit: number): Promise<number> {
    const freed = await rowsOf(this.dataSource, FREE_STALE_HEADS, [
      `${heldForMs} milliseconds`,
      limit,
    ]);
    return freed.length;
  }

  private markReleased(manager: EntityManager, claimed: ClaimedHead[]) {
    if (claimed.length === 0) return Promise.resolve([]);
    const ids = claimed.map((head) => head.deliveryId);
    return rowsOf(manager, MARK_RELEASED, [ids, ...createdSpanOf(ids)]);
  }
}
