import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Db, execute, rowsOf } from '../../../database/sql-statement';
import {
  CLEAR_VERIFICATION,
  CONFIRM_VERIFICATION,
  END_CHALLENGES,
  LOCK_VERIFICATION_STATE,
  START_VERIFICATION,
  type VerificationState,
} from './verification.queries';

/**
 * The proof-of-ownership state on webhook_subscriptions and the challenges among its deliveries
 * (verification.queries.ts). Every method runs in the caller's transaction when given one.
 */
@Injectable()
export class ChallengesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The subscription's verification state, its row locked until the transaction ends. */
  async lockState(
    subscriptionId: string,
    db: Db = this.dataSource,
  ): Promise<VerificationState | undefined> {
    const [current] = await rowsOf(db, LOCK_VERIFICATION_STATE, [subscriptionId]);
    return current;
  }

  /** Marks the subscription waiting for a fresh challenge's echo; undefined when it is gone. */
  async startVerification(subscriptionId: string, db: Db = this.dataSource) {
    const [started] = await rowsOf(db, START_VERIFICATION, [subscriptionId]);
    return started;
  }

  /** Whether the subscription waited for an echo from `url` and is now verified (and enabled). */
  async confirmVerification(subscriptionId: string, url: string, db: Db = this.dataSource) {
    const [confirmed] = await rowsOf(db, CONFIRM_VERIFICATION, [subscriptionId, url]);
    return confirmed;
  }

  async clearVerification(subscriptionId: string, db: Db = this.dataSource): Promise<void> {
    await execute(db, CLEAR_VERIFICATION, [subscriptionId]);
  }

  /** Challenges still owed end unsent. */
  async endChallenges(subscriptionId: string, db: Db = this.dataSource): Promise<void> {
    await execute(db, END_CHALLENGES, [subscriptionId]);
  }
}
