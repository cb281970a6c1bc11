import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, MoreThan } from 'typeorm';
import type { Db } from '../database/sql-statement';
import { HmacKey } from './hmac-key.entity';
import { SigningKey } from './signing-key.entity';

/** The one door to the key manifests, `hmac_keys` and `signing_keys`. */
@Injectable()
export class KeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The purpose's key ids, newest first. */
  async hmacKids(purpose: string): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(HmacKey)
      .find({ where: { purpose }, order: { createdAt: 'DESC', kid: 'DESC' } });
    return rows.map((row) => row.kid);
  }

  async insertHmacKey(purpose: string, kid: string, db: Db = this.dataSource): Promise<void> {
    await db.getRepository(HmacKey).insert({ purpose, kid });
  }

  /** The signing key that is not retired, if any. */
  async activeSigningKey(): Promise<SigningKey | undefined> {
    const key = await this.dataSource
      .getRepository(SigningKey)
      .findOne({ where: { retiredAt: IsNull() } });
    return key ?? undefined;
  }

  /** Signing keys not retired, or retired after `retiredSince`, newest first. */
  async publishedSigningKeys(retiredSince: Date): Promise<SigningKey[]> {
    return this.dataSource.getRepository(SigningKey).find({
      where: [{ retiredAt: IsNull() }, { retiredAt: MoreThan(retiredSince) }],
      order: { createdAt: 'DESC' },
    });
  }

  /** Retires the active signing key and makes `kid` the active one. */
  async replaceActiveSigningKey(kid: string, db: Db = this.dataSource): Promise<void> {
    const keys = db.getRepository(SigningKey);
    await keys.update({ retiredAt: IsNull() }, { retiredAt: new Date() });
    await keys.insert({ kid, algorithm: 'RS256', retiredAt: null });
  }

  /** Retires these keys at the epoch: never published again, so no session they signed is live. */
  async withdrawSigningKeys(kids: string[], db: Db = this.dataSource): Promise<void> {
    if (kids.length === 0) return;
    await db.getRepository(SigningKey).update({ kid: In(kids) }, { retiredAt: new Date(0) });
  }
}
