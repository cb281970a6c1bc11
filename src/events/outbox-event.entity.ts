import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An event waiting to be delivered, written in the same transaction as the change that caused
 * it (platform.md, Events), so a crash can neither lose it nor invent it.
 */
@Entity('outbox_events')
@Index('outbox_events_unrelayed', ['createdAt'], { where: 'relayed_at IS NULL' })
@Index(['teamId', 'createdAt'])
@Index('outbox_events_relayed', ['relayedAt', 'id'], { where: 'relayed_at IS NOT NULL' })
export class OutboxEvent {
  /** `evt_…`, unique per event. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the relay handed it to the delivery queue. */
  @Column({ type: 'timestamptz', nullable: true })
  relayedAt: Date | null;
}
