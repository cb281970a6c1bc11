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
 */
export class AttemptSlots {
  private readonly all: KeyedConcurrencyLimiter;
  private readonly retries: KeyedConcurrencyLimiter;

  constructor(slots: number) {
    this.all = new KeyedConcurrencyLimiter(slots);
    this.retries = new KeyedConcurrencyLimiter(retrySlotsOf(slots));
  }

  tryAcquire(subscriptionId: string, kind: AttemptKind): boolean {
    if (kind === 'retry' && !this.retries.tryAcquire(subscriptionId)) return false;
    if (this.all.tryAcquire(subscriptionId)) return true;
    if (kind === 'retry') this.retries.release(subscriptionId);
    return false;
  }

  release(subscriptionId: string, kind: AttemptKind): void {
    this.all.release(subscriptionId);
    if (kind === 'retry') this.retries.release(subscriptionId);
  }
}
