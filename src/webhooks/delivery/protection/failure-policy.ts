import type { SubscriptionDisabledReason } from '../store/webhook-subscription.entity';
import { asksToSlowDown } from './receiver-pace';
import { nextRetryDelayMs, parseRetryAfter, retryAfterCapMs } from './retry-schedule';

export interface FailedAttempt {
  /** The receiver's status, or null when there was no answer (timeout, refused, …). */
  responseStatus: number | null;
  retryAfter: string | undefined;
  /** A broker's "slow down" (destination.ts, SendOutcome.slowDown): a 429 without Retry-After. */
  slowDown?: boolean;
  /** Attempts of the current round, the failed one included. */
  roundAttempts: number;
}

export type FailureOutcome =
  | { status: 'pending'; delayMs: number }
  | { status: 'failed' }
  /** 410: the receiver is gone; the delivery is kept for a replay. */
  | { status: 'held' };

/**
 * What follows a failed attempt (platform.md, Values): 410 disables the subscription at once and
 * keeps the delivery; otherwise the next attempt of the round, no sooner than a Retry-After on
 * 429/503 asks (up to the schedule's next-but-one step), or the end of the round.
 */
export function outcomeOfFailure(
  attempt: FailedAttempt,
  scheduleMs: readonly number[],
  nowMs: number,
  random: () => number = Math.random,
): FailureOutcome {
  if (attempt.responseStatus === 410) return { status: 'held' };
  const delayMs = nextRetryDelayMs(
    scheduleMs,
    attempt.roundAttempts,
    retryAfterOf(attempt, nowMs),
    random,
  );
  return delayMs === undefined ? { status: 'failed' } : { status: 'pending', delayMs };
}

/** What a failed attempt's answer asks of the whole subscription: slow down (receiver-pace.ts). */
export interface ReceiverSignal {
  /** Every attempt of the subscription waits this long too: its Retry-After, capped as the delay. */
  waitMs?: number;
}

/** undefined: the answer does not ask the subscription to slow down. */
export function receiverSignalOf(
  attempt: FailedAttempt,
  scheduleMs: readonly number[],
  nowMs: number,
): ReceiverSignal | undefined {
  if (attempt.slowDown) return {};
  const retryAfterMs = retryAfterOf(attempt, nowMs);
  if (!asksToSlowDown(attempt.responseStatus, retryAfterMs)) return undefined;
  if (retryAfterMs === undefined || retryAfterMs <= 0) return {};
  return { waitMs: Math.min(retryAfterMs, retryAfterCapMs(scheduleMs, attempt.roundAttempts)) };
}

/** Retry-After counts on 429 and 503 only (RFC 9110 §10.2.3, RFC 6585 §4). */
function retryAfterOf(attempt: FailedAttempt, nowMs: number): number | undefined {
  const honoured = attempt.responseStatus === 429 || attempt.responseStatus === 503;
  return honoured ? parseRetryAfter(attempt.retryAfter, nowMs) : undefined;
}

/**
 * Whether a subscription that just failed must be disabled, and why: at once on 410; after
 * `autoDisableAfterMs` (5 days) in which every attempt failed. Already disabled: nothing to do.
 */
export function disableReasonAfterFailure(
  responseStatus: number | null,
  subscription: { enabled: boolean; failingSince: Date },
  nowMs: number,
  autoDisableAfterMs: number,
): SubscriptionDisabledReason | undefined {
  if (!subscription.enabled) return undefined;
  if (responseStatus === 410) return 'receiver_gone';
  return nowMs - subscription.failingSince.getTime() >= autoDisableAfterMs ? 'failing' : undefined;
}
