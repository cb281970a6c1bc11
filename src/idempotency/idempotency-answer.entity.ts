import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The first answer to a request sent with an Idempotency-Key, stored in the transaction of its
 * writes (docs/platform.md, "Safe retries"). Partitioned by day of `createdAt` (migration
 * IdempotencyAnswers); read back only inside IDEMPOTENCY_WINDOW_HOURS.
 */
@Entity('idempotency_answers')
export class IdempotencyAnswer {
  @PrimaryColumn({ type: 'uuid' })
  teamId: string;

  /** The user the token or session acts for. */
  @PrimaryColumn({ type: 'uuid' })
  ownerId: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  /** The partition key. */
  @PrimaryColumn({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** SHA-256 of the method, the path and the body's bytes (request-fingerprint.ts). */
  @Column({ type: 'bytea' })
  fingerprint: Buffer;

  @Column({ type: 'smallint' })
  status: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  contentType: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  location: string | null;

  /** The body's sealed text (SecretBoxService) when `bodySealed`, else its bytes as sent. */
  @Column({ type: 'bytea' })
  body: Buffer;

  @Column({ type: 'boolean', default: false })
  bodySealed: boolean;
}
