import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { InboundEndpoint } from './inbound-endpoint.entity';

/**
 * The Idempotency-Key an accepted delivery claims for its endpoint (docs/webhooks-inbound.md):
 * written by the statement that stores the delivery, so a repeat finds it even under races, and
 * deleted once its delivery is gone (retention), so it is claimed exactly as long as the accepted
 * row is kept. A table of its own and unpartitioned: a unique index on the partitioned deliveries
 * would have to include their partition key.
 */
@Entity('webhook_inbound_dedupe_keys')
// Retention finds the keys of deliveries gone with their day through it.
@Index('webhook_inbound_dedupe_keys_received', ['receivedAt'])
export class InboundDedupeKey {
  @PrimaryColumn({ type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => InboundEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: InboundEndpoint;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  dedupeKey: string;

  /** The accepted delivery holding the key; with receivedAt, its primary key. */
  @Column({ type: 'uuid' })
  deliveryId: string;

  @Column({ type: 'timestamptz' })
  receivedAt: Date;
}
