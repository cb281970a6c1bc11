import { WakeableSleeps } from '../../../common/async/wakeable-sleeps';
import { KeyedConcurrencyLimiter } from './keyed-concurrency-limiter';

/** A delivery's first attempt, or any later one (a retry, a replay, a recovery, a resend). */
export type AttemptKind = 'first' | 'retry';

export function attemptKindOf(attempt: number): AttemptKind {
  return attempt === 1 ? 'first' : 'retry';
}

/** Retries may hold at most half of a subscription's slots (rounded down, at least one). */
export function retrySlotsOf(slots: number): number {
  return Math.max(1, Math.floor(slots / 2));
}

/**
 * A subscription's attempts in flight in this process: at most `slots` (one slow receiver holds
 * a bounded share of the workers), of which retries hold at most retrySlotsOf(slots), so that a
 * flood of retries never takes the slots its first attempts need.
 *
 * An attempt that finds no free slot may wait for one in process (`acquire`), at most `slots` of
 * them per subscription and for a bounded time: a busy but fast receiver frees a slot within
 * milliseconds, and putting the job back in the queue instead costs Redis round trips that,
 * under load, outnumbered the attempts themselves. A slow receiver's waiters give up and go back
 * to the queue, so it never holds more than twice its share of the workers.
 */
export class AttemptSlots {
  private readonly all: KeyedConcurrencyLimiter;
  private readonly retries: KeyedConcurrencyLimiter;
  private readonly waiters = new Map<string, WakeableSleeps>();

  constructor(private readonly slots: number) {
    this.all = new KeyedConcurrencyLimiter(slots);
    this.retries = new KeyedConcurrencyLimiter(retrySlotsOf(slots));
  }

  tryAcquire(subscriptionId: string, kind: AttemptKind): boolean {
    if (kind === 'retry' && !this.retries.tryAcquire(subscriptionId)) return false;
    if (this.all.tryAcquire(subscriptionId)) return true;
    if (kind === 'retry') this.retries.release(subscriptionId);
    return false;
  }

  /** A slot now, or within `waitMs` if few others wait for this subscription; false if not. */
  async acquire(subscriptionId: string, kind: AttemptKind, waitMs: number): Promise<boolean> {
    if (this.tryAcquire(subscriptionId, kind)) return true;
    const waiting = this.waiters.get(subscriptionId) ?? new WakeableSleeps();
    if (waiting.size >= this.slots || waitMs <= 0) return false;
    this.waiters.set(subscriptionId, waiting);
    const deadline = Date.now() + waitMs;
    try {
      for (let left = waitMs; left > 0; left = deadline - Date.now()) {
        await waiting.sleep(left);
        if (this.tryAcquire(subscriptionId, kind)) return true;
      }
      return false;
    } finally {
      if (waiting.size === 0 && this.waiters.get(subscriptionId) === waiting)
        this.waiters.delete(subscriptionId);
    }
  }

  release(subscriptionId: string, kind: AttemptKind): void {
    this.all.release(subscriptionId);
    if (kind === 'retry') this.retries.release(subscriptionId);
    // Every waiter tries again: one wanting a retry slot may not be served by a first's release.
    this.waiters.get(subscriptionId)?.wakeAll();
  }
}
