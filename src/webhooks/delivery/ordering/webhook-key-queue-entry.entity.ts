import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { WebhookSubscription } from '../store/webhook-subscription.entity';

/**
 * An ordered delivery waiting for its key (status `waiting`), at its event's place in the events
 * API's order: the first of a key without a head is the next released. Only what waits is here,
 * so the table stays as small as the backlog.
 */
@Entity('webhook_key_queue')
@Index('webhook_key_queue_delivery', ['deliveryId'], { unique: true })
export class WebhookKeyQueueEntry {
  @PrimaryColumn({ type: 'uuid' })
  subscriptionId: string;

  @ManyToOne(() => WebhookSubscription, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id' })
  subscription?: WebhookSubscription;

  @PrimaryColumn({ type: 'bigint' })
  keyHash: string;

  /** The event's writing transaction (outbox_events.xid): first in the events API's order. */
  @PrimaryColumn({ type: 'bigint' })
  eventXid: string;

  @PrimaryColumn({ type: 'bigint' })
  eventSeq: string;

  @Column({ type: 'uuid' })
  deliveryId: string;

  @Column({ type: 'timestamptz' })
  deliveryCreatedAt: Date;

  /** The attempt its release queues (the delivery's attemptCount + 1 as it was queued here). */
  @Column({ type: 'integer' })
  attempt: number;

  /** The subscription's team: a release waits for the team's unrelayed events below it. */
  @Column({ type: 'uuid' })
  teamId: string;
}
