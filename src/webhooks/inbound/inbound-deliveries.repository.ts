import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, Repository } from 'typeorm';
import { INDEX_WALKS } from '../../database/data-source-options';
import { execute, rowsOf } from '../../database/sql-statement';
import { InboundDelivery } from './inbound-delivery.entity';
import {
  CREATE_INBOUND_PARTITIONS,
  DROP_EXPIRED_INBOUND_PARTITIONS,
  type DroppedInboundPartitions,
  MISSING_INBOUND_PARTITIONS,
  PRUNE_INBOUND_DEDUPE_KEYS,
  PRUNE_REFUSED_INBOUND,
  PRUNE_SETTLED_INBOUND,
} from './inbound-retention.queries';
import {
  ANY_PENDING_INBOUND,
  INSERT_ACCEPTANCES,
  INSERT_REFUSAL,
  PROCESS_PENDING_INBOUND,
} from './inbound.queries';

/** A refused request, logged with its reason. */
export type InboundRefusalRow = Pick<
  InboundDelivery,
  'teamId' | 'endpointId' | 'httpStatus' | 'idempotencyKey' | 'sizeBytes'
> & { reason: string };

/** An accepted body to store, or to log as a duplicate when its key was already accepted. */
export type InboundAcceptanceRow = Pick<
  InboundDelivery,
  'teamId' | 'endpointId' | 'idempotencyKey' | 'signatureVerified'
> & { sizeBytes: number; payloadJson: string };

/** How an accepted body was logged: its delivery id, and whether it was a duplicate. */
export interface LoggedAcceptance {
  id: string;
  duplicate: boolean;
}

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

/**
 * The only code that reads or writes `webhook_inbound_deliveries` and its dedupe keys
 * (`webhook_inbound_dedupe_keys`), and makes and drops the log's partitions.
 */
@Injectable()
export class InboundDeliveriesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(InboundDelivery) private readonly deliveries: Repository<InboundDelivery>,
    @InjectDataSource(INDEX_WALKS) private readonly genericPlans: DataSource,
  ) {}

  async insertRefusal(refusal: InboundRefusalRow): Promise<void> {
    await execute(this.dataSource, INSERT_REFUSAL, [
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
   * as duplicates instead (the dedupe key decides, even under races). One statement, so a batch
   * that fails has stored nothing and its items can be retried. One answer per body, in order.
   */
  insertAcceptances(acceptances: InboundAcceptanceRow[]): Promise<LoggedAcceptance[]> {
    const column = <T>(pick: (row: InboundAcceptanceRow) => T) => acceptances.map(pick);
    return rowsOf(this.dataSource, INSERT_ACCEPTANCES, [
      column((row) => row.teamId),
      column((row) => row.endpointId),
      column((row) => row.idempotencyKey),
      column((row) => row.sizeBytes),
      column((row) => row.signatureVerified),
      column((row) => row.payloadJson),
    ]);
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
   * Marks up to `limit` accepted deliveries received in `span` ([from, before), timestamptz
   * text) processed and writes their `webhook.inbound.received` outbox events in the same
   * statement (PROCESS_PENDING_INBOUND); returns how many it processed. That statement is
   * planned on every call, so an idle poll first asks whether any delivery waits
   * (ANY_PENDING_INBOUND, planned once a connection).
   */
  async processPending(limit: number, span: [from: string, before: string]): Promise<number> {
    const [pending] = await rowsOf(this.genericPlans, ANY_PENDING_INBOUND, span);
    if (!pending.any) return 0;
    return (await rowsOf(this.dataSource, PROCESS_PENDING_INBOUND, [limit, ...span])).length;
  }

  /** Makes the missing partitions of today and the next `aheadDays` days; how many it made. */
  async createPartitions(aheadDays: number): Promise<number> {
    const [row] = await rowsOf(this.dataSource, CREATE_INBOUND_PARTITIONS, [aheadDays]);
    return row.made;
  }

  /** The partitions that deliveries received now or in the next `aheadDays` days need but lack. */
  async missingPartitions(aheadDays: number): Promise<string[]> {
    const rows = await rowsOf(this.dataSource, MISSING_INBOUND_PARTITIONS, [aheadDays]);
    return rows.map((row) => row.name);
  }

  /** Retention: drops the days holding no unprocessed acceptance and no row inside its window. */
  async dropExpiredPartitions(
    settledDays: number,
    refusedDays: number,
  ): Promise<DroppedInboundPartitions> {
    const [row] = await rowsOf(this.dataSource, DROP_EXPIRED_INBOUND_PARTITIONS, [
      settledDays,
      refusedDays,
    ]);
    return row;
  }

  /**
   * Retention: deletes up to `limit` processed acceptances (with their payloads and keys) and
   * duplicates of days wholly past `retentionDays`, never unprocessed ones; returns how many.
   */
  pruneSettled(retentionDays: number, limit: number): Promise<number> {
    return execute(this.dataSource, PRUNE_SETTLED_INBOUND, [retentionDays, limit]);
  }

  /** Retention: deletes up to `limit` refusals received more than `retentionDays` ago. */
  pruneRefused(retentionDays: number, limit: number): Promise<number> {
    return execute(this.dataSource, PRUNE_REFUSED_INBOUND, [retentionDays, limit]);
  }

  /** Retention: deletes up to `limit` dedupe keys whose delivery is gone with its day. */
  pruneDedupeKeys(retentionDays: number, limit: number): Promise<number> {
    return execute(this.dataSource, PRUNE_INBOUND_DEDUPE_KEYS, [retentionDays, limit]);
  }
}
