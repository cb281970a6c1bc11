import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A session-signing key. The private half lives in KEYS_DIR (a mounted secret in production),
 * never in the database; this row says which keys exist and which are still published.
 */
@Entity('signing_keys')
export class SigningKey {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  kid: string;

  @Column({ type: 'varchar', length: 16, default: 'RS256' })
  algorithm: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /**
   * Set when a newer key took over; the key stays published until its sessions expire. The epoch
   * marks a key withdrawn because its file was lost (SigningKeysService.ensureSigningKey).
   */
  @Column({ type: 'timestamptz', nullable: true })
  retiredAt: Date | null;
}
