import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { lockUntilCommit, shareUntilCommit } from '../../../database/advisory-locks.queries';
import { INDEX_WALKS } from '../../../database/data-source-options';
import { rowsOf } from '../../../database/sql-statement';
import {
  ANY_UNRELAYED,
  OVERDUE_DELIVERIES,
  RELAY_OUTBOX_EVENTS,
  RelayedDelivery,
  TracedEvent,
} from './relay.queries';

/**
 * Relay batches share this lock; a transaction that lets a subscription receive again and then
 * replays what it held takes it alone (`awaitRelayBatches`). A batch decides "held" from the
 * subscription as its statement saw it, so without the lock a batch still in flight when the
 * replay ran would commit its held deliveries after it, held for good.
 */
const RELAY_LOCK = 7_412_005;

export interface RelayedBatch {
  relayed: number;
  deliveries: RelayedDelivery[];
  traced: TracedEvent[];
}

/** The relay's door: outbox events into webhook_deliveries, and overdue deliveries. */
@Injectable()
export class RelayRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectDataSource(INDEX_WALKS) private readonly genericPlans: DataSource,
  ) {}

  /**
   * One batch (RELAY_OUTBOX_EVENTS): how many events were relayed, the deliveries made, and the
   * events that carry a trace context. The batch is planned on every call, so an idle poll first
   * asks whether there is anything to claim (ANY_UNRELAYED, planned once a connection).
   */
  async relayOutboxEvents(
    limit: number,
    span: [createdFrom: string, createdBefore: string] = ['-infinity', 'infinity'],
  ): Promise<RelayedBatch> {
    const [unrelayed] = await rowsOf(this.genericPlans, ANY_UNRELAYED, span);
    if (!unrelayed.any) return { relayed: 0, deliveries: [], traced: [] };
    return this.dataSource.transaction((manager) => this.relayBatch(manager, limit, span));
  }

  /** The same batch inside the caller's transaction, which holds the relay lock until it ends. */
  async relayBatch(
    manager: EntityManager,
    limit: number,
    span: [createdFrom: string, createdBefore: string] = ['-infinity', 'infinity'],
  ): Promise<RelayedBatch> {
    await shareUntilCommit(manager, RELAY_LOCK);
    const [result] = await rowsOf(manager, RELAY_OUTBOX_EVENTS, [limit, ...span]);
    return result ?? { relayed: 0, deliveries: [], traced: [] };
  }

  /**
   * Waits for the relay batches in flight to commit and keeps new ones waiting until this
   * transaction ends, so a replay that follows sees every delivery a batch held, and later
   * batches see the subscription as this transaction left it.
   */
  async awaitRelayBatches(manager: EntityManager): Promise<void> {
    await lockUntilCommit(manager, RELAY_LOCK);
  }

  /** Pending deliveries overdue by more than `overdueMs`, oldest due first. */
  overdue(overdueMs: number, limit: number) {
    return rowsOf(this.dataSource, OVERDUE_DELIVERIES, [`${overdueMs} milliseconds`, limit]);
  }
}
