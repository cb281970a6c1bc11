import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../../database/sql-statement';
import {
  CREATE_DELIVERY_PARTITIONS,
  CREATE_OUTBOX_PARTITIONS,
  DROP_EXPIRED_DELIVERY_PARTITIONS,
  DROP_EXPIRED_OUTBOX_PARTITIONS,
  type DroppedPartitions,
  MISSING_DELIVERY_PARTITIONS,
  MISSING_OUTBOX_PARTITIONS,
  type OutboxWalkBatch,
  PRUNE_DELIVERED_OUTBOUND,
  PRUNE_FAILED_OUTBOUND,
  PRUNE_RELAYED_OUTBOX,
  type PrunedDeliveries,
} from './retention.queries';

/**
 * Retention of the engine's rows: finished deliveries with their attempts, and the
 * relayed outbox events no delivery needs any more; and the partitions of the delivery tables,
 * made ahead and dropped when expired (retention.queries.ts). Each prune method deletes one
 * batch; RetentionService decides the windows and the pace.
 */
@Injectable()
export class DeliveryRetentionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Makes the missing partitions (deliveries, attempts, outbox events) of today and the next
   * `aheadDays` days; how many it made.
   */
  async createPartitions(aheadDays: number): Promise<number> {
    const [deliveries] = await rowsOf(this.dataSource, CREATE_DELIVERY_PARTITIONS, [aheadDays]);
    const [events] = await rowsOf(this.dataSource, CREATE_OUTBOX_PARTITIONS, [aheadDays]);
    return deliveries.made + events.made;
  }

  /** The partitions that rows written now or in the next `aheadDays` days need but lack. */
  async missingPartitions(aheadDays: number): Promise<string[]> {
    const rows = [
      ...(await rowsOf(this.dataSource, MISSING_DELIVERY_PARTITIONS, [aheadDays])),
      ...(await rowsOf(this.dataSource, MISSING_OUTBOX_PARTITIONS, [aheadDays])),
    ];
    return rows.map((row) => row.name);
  }

  /** Drops the outbox partitions past `outboxDays` that no one needs; the events dropped. */
  async dropExpiredOutboxPartitions(outboxDays: number): Promise<number> {
    const [row] = await rowsOf(this.dataSource, DROP_EXPIRED_OUTBOX_PARTITIONS, [outboxDays]);
    return row.events;
  }

  /** Drops the partitions whose rows are all finished and past their window (none owed). */
  async dropExpiredPartitions(
    deliveredDays: number,
    failedDays: number,
  ): Promise<DroppedPartitions> {
    const [row] = await rowsOf(this.dataSource, DROP_EXPIRED_DELIVERY_PARTITIONS, [
      deliveredDays,
      failedDays,
    ]);
    return row;
  }

  /** Delivered past `retentionDays` since their success, with their attempts and lone events. */
  async pruneDelivered(
    retentionDays: number,
    outboxRetentionDays: number,
    limit: number,
  ): Promise<PrunedDeliveries> {
    const [row] = await rowsOf(this.dataSource, PRUNE_DELIVERED_OUTBOUND, [
      retentionDays,
      outboxRetentionDays,
      limit,
    ]);
    return row;
  }

  /** Failed past `retentionDays` since their last attempt, with their attempts and lone events. */
  async pruneFailed(
    retentionDays: number,
    outboxRetentionDays: number,
    limit: number,
  ): Promise<PrunedDeliveries> {
    const [row] = await rowsOf(this.dataSource, PRUNE_FAILED_OUTBOUND, [
      retentionDays,
      outboxRetentionDays,
      limit,
    ]);
    return row;
  }

  /** One batch of the walk over relayed outbox events, from the position after `after`. */
  async pruneRelayedOutbox(
    retentionDays: number,
    after: { relayedAt: Date; id: string },
    limit: number,
  ): Promise<OutboxWalkBatch> {
    const [row] = await rowsOf(this.dataSource, PRUNE_RELAYED_OUTBOX, [
      retentionDays,
      after.relayedAt,
      after.id,
      limit,
    ]);
    return row;
  }
}
