import { CreateDateColumn, Entity, PrimaryColumn, Column } from 'typeorm';

/** A revoked `svc_unsub_` link, by the random id inside its claims (never the token itself). */
@Entity('unsubscribe_token_revocations')
export class UnsubscribeTokenRevocation {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  tokenId: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  revokedAt: Date;
}
