import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { findOffsetPage } from '../common/pagination/find-offset-page';
import { OffsetPage, OffsetPaging } from '../common/pagination/offset-page';
import { rowsOf } from '../database/sql-statement';
import { ApiToken } from './api-token.entity';
import { LIVE_TOKEN_BY_HASH, LiveToken, ROTATE_SECRET } from './api-tokens.queries';

export type NewApiToken = Pick<
  ApiToken,
  'teamId' | 'userId' | 'name' | 'prefix' | 'secretHash' | 'scopes' | 'allowedIps' | 'expiresAt'
>;

export type { LiveToken } from './api-tokens.queries';

interface TokenOwner {
  teamId: string;
  userId: string;
}

/** The one door to `api_tokens`. */
@Injectable()
export class ApiTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get tokens(): Repository<ApiToken> {
    return this.dataSource.getRepository(ApiToken);
  }

  async insert(token: NewApiToken): Promise<ApiToken> {
    return this.tokens.save(this.tokens.create(token));
  }

  /** The owner's unrevoked tokens, newest first. */
  async livePage(owner: TokenOwner, paging: OffsetPaging): Promise<OffsetPage<ApiToken>> {
    return findOffsetPage(
      this.tokens,
      {
        where: { teamId: owner.teamId, userId: owner.userId, revokedAt: IsNull() },
        order: { createdAt: 'DESC', id: 'DESC' },
      },
      paging,
      (token) => token,
    );
  }

  async findLive(owner: TokenOwner, id: string): Promise<ApiToken | undefined> {
    const token = await this.tokens.findOne({
      where: { id, teamId: owner.teamId, userId: owner.userId, revokedAt: IsNull() },
    });
    return token ?? undefined;
  }

  /** The live token with either secret hash, with its owner's role (api-tokens.queries.ts). */
  async liveByHash(hash: string): Promise<LiveToken | undefined> {
    const [token] = await rowsOf(this.dataSource, LIVE_TOKEN_BY_HASH, [hash]);
    return token;
  }

  /**
   * A new secret for the owner's live token; the one it replaces keeps working until
   * `previousValidUntil`. The token's id, or undefined when the owner has no such live token.
   */
  async rotateSecret(
    owner: TokenOwner,
    id: string,
    secret: Pick<ApiToken, 'secretHash' | 'prefix'> & { previousValidUntil: Date },
  ): Promise<string | undefined> {
    const [rotated] = await rowsOf(this.dataSource, ROTATE_SECRET, [
      id,
      owner.teamId,
      owner.userId,
      secret.secretHash,
      secret.prefix,
      secret.previousValidUntil,
    ]);
    return rotated?.id;
  }

  /** False when it was revoked meanwhile (two revokes at once: one of them revokes). */
  async revoke(id: string, revokedAt: Date): Promise<boolean> {
    const { affected } = await this.tokens.update({ id, revokedAt: IsNull() }, { revokedAt });
    return (affected ?? 0) > 0;
  }

  async touchLastUsed(id: string, lastUsedAt: Date): Promise<void> {
    await this.tokens.update({ id }, { lastUsedAt });
  }
}
