import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { MicroBatcher } from '../../../database/micro-batcher';
import type { ReceiverSignal } from './failure-policy';
import { OBSERVED_RATE_WINDOW_MS, PaceState, slowedPace } from './receiver-pace';
import { ProtectionRepository } from './protection.repository';

/**
 * Writes what a receiver asked of its whole subscription on the subscription row, where every
 * worker process reads it with each attempt (LOAD_DUE_DELIVERIES) and a restart or a wiped Redis
 * cannot lose it: a Retry-After pauses the subscription, a 429 halves its pace, and successes
 * bring the pace back (receiver-pace.ts).
 */
@Injectable()
export class ReceiverSignalsService {
  private readonly recoveries = new MicroBatcher<string, void>((subscriptionIds) =>
    this.writeRecoveries(subscriptionIds),
  );

  constructor(private readonly protection: ProtectionRepository) {}

  /**
   * An answer that asked to slow down (receiverSignalOf), in the failed attempt's transaction,
   * after the subscription row was locked (its streak).
   */
  async record(
    manager: EntityManager,
    subscriptionId: string,
    attemptStartedAt: Date,
    signal: ReceiverSignal,
  ): Promise<void> {
    const row = await this.protection.paceState(subscriptionId, manager);
    if (!row) return;
    const now = new Date();
    const read: PaceState = row;
    const observed =
      read.pacePerSecond === null ? await this.observedPerSecond(manager, subscriptionId) : 0;
    const slowed = slowedPace(read, attemptStartedAt, observed, row.maxDeliveriesPerSecond, now);
    // Already halved for this attempt and no pause asked: the update would write what was read.
    if (!slowed && signal.waitMs === undefined) return;
    const pace = slowed ?? read;
    const waitUntil = signal.waitMs === undefined ? null : new Date(now.getTime() + signal.waitMs);
    await this.protection.recordReceiverSignal(subscriptionId, waitUntil, pace, manager);
  }

  /** A success of a subscription that was slowed when its attempt started. */
  async succeeded(subscriptionId: string): Promise<void> {
    await this.recoveries.add(subscriptionId);
  }

  /**
   * Attempts a second over the window, or over the part of it since the oldest of them (at least
   * a second), so that a burst a few seconds long is measured at its own rate.
   */
  private async observedPerSecond(manager: EntityManager, subscriptionId: string) {
    const now = Date.now();
    const since = new Date(now - OBSERVED_RATE_WINDOW_MS);
    const row = await this.protection.recentAttempts(subscriptionId, since, manager);
    if (!row?.oldest) return 0;
    return (row.attempts * 1000) / Math.max(1000, now - row.oldest.getTime());
  }

  private async writeRecoveries(subscriptionIds: string[]): Promise<void[]> {
    await this.protection.recoverPaces(subscriptionIds);
    return subscriptionIds.map(() => undefined);
  }
}
