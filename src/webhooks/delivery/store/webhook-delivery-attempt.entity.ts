import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookDelivery } from './webhook-delivery.entity';

/** One POST of a delivery: what the receiver answered, or why there was no answer. */
@Entity('webhook_delivery_attempts')
@Index(['deliveryId', 'attemptNumber'])
@Index('webhook_delivery_attempts_stats', ['subscriptionId', 'startedAt'])
export class WebhookDeliveryAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  deliveryId: string;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
  delivery?: WebhookDelivery;

  /** Its delivery's subscription, so that the stats read one index range (no join). */
  @Column({ type: 'uuid' })
  subscriptionId: string;

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
