import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { WebhookSubscription } from '../store/webhook-subscription.entity';

/**
 * The delivery that holds a key of an ordered subscription: released to be attempted, and not
 * yet delivered or failed for good. At most one per key (its primary key); the next of the key
 * waits in webhook_key_queue until this row goes (docs/webhooks-delivery.md, "Ordered delivery").
 * Released, the delivery keeps its status `waiting` until its first attempt's outcome: a row
 * here is what lets that attempt go, so a release writes no delivery row.
 */
@Entity('webhook_key_heads')
@Index('webhook_key_heads_delivery', ['deliveryId'], { unique: true })
// The lost-job sweep looks at heads held a while for one whose delivery settled without them.
@Index('webhook_key_heads_claimed', ['claimedAt'])
export class WebhookKeyHead {
  @PrimaryColumn({ type: 'uuid' })
  subscriptionId: string;

  @ManyToOne(() => WebhookSubscription, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id' })
  subscription?: WebhookSubscription;

  /** webhook_ordering_key of the delivery's event: never the key's value itself. */
  @PrimaryColumn({ type: 'bigint' })
  keyHash: string;

  @Column({ type: 'uuid' })
  deliveryId: string;

  /** The delivery's partition key (its id carries it too). */
  @Column({ type: 'timestamptz' })
  deliveryCreatedAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  claimedAt: Date;
}
