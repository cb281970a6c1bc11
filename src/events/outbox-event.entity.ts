import { Check, Column, Entity, Generated, Index, PrimaryColumn } from 'typeorm';
import type { TraceCarrier } from '../tracing/trace-carrier';

/**
 * An event waiting to be delivered, written in the same transaction as the change that caused
 * it (platform.md, Events), so a crash can neither lose it nor invent it. Partitioned by
 * `createdAt` (migration PartitionedOutboxEvents): the id carries it, so an id names its
 * partition (docs/decisions.md).
 */
@Entity('outbox_events')
@Index('outbox_events_unrelayed', ['createdAt', 'seq'], { where: 'relayed_at IS NULL' })
@Index(['teamId', 'createdAt'])
@Index('outbox_events_relayed', ['relayedAt', 'id'], { where: 'relayed_at IS NOT NULL' })
@Index('outbox_events_team_position', ['teamId', 'xid', 'seq'])
// Ordered delivery releases nothing above a team's first unrelayed event (webhook_ordering_horizon).
@Index('outbox_events_unrelayed_team_xid', ['teamId', 'xid'], { where: 'relayed_at IS NULL' })
// The team as text, the type, the position (migration FilteredPageIndexes): TypeORM cannot describe it.
@Index('outbox_events_team_type_position', { synchronize: false })
// A write breaking it would hide the event from every by-id read.
@Check('outbox_events_id_carries_created_at', 'outbox_event_id_fits(id, created_at)')
export class OutboxEvent {
  /** `evt_` and the hex of a UUIDv7 made from `createdAt` (outbox_event_id_at). */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  /** The partition key; never changed once written (the id carries it). */
  @PrimaryColumn({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /**
   * The writing transaction's id (`pg_current_xact_id()` via a function of the EventsApi
   * migration, filled by the default on every insert
   * path): the events API serves a row only once every transaction below it has finished.
   */
  @Column({ type: 'bigint', default: () => 'current_xact_id_bigint()' })
  xid: string;

  /** Insertion order inside a transaction (and across rows written before `xid` existed). */
  @Column({ type: 'bigint' })
  @Generated('increment')
  seq: string;

  /** When the relay handed it to the delivery queue. */
  @Column({ type: 'timestamptz', nullable: true })
  relayedAt: Date | null;

  /**
   * The trace context of the span that wrote it, which its deliveries continue (migration
   * OutboxTraceContext); null while tracing is off.
   */
  @Column({ type: 'jsonb', nullable: true })
  traceContext: TraceCarrier | null;
}
