import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { TokenScope } from '../common/access/principal';

/** An API token. Only SHA-256 hashes of secrets are stored; the secret is shown once. */
@Entity('api_tokens')
@Index('api_tokens_owner_newest', ['teamId', 'userId', 'createdAt', 'id'])
export class ApiToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The first characters of the secret, for people telling their tokens apart. */
  @Column({ type: 'varchar', length: 32 })
  prefix: string;

  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  secretHash: string;

  /** After a rotation the old secret keeps working until previousValidUntil (24 h grace). */
  @Index({ unique: true, where: 'previous_secret_hash IS NOT NULL' })
  @Column({ type: 'char', length: 64, nullable: true })
  previousSecretHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousValidUntil: Date | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  scopes: TokenScope[];

  @Column({ type: 'jsonb', nullable: true })
  allowedIps: string[] | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
