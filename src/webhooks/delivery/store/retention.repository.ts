import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../../database/sql-statement';
import {
  type OutboxWalkBatch,
  PRUNE_DELIVERED_OUTBOUND,
  PRUNE_FAILED_OUTBOUND,
  PRUNE_RELAYED_OUTBOX,
  type PrunedDeliveries,
} from './retention.queries';

/**
 * Retention of the engine's rows: finished deliveries with their attempts, and the
 * relayed outbox events no delivery needs any more. Each method deletes one batch
 * (retention.queries.ts); RetentionService decides the windows and the pace.
 */
@Injectable()
export class DeliveryRetentionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
