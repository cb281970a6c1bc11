import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { WebhookSubscription } from './webhook-subscription.entity';

/**
 * One POST of a delivery: what the receiver answered, or why there was no answer. Partitioned
 * by its delivery's `createdAt`, so it lives and goes with its delivery (docs/decisions.md). No
 * foreign key: one to the delivery would make dropping a day check every attempt against it, and
 * one to the subscription share-locked its row on every attempt written by every worker (the
 * multixacts doubled the cost of writing successes). A deleted subscription's attempts are
 * deleted with it (SubscriptionsRepository.delete).
 */
@Entity('webhook_delivery_attempts')
// Its delivery's id carries deliveryCreatedAt, as the delivery's own (migration DeliveryPartitionChecks).
@Check(
  'webhook_delivery_attempts_id_carries_created_at',
  'webhook_delivery_id_fits(delivery_id, delivery_created_at)',
)
@Index(['deliveryId', 'attemptNumber'])
@Index('webhook_delivery_attempts_stats', ['subscriptionId', 'startedAt'])
export class WebhookDeliveryAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  deliveryId: string;

  /** Its delivery's `createdAt`: the partition key. */
  @PrimaryColumn({ type: 'timestamptz' })
  deliveryCreatedAt: Date;

  /** Its delivery's subscription, so that the stats read one index range (no join). */
  @Column({ type: 'uuid' })
  subscriptionId: string;

  @ManyToOne(() => WebhookSubscription, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'subscription_id' })
  subscription?: WebhookSubscription;

  @Column({ type: 'integer' })
  attemptNumber: number;

  /** The X-Correlation-Id sent with this attempt (new on every attempt). */
  @Column({ type: 'uuid' })
  correlationId: string;

  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'integer' })
  durationMs: number;

  @Column({ type: 'smallint', nullable: true })
  responseStatus: number | null;

  /** The first bytes of the response body. */
  @Column({ type: 'text', nullable: true })
  responseBody: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ type: 'boolean' })
  succeeded: boolean;
}
