import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** An issued receiver URL. Only the SHA-256 of its token is stored; the secret is sealed. */
@Entity('webhook_inbound_endpoints')
@Index('webhook_inbound_endpoints_team_newest', ['teamId', 'createdAt', 'id'])
export class InboundEndpoint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** The `whsec_` signing secret, sealed by SecretBoxService (HMAC needs it back). */
  @Column({ type: 'text' })
  signingSecretSealed: string;

  /** After a rotation the replaced secret is also accepted, until previousSigningSecretValidUntil. */
  @Column({ type: 'text', nullable: true })
  previousSigningSecretSealed: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousSigningSecretValidUntil: Date | null;

  @Column({ type: 'boolean', default: false })
  requireSignature: boolean;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
