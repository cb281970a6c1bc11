import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { INDEX_WALKS } from '../../../database/data-source-options';
import { rowsOf } from '../../../database/sql-statement';
import { createdSpanOf } from '../store/delivery-partition';
import {
  ANY_FREE_KEY,
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
  UNATTEMPTED_HEADS,
  WAITING_FOR_OF,
  WaitingPlace,
} from './key-sequences.queries';

/**
 * The door to webhook_key_heads and webhook_key_queue (the relay's statement adds to the queue
 * as it creates deliveries, and a success gives up its key in the statement that records it).
 * Every method that changes them in more than one statement takes the caller's transaction: a
 * key is freed and its next released in the transaction that settles the head.
 */
@Injectable()
export class KeySequencesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectDataSource(INDEX_WALKS) private readonly genericPlans: DataSource,
  ) {}

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
  release(manager: EntityManager, keys: SequenceKey[]): Promise<ClaimedHead[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return rowsOf(manager, CLAIM_KEYS, [
      keys.map((key) => key.subscriptionId),
      keys.map((key) => key.keyHash),
    ]);
  }

  /**
   * Up to `limit` keys that wait without a head, each releasing its first (CLAIM_FREE_KEYS), when
   * ANY_FREE_KEY finds one: the claim is planned on every call, the question once a connection.
   */
  async releaseFree(limit: number): Promise<ClaimedHead[]> {
    const [free] = await rowsOf(this.genericPlans, ANY_FREE_KEY, []);
    return free.any ? rowsOf(this.dataSource, CLAIM_FREE_KEYS, [limit]) : [];
  }

  /** `ordering: null`: see FORGET_KEYS_OF; what still waited, made due (MARK_RELEASED). */
  async forgetKeysOf(manager: EntityManager, subscriptionId: string): Promise<ReleasedDelivery[]> {
    const forgotten = await rowsOf(manager, FORGET_KEYS_OF, [subscriptionId]);
    const ids = forgotten.map((row) => row.deliveryId);
    if (ids.length === 0) return [];
    return rowsOf(manager, MARK_RELEASED, [ids, ...createdSpanOf(ids)]);
  }

  /** See WAITING_FOR_OF, by delivery. */
  async waitingFor(deliveryIds: string[]): Promise<Map<string, WaitingPlace>> {
    if (deliveryIds.length === 0) return new Map();
    const rows = await rowsOf(this.dataSource, WAITING_FOR_OF, [deliveryIds]);
    return new Map(rows.map((row) => [row.deliveryId, row]));
  }

  /** See FREE_STALE_HEADS: how many keys were freed. */
  async freeStaleHeads(heldForMs: number, limit: number): Promise<number> {
    const freed = await rowsOf(this.dataSource, FREE_STALE_HEADS, [
      `${heldForMs} milliseconds`,
      limit,
    ]);
    return freed.length;
  }

  /** See UNATTEMPTED_HEADS. */
  unattemptedHeads(releasedForMs: number, limit: number) {
    return rowsOf(this.dataSource, UNATTEMPTED_HEADS, [`${releasedForMs} milliseconds`, limit]);
  }
}
