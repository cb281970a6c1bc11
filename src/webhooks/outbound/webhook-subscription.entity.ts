import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { SubscriptionFilter } from './filters/filter-grammar';

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

  /** Only events whose data matches are delivered (filters/); null: no filter. Kept as given. */
  @Column({ type: 'jsonb', nullable: true })
  filter: SubscriptionFilter | null;

  /** The filter compiled at create or update (filter-jsonpath.ts); the relay evaluates it. */
  @Column({ type: 'jsonpath', nullable: true })
  filterPath: string | null;

  /** The values the compiled filter refers to as `$v0`, `$v1`, …; set with filterPath. */
  @Column({ type: 'jsonb', nullable: true })
  filterVars: Record<string, unknown> | null;

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

  /** Attempts a second across every worker process (Redis); null: no limit. */
  @Column({ type: 'integer', nullable: true })
  maxDeliveriesPerSecond: number | null;

  /** Failed attempts since the last success: the circuit breaker trips at its threshold. */
  @Column({ type: 'integer', default: 0 })
  consecutiveFailures: number;

  /** Circuit breaker: attempts wait until then; null while it is closed. */
  @Column({ type: 'timestamptz', nullable: true })
  breakerOpenUntil: Date | null;

  /** The length of the current open period; it doubles after each failed probe. */
  @Column({ type: 'integer', nullable: true })
  breakerOpenMs: number | null;

  /** Half-open: the one probe attempt may be in flight until then. */
  @Column({ type: 'timestamptz', nullable: true })
  breakerProbeUntil: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
