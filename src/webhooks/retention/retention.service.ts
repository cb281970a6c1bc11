import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { RETENTION_METRICS, type RetentionMetrics } from '../../metrics/metrics-registry';
import { DeliveryRetentionRepository } from '../delivery';
import { IdempotencyAnswersRepository } from '../../idempotency/idempotency-answers.repository';
import { InboundDeliveriesRepository } from '../inbound/inbound-deliveries.repository';

/** The kinds of rows retention deletes: the `kind` label of its metric. */
export const RETENTION_KINDS = [
  'delivered_outbound',
  'failed_outbound',
  'outbound_attempt',
  'relayed_outbox',
  'inbound',
  'refused_inbound',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export type PrunedRows = Record<RetentionKind, number>;

/** How many days ahead the webhook tables' partitions are made (docs/operations.md, "Processes"). */
export const PARTITIONS_AHEAD_DAYS = 7;
/** How often the worker makes the partitions ahead. */
export const PARTITION_MAINTENANCE_MS = 3600 * 1000;

/** Between two batches of a run, so pruning never holds the tables' writers back for long. */
export const RETENTION_PAUSE_MS = 100;
/** How often the walk over relayed outbox events starts again from the oldest. */
const OUTBOX_REWALK_MS = 24 * 3600 * 1000;
const WALK_START = { relayedAt: new Date(0), id: '' };

/**
 * Bounded storage: drops the partitions of outbound and inbound deliveries and of outbox events
 * whose rows are all past their window and owed to no one (docs/webhooks-delivery.md, "Retention"), then deletes what else
 * is past its window and owed to no one, in batches of RETENTION_BATCH_SIZE rows, each its own
 * short statement. Pending and held deliveries, failed ones inside their (longer) window,
 * unrelayed outbox events, events a delivery still needs and unprocessed inbound deliveries (with
 * their dedupe keys) are never selected. Safe in several workers at once: every batch skips rows
 * another one holds.
 */
@Injectable()
export class RetentionService {
  private outboxPosition = WALK_START;
  private outboxWalkStartedAt = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly engine: DeliveryRetentionRepository,
    private readonly inbound: InboundDeliveriesRepository,
    private readonly idempotency: IdempotencyAnswersRepository,
    @Inject(RETENTION_METRICS) private readonly metrics: RetentionMetrics,
  ) {}

  /**
   * Makes the partitions of outbound and inbound deliveries and of outbox events of today and the
   * next PARTITIONS_AHEAD_DAYS days; throws, naming them, when today's or tomorrow's are still missing
   * after that, so a process that could not write a delivery refuses to start instead (there is
   * no DEFAULT partition).
   */
  async ensurePartitions(): Promise<number> {
    const made =
      (await this.engine.createPartitions(PARTITIONS_AHEAD_DAYS)) +
      (await this.inbound.createPartitions(PARTITIONS_AHEAD_DAYS)) +
      (await this.idempotency.createPartitions(PARTITIONS_AHEAD_DAYS));
    const missing = [
      ...(await this.engine.missingPartitions(1)),
      ...(await this.inbound.missingPartitions(1)),
      ...(await this.idempotency.missingPartitions(1)),
    ];
    if (missing.length > 0)
      throw new Error(`delivery partitions missing after creating them: ${missing.join(', ')}`);
    return made;
  }

  /** Prunes batch after batch until nothing is past its window (or `stopping()` says so). */
  async run(stopping: () => boolean = () => false): Promise<PrunedRows> {
    if (Date.now() - this.outboxWalkStartedAt >= OUTBOX_REWALK_MS) {
      // Events left without deliveries behind the walk (a deleted subscription) are found here.
      this.outboxPosition = WALK_START;
      this.outboxWalkStartedAt = Date.now();
    }
    const total = Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as PrunedRows;
    // Whole partitions first: the batches below then only see the partitions owed work keeps.
    const dropped = await this.engine.dropExpiredPartitions(
      this.config.retentionDeliveredOutboundDays,
      this.config.retentionFailedOutboundDays,
    );
    const droppedInbound = await this.inbound.dropExpiredPartitions(
      this.config.retentionInboundDays,
      this.config.retentionRefusedInboundDays,
    );
    const droppedEvents = await this.engine.dropExpiredOutboxPartitions(this.outboxDays());
    await this.idempotency.dropExpiredPartitions();
    const droppedRows: Partial<PrunedRows> = {
      delivered_outbound: dropped.delivered,
      failed_outbound: dropped.failed,
      outbound_attempt: dropped.attempts,
      relayed_outbox: droppedEvents,
      inbound: droppedInbound.settled,
      refused_inbound: droppedInbound.refused,
    };
    for (const [kind, count] of Object.entries(droppedRows) as Array<[RetentionKind, number]>) {
      total[kind] += count;
      if (count > 0) this.metrics.pruned.inc({ kind }, count);
    }
    for (;;) {
      const { pruned, more } = await this.pruneBatch();
      for (const kind of RETENTION_KINDS) total[kind] += pruned[kind];
      if (!more || stopping()) return total;
      await new Promise((resolve) => setTimeout(resolve, RETENTION_PAUSE_MS));
    }
  }

  /** The events API (GET /v1/events) reads the outbox: no event leaves before its window ends. */
  private outboxDays(): number {
    return Math.max(this.config.retentionRelayedOutboxDays, this.config.eventsRetentionDays);
  }

  /** One batch of every kind; `more` when any of them was full. */
  private async pruneBatch(): Promise<{ pruned: PrunedRows; more: boolean }> {
    const limit = this.config.retentionBatchSize;
    const outboxDays = this.outboxDays();
    const delivered = await this.engine.pruneDelivered(
      this.config.retentionDeliveredOutboundDays,
      outboxDays,
      limit,
    );
    const failed = await this.engine.pruneFailed(
      this.config.retentionFailedOutboundDays,
      outboxDays,
      limit,
    );
    const outbox = await this.engine.pruneRelayedOutbox(outboxDays, this.outboxPosition, limit);
    if (outbox.lastRelayedAt && outbox.lastId)
      this.outboxPosition = { relayedAt: outbox.lastRelayedAt, id: outbox.lastId };
    const inbound = await this.inbound.pruneSettled(this.config.retentionInboundDays, limit);
    const refused = await this.inbound.pruneRefused(this.config.retentionRefusedInboundDays, limit);
    // Not a kind of its own: a key is part of its accepted delivery, counted when that went.
    const keys = await this.inbound.pruneDedupeKeys(this.config.retentionInboundDays, limit);
    const pruned: PrunedRows = {
      delivered_outbound: delivered.deliveries,
      failed_outbound: failed.deliveries,
      outbound_attempt: delivered.attempts + failed.attempts,
      relayed_outbox: delivered.events + failed.events + outbox.pruned,
      inbound,
      refused_inbound: refused,
    };
    for (const kind of RETENTION_KINDS)
      if (pruned[kind] > 0) this.metrics.pruned.inc({ kind }, pruned[kind]);
    const more = [
      delivered.deliveries,
      failed.deliveries,
      outbox.scanned,
      inbound,
      refused,
      keys,
    ].some((count) => count >= limit);
    return { pruned, more };
  }
}
