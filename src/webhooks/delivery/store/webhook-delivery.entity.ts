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
import { WebhookSubscription } from './webhook-subscription.entity';

/**
 * pending: an attempt is due at nextAttemptAt; held: kept while the subscription is disabled or
 * its URL is unproven, replayed when it is enabled or verified; succeeded; failed: the retry
 * round ended without a 2xx; waiting: an ordered delivery behind an earlier one of its key
 * (ordering/key-sequences.queries.ts), shown as `held` with `waitingFor`.
 */
export type DeliveryStatus = 'pending' | 'held' | 'succeeded' | 'failed' | 'waiting';

/**
 * One event for one subscription. Its id is the Idempotency-Key of every attempt. Partitioned
 * by `createdAt` (migration PartitionedDeliveries): the id is a UUIDv7 made from it, so an id
 * names its partition (docs/decisions.md).
 */
@Entity('webhook_deliveries')
@Index(['subscriptionId', 'eventId'])
@Index(['subscriptionId', 'seq'])
@Index('webhook_deliveries_due', ['nextAttemptAt'], { where: "status = 'pending'" })
@Index('webhook_deliveries_event', ['eventId'])
@Index('webhook_deliveries_delivered', ['succeededAt'], { where: "status = 'succeeded'" })
@Index('webhook_deliveries_failed', ['lastAttemptAt'], { where: "status = 'failed'" })
@Index('webhook_deliveries_failed_window', ['subscriptionId', 'createdAt'], {
  where: "status = 'failed'",
})
// What retention probes to prove a partition owes nothing (migration DeliveryPartitionChecks).
@Index('webhook_deliveries_owed', ['createdAt'], { where: "status NOT IN ('succeeded', 'failed')" })
// The id carries createdAt: a write breaking it would hide the row from every by-id read.
@Check('webhook_deliveries_id_carries_created_at', 'webhook_delivery_id_fits(id, created_at)')
export class WebhookDelivery {
  @PrimaryColumn({ type: 'uuid', default: () => 'uuid_v7_at(now())' })
  id: string;

  @Column({ type: 'bigint' })
  @Generated('increment')
  seq: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'uuid' })
  subscriptionId: string;

  @ManyToOne(() => WebhookSubscription, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id' })
  subscription?: WebhookSubscription;

  /**
   * No foreign key (outbox_events is partitioned): retention deletes an event, or drops its
   * partition, only once no delivery names it.
   */
  @Column({ type: 'varchar', length: 40 })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  eventType: string;

  @Column({ type: 'varchar', length: 16 })
  status: DeliveryStatus;

  /** Every attempt ever made; attempt n runs as queue job `<id>-<n>`. */
  @Column({ type: 'integer', default: 0 })
  attemptCount: number;

  /** Attempts of the current retry round (a replay or a manual retry starts a new round). */
  @Column({ type: 'integer', default: 0 })
  roundAttempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  succeededAt: Date | null;

  /**
   * Ordered delivery (docs/webhooks-delivery.md, "Ordered delivery"): the hash of its key
   * (webhook_ordering_key) and its event's place in the events API's order (xid, seq). Null when
   * its subscription had no `ordering` as it was relayed.
   */
  @Column({ type: 'bigint', nullable: true })
  orderKey: string | null;

  @Column({ type: 'bigint', nullable: true })
  orderXid: string | null;

  @Column({ type: 'bigint', nullable: true })
  orderSeq: string | null;

  /** The partition key; never changed once written (the id carries it). */
  @PrimaryColumn({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
