import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Db, execute, rowsOf } from '../../../database/sql-statement';
import type { PaceState } from './receiver-pace';
import {
  PACE_STATE,
  RECENT_ATTEMPTS,
  RECORD_RECEIVER_SIGNAL,
  RECOVER_PACES,
} from './receiver-pace.queries';
import { CLAIM_BREAKER_PROBE, POSTPONE_ATTEMPTS } from './receiver-protection.queries';
import { createdSpanOf } from '../store/delivery-partition';

/** An attempt put off: its delivery's due time moves to `notBefore`. */
export interface Postponement {
  deliveryId: string;
  attempt: number;
  notBefore: Date;
}

/**
 * The receiver-protection state on webhook_subscriptions (breaker probe, Retry-After pause, pace)
 * and the due times of attempts put off (receiver-pace.queries.ts, receiver-protection.queries.ts).
 */
@Injectable()
export class ProtectionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether this caller's claim set the half-open breaker's probe lease. */
  async claimBreakerProbe(subscriptionId: string, leaseMs: number): Promise<boolean> {
    const claimed = await rowsOf(this.dataSource, CLAIM_BREAKER_PROBE, [subscriptionId, leaseMs]);
    return claimed.length > 0;
  }

  async postponeAttempts(items: readonly Postponement[]): Promise<void> {
    await execute(this.dataSource, POSTPONE_ATTEMPTS, [
      items.map((item) => item.deliveryId),
      items.map((item) => item.attempt),
      items.map((item) => item.notBefore),
      ...createdSpanOf(items.map((item) => item.deliveryId)),
    ]);
  }

  /** The pace and its ceiling, read in the transaction that locked the subscription row. */
  async paceState(subscriptionId: string, db: Db = this.dataSource) {
    const [row] = await rowsOf(db, PACE_STATE, [subscriptionId]);
    return row;
  }

  /** Attempts made since `since` and when the oldest of them started. */
  async recentAttempts(subscriptionId: string, since: Date, db: Db = this.dataSource) {
    const [row] = await rowsOf(db, RECENT_ATTEMPTS, [subscriptionId, since]);
    return row;
  }

  /** A pause only ever grows; the pace is written as given. */
  async recordReceiverSignal(
    subscriptionId: string,
    waitUntil: Date | null,
    pace: PaceState,
    db: Db = this.dataSource,
  ): Promise<void> {
    await execute(db, RECORD_RECEIVER_SIGNAL, [
      subscriptionId,
      waitUntil,
      pace.pacePerSecond,
      pace.paceCeiling,
      pace.paceReducedAt,
    ]);
  }

  /** The additive increase for each success of a batch (one id per success). */
  async recoverPaces(subscriptionIds: readonly string[]): Promise<void> {
    await execute(this.dataSource, RECOVER_PACES, [[...subscriptionIds]]);
  }
}
