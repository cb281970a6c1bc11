import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export type SubscriptionDisabledReason = 'manual' | 'receiver_gone' | 'failing';

/** An owner-supplied URL that receives the team's events. */
@Entity('webhook_subscriptions')
@Index(['teamId', 'createdAt'])
export class WebhookSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  /** null: every event type. */
  @Column({ type: 'jsonb', nullable: true })
  eventTypes: string[] | null;

  /** The `whsec_` secret, sealed by SecretBoxService. */
  @Column({ type: 'text' })
  secretSealed: string;

  /** After a rotation the replaced secret also signs, until previousSecretValidUntil. */
  @Column({ type: 'text', nullable: true })
  previousSecretSealed: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousSecretValidUntil: Date | null;

  /** Also send the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature). */
  @Column({ type: 'boolean', default: false })
  standardWebhooks: boolean;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 32, nullable: true })
  disabledReason: SubscriptionDisabledReason | null;

  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** Start of the current run of failed attempts (null after any success). */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
