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
 * by its delivery's `createdAt`, so it lives and goes with its delivery (docs/decisions.md); no
 * foreign key to the delivery (a partitioned table is referenced by its whole key only).
 */
@Entity('webhook_delivery_attempts')
// Its delivery's id carries deliveryCreatedAt, as the delivery's own (migration DeliveryPartitionChecks).
@Check(
  'webhook_delivery_attempts_id_carries_created_at',
  'delivery_created_at >= webhook_delivery_created_from(delivery_id) AND delivery_created_at < webhook_delivery_created_before(delivery_id)',
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

  @ManyToOne(() => WebhookSubscription, { onDelete: 'CASCADE' })
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
