import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The manifest of symmetric keys (share tokens, unsubscribe links, confirm tokens, data
 * encryption). The secret bytes live in KEYS_DIR; a row here lets a verifier tell an unknown
 * key id (a forged token) from a known key it cannot read (a server fault).
 */
@Entity('hmac_keys')
export class HmacKey {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  purpose: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  kid: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
