import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { Db, execute, rowsOf } from '../database/sql-statement';
import { activeCarrier, traceContextJson } from '../tracing/trace-carrier';
import { AddressSuppression } from './address-suppression.entity';
import { CategorySuppression } from './category-suppression.entity';
import {
  ADDRESS_SUPPRESSION_KIDS,
  ONE_CLICK_UNSUBSCRIBE,
  OneClickOutcome,
  REVOKE_TOKEN,
  SUPPRESS_ADDRESS,
  TOKEN_REVOKED,
} from './unsubscribe.queries';

/** A one-click post of an unexpired link, and the id of the event it records. */
export interface OneClickUnsubscribe {
  tokenId: string;
  teamId: string;
  userId: string;
  /** The link's category, or `all` for the escalation. */
  suppressedCategory: string;
  scope: string;
  /** The link's own category, as the event reports it. */
  linkCategory: string;
}

export type { OneClickOutcome } from './unsubscribe.queries';

/**
 * The one door to `notification_suppressions`, `address_suppressions` and
 * `unsubscribe_token_revocations`.
 */
@Injectable()
export class UnsubscribeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether the member suppressed any of `categories`. */
  async userSuppressedAny(
    teamId: string,
    userId: string,
    categories: string[],
    db: Db = this.dataSource,
  ): Promise<boolean> {
    return db.getRepository(CategorySuppression).exists({
      where: { teamId, userId, category: In(categories) },
    });
  }

  /** The member's suppressed categories, sorted. */
  async suppressedCategories(teamId: string, userId: string): Promise<string[]> {
    const rows = await this.dataSource.getRepository(CategorySuppression).find({
      where: { teamId, userId },
      order: { category: 'ASC' },
    });
    return rows.map((row) => row.category);
  }

  /** The keys the team's suppressed addresses were hashed under. */
  async addressHashKids(teamId: string, db: Db = this.dataSource): Promise<string[]> {
    const rows = await rowsOf(db, ADDRESS_SUPPRESSION_KIDS, [teamId]);
    return rows.map((row) => row.kid);
  }

  async addressSuppressed(
    teamId: string,
    kid: string,
    addressHash: string,
    db: Db = this.dataSource,
  ): Promise<boolean> {
    return db.getRepository(AddressSuppression).exists({ where: { teamId, kid, addressHash } });
  }

  /** Suppresses the address; false when it was suppressed already. */
  async suppressAddress(
    teamId: string,
    kid: string,
    addressHash: string,
    db: Db = this.dataSource,
  ): Promise<boolean> {
    return (await execute(db, SUPPRESS_ADDRESS, [teamId, kid, addressHash])) > 0;
  }

  /** unsubscribe.queries.ts, ONE_CLICK_UNSUBSCRIBE: the whole one-click post as one statement. */
  async oneClickUnsubscribe(post: OneClickUnsubscribe): Promise<OneClickOutcome> {
    const [outcome] = await rowsOf(this.dataSource, ONE_CLICK_UNSUBSCRIBE, [
      post.tokenId,
      post.teamId,
      post.userId,
      post.suppressedCategory,
      'notification.unsubscribed',
      post.userId,
      post.scope,
      post.linkCategory,
      traceContextJson(activeCarrier()),
    ]);
    return outcome;
  }

  async isTokenRevoked(tokenId: string): Promise<boolean> {
    const [{ revoked }] = await rowsOf(this.dataSource, TOKEN_REVOKED, [tokenId]);
    return revoked;
  }

  /** Idempotent. */
  async revokeToken(tokenId: string, teamId: string): Promise<void> {
    await execute(this.dataSource, REVOKE_TOKEN, [tokenId, teamId]);
  }
}
