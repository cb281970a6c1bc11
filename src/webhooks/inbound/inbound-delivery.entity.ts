import {
  Check,
  Column,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { InboundEndpoint } from './inbound-endpoint.entity';

export type InboundOutcome = 'accepted' | 'duplicate' | 'refused';

/**
 * platform.md lists each delivery "with status and, for refusals, the reason": the status is the
 * receiver's answer to the sender, so a duplicate (answered 200 accepted) is `accepted`.
 */
export const INBOUND_DELIVERY_STATUSES = ['accepted', 'refused'] as const;
export type InboundDeliveryStatus = (typeof INBOUND_DELIVERY_STATUSES)[number];

export function inboundDeliveryStatus(outcome: InboundOutcome): InboundDeliveryStatus {
  return outcome === 'refused' ? 'refused' : 'accepted';
}

/**
 * One request to a receiver URL whose endpoint exists: accepted, a duplicate, or refused.
 * Partitioned by `receivedAt` (migration PartitionedInboundDeliveries): the id is a UUIDv7 made
 * from it, so an id names its partition (docs/decisions.md). The Idempotency-Key an accepted
 * delivery claims is in InboundDedupeKey: a unique index here would need the partition key.
 */
@Entity('webhook_inbound_deliveries')
@Index(['endpointId', 'seq'])
@Index('webhook_inbound_deliveries_unprocessed', ['receivedAt'], {
  where: "outcome = 'accepted' AND processed_at IS NULL",
})
@Index('webhook_inbound_deliveries_settled', ['receivedAt'], {
  where: "outcome = 'duplicate' OR (outcome = 'accepted' AND processed_at IS NOT NULL)",
})
@Index('webhook_inbound_deliveries_refused', ['receivedAt'], { where: "outcome = 'refused'" })
// The id carries receivedAt: a write breaking it would put the row where its id does not say.
@Check(
  'webhook_inbound_deliveries_id_carries_received_at',
  'webhook_inbound_id_fits(id, received_at)',
)
export class InboundDelivery {
  @PrimaryColumn({ type: 'uuid', default: () => 'uuid_v7_at(now())' })
  id: string;

  /** Insertion order, for newest-first cursor pages. */
  @Column({ type: 'bigint' })
  @Generated('increment')
  seq: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => InboundEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: InboundEndpoint;

  @Column({ type: 'varchar', length: 16 })
  outcome: InboundOutcome;

  @Column({ type: 'smallint' })
  httpStatus: number;

  /** For refusals: the specific reason (the caller only sees the status code). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  reason: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  idempotencyKey: string | null;

  /** Bytes read; null when the request was refused before its body was read. */
  @Column({ type: 'integer', nullable: true })
  sizeBytes: number | null;

  @Column({ type: 'boolean', default: false })
  signatureVerified: boolean;

  @Column({ type: 'jsonb', nullable: true })
  payload: unknown;

  /** The partition key; never changed once written (the id carries it). */
  @PrimaryColumn({ type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  /** The `webhook.inbound.received` event written when it was processed. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  eventId: string | null;
}
