import type { AmqpRoute, NatsRoute } from '../destinations/destination';
import { SUBSCRIPTION_URL_MAX_LENGTH } from '../destinations/destination-url';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export type SubscriptionDisabledReason = 'manual' | 'receiver_gone' | 'failing';

/** pending: nothing but the challenge is sent until the URL echoes it; verified: it did. */
export type VerificationStatus = 'pending' | 'verified';

/** An owner-supplied URL (HTTP or a broker) that receives the team's events. */
@Entity('webhook_subscriptions')
@Index('webhook_subscriptions_team_newest', ['teamId', 'createdAt', 'id'])
// The failing-warnings check reads only subscriptions in a failure streak.
@Index('webhook_subscriptions_failing', ['failingSince'], {
  where: 'failing_since IS NOT NULL AND enabled',
})
export class WebhookSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  /** As given, but a password (or NATS token) shows as `***` (destination-url.ts). */
  @Column({ type: 'varchar', length: SUBSCRIPTION_URL_MAX_LENGTH })
  url: string;

  /** The password or token taken out of the URL, sealed by SecretBoxService; else null. */
  @Column({ type: 'text', nullable: true })
  urlSecretSealed: string | null;

  /** amqp(s) URLs: the exchange and routing key (defaults filled in); null for other schemes. */
  @Column({ type: 'jsonb', nullable: true })
  amqp: AmqpRoute | null;

  /** nats/tls URLs: the subject (default filled in); null for other schemes. */
  @Column({ type: 'jsonb', nullable: true })
  nats: NatsRoute | null;

  /** null: every event type. */
  @Column({ type: 'jsonb', nullable: true })
  eventTypes: string[] | null;

  /**
   * Only events whose data matches are delivered; null: no filter. Kept as the owner gave it
   * (its grammar: subscriptions/filters/filter-grammar.ts).
   */
  @Column({ type: 'jsonb', nullable: true })
  filter: Record<string, unknown> | null;

  /** The filter compiled at create or update (subscriptions/filters/filter-jsonpath.ts); the relay evaluates it. */
  @Column({ type: 'jsonpath', nullable: true })
  filterPath: string | null;

  /** The values the compiled filter refers to as `$v0`, `$v1`, …; set with filterPath. */
  @Column({ type: 'jsonb', nullable: true })
  filterVars: Record<string, unknown> | null;

  /**
   * `ordering.key` as the owner gave it: `subscription` or a `data.` path; null delivers
   * concurrently (docs/webhooks-delivery.md, "Ordered delivery").
   */
  @Column({ type: 'varchar', length: 100, nullable: true })
  orderingKey: string | null;

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

  /** `failing` warnings sent in the current failure streak (one per threshold). */
  @Column({ type: 'smallint', default: 0 })
  failingWarningsSent: number;

  /** The member who created it: told when it is failing or disabled. Null on older rows. */
  @Column({ type: 'uuid', nullable: true })
  createdByUserId: string | null;

  // Proof of ownership (docs/webhooks-delivery.md): null while the current URL was never asked
  // to prove it.
  @Column({ type: 'varchar', length: 16, nullable: true })
  verificationStatus: VerificationStatus | null;

  /** When the current challenge was issued (creation, re-pointing, PATCH or POST …/verify). */
  @Column({ type: 'timestamptz', nullable: true })
  verificationRequestedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  // Receivers' own signals (receiver-pace.ts)
  /** The receiver asked (Retry-After) that nothing be sent before then. */
  @Column({ type: 'timestamptz', nullable: true })
  retryAfterUntil: Date | null;

  /** Attempts a second while the receiver's 429s slow the subscription down; null: not slowed. */
  @Column({ type: 'double precision', nullable: true })
  pacePerSecond: number | null;

  /** The rate the slow-down started from: it is over when the pace is back there. */
  @Column({ type: 'double precision', nullable: true })
  paceCeiling: number | null;

  /** The last halving of the pace. */
  @Column({ type: 'timestamptz', nullable: true })
  paceReducedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
