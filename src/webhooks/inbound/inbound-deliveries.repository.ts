import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, Repository } from 'typeorm';
import { execute, rowsOf } from '../../database/sql-statement';
import { InboundDelivery } from './inbound-delivery.entity';
import {
  INSERT_ACCEPTANCES,
  INSERT_DUPLICATES,
  INSERT_REFUSAL,
  PROCESS_PENDING_INBOUND,
  PRUNE_REFUSED_INBOUND,
  PRUNE_SETTLED_INBOUND,
} from './inbound.queries';

/** A refused request, logged with its reason. */
export type InboundRefusalRow = Pick<
  InboundDelivery,
  'id' | 'teamId' | 'endpointId' | 'httpStatus' | 'idempotencyKey' | 'sizeBytes'
> & { reason: string };

/** An accepted body to store, or to log as a duplicate when its key was already accepted. */
export type InboundAcceptanceRow = Pick<
  InboundDelivery,
  'id' | 'teamId' | 'endpointId' | 'idempotencyKey' | 'signatureVerified'
> & { sizeBytes: number; payloadJson: string };

/** Everything a log entry shows; the stored payload (up to 1 MB each) stays out of pages. */
const DELIVERY_LOG_COLUMNS: (keyof InboundDelivery)[] = [
  'id',
  'seq',
  'outcome',
  'httpStatus',
  'reason',
  'idempotencyKey',
  'sizeBytes',
  'signatureVerified',
  'receivedAt',
  'processedAt',
  'eventId',
];

/** The only code that reads or writes `webhook_inbound_deliveries`. */
@Injectable()
export class InboundDeliveriesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(InboundDelivery) private readonly deliveries: Repository<InboundDelivery>,
  ) {}

  async insertRefusal(refusal: InboundRefusalRow): Promise<void> {
    await execute(this.dataSource, INSERT_REFUSAL, [
      refusal.id,
      refusal.teamId,
      refusal.endpointId,
      refusal.httpStatus,
      refusal.reason,
      refusal.idempotencyKey,
      refusal.sizeBytes,
    ]);
  }

  /**
   * Stores accepted bodies; those whose Idempotency-Key the endpoint already accepted are logged
   * as duplicates instead (the unique key decides, even under races). One transaction, so a
   * batch that fails has stored nothing and its items can be retried. Returns the ids stored.
   */
  insertAcceptances(acceptances: InboundAcceptanceRow[]): Promise<Set<string>> {
    return this.dataSource.transaction(async (manager) => {
      const column = <T>(pick: (row: InboundAcceptanceRow) => T) => acceptances.map(pick);
      const inserted = await rowsOf(manager, INSERT_ACCEPTANCES, [
        column((row) => row.id),
        column((row) => row.teamId),
        column((row) => row.endpointId),
        column((row) => row.idempotencyKey),
        column((row) => row.sizeBytes),
        column((row) => row.signatureVerified),
        column((row) => row.payloadJson),
      ]);
      const stored = new Set(inserted.map((row) => row.id));
      const duplicates = acceptances.filter((row) => !stored.has(row.id));
      if (duplicates.length > 0) {
        await execute(manager, INSERT_DUPLICATES, [
          duplicates.map((row) => row.id),
          duplicates.map((row) => row.teamId),
          duplicates.map((row) => row.endpointId),
          duplicates.map((row) => row.idempotencyKey),
          duplicates.map((row) => row.sizeBytes),
          duplicates.map((row) => row.signatureVerified),
        ]);
      }
      return stored;
    });
  }

  /** One endpoint's log, newest first, `take` entries older than `beforeSeq` (when given). */
  pageOfEndpoint(
    teamId: string,
    endpointId: string,
    beforeSeq: string | undefined,
    take: number,
  ): Promise<InboundDelivery[]> {
    return this.deliveries.find({
      select: DELIVERY_LOG_COLUMNS,
      where: { endpointId, teamId, ...(beforeSeq ? { seq: LessThan(beforeSeq) } : {}) },
      order: { seq: 'DESC' },
      take,
    });
  }

  /**
   * Marks up to `limit` accepted deliveries processed and writes their
   * `webhook.inbound.received` outbox events in the same statement (PROCESS_PENDING_INBOUND);
   * returns how many it processed.
   */
  async processPending(limit: number): Promise<number> {
    return (await rowsOf(this.dataSource, PROCESS_PENDING_INBOUND, [limit])).length;
  }

  /**
   * Retention: deletes up to `limit` processed acceptances (with their payloads) and
   * duplicates received more than `retentionDays` ago, never unprocessed ones; returns how many.
   */
  pruneSettled(retentionDays: number, limit: number): Promise<number> {
    return execute(this.dataSource, PRUNE_SETTLED_INBOUND, [retentionDays, limit]);
  }

  /** Retention: deletes up to `limit` refusals received more than `retentionDays` ago. */
  pruneRefused(retentionDays: number, limit: number): Promise<number> {
    return execute(this.dataSource, PRUNE_REFUSED_INBOUND, [retentionDays, limit]);
  }
}
