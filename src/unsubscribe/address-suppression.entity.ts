import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A permanently suppressed e-mail address (launch unsubscribe). Only a keyed hash is kept: the
 * HMAC of the address under a key derived from the `launch-unsubscribe` key named by `kid`, so a
 * database dump alone reveals no address and cannot be brute-forced offline.
 */
@Entity('address_suppressions')
export class AddressSuppression {
  @PrimaryColumn({ type: 'uuid' })
  teamId: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  kid: string;

  @PrimaryColumn({ type: 'char', length: 64 })
  addressHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
