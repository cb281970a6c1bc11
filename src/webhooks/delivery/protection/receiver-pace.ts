/**
 * A receiver's own "slow down" (429, or 503 with Retry-After) slows its subscription's pace:
 * additive increase, multiplicative decrease, as TCP's congestion avoidance does. The state lives
 * on the subscription row (webhook-subscription.entity.ts); the additive increase is RECOVER_PACES
 * (receiver-pace.queries.ts), in SQL.
 */

/** The slowest a slow-down goes: one attempt a second (a Retry-After pauses for longer). */
export const PACE_FLOOR_PER_SECOND = 1;

/** A slow-down starts from the subscription's rate over (at most) this window before the signal. */
export const OBSERVED_RATE_WINDOW_MS = 10_000;

export interface PaceState {
  /** The subscription's rate while slowed; null: not slowed. */
  pacePerSecond: number | null;
  /** Where the slow-down ends: the rate it started from. */
  paceCeiling: number | null;
  /** The last halving: answers to attempts sent before it do not halve again. */
  paceReducedAt: Date | null;
}

/**
 * Whether an answer asks the sender to slow down: every 429 (Too Many Requests says so with or
 * without Retry-After), and a 503 that says when to come back. A bare 503 is "down", which the
 * circuit breaker handles.
 */
export function asksToSlowDown(status: number | null, retryAfterMs: number | undefined): boolean {
  return status === 429 || (status === 503 && retryAfterMs !== undefined);
}

/**
 * The pace after a slow-down signal to an attempt started at `attemptStartedAt`: half the current
 * pace, or, when not slowed yet, half the rate the subscription was sent at (`observedPerSecond`,
 * no more than its `maxDeliveriesPerSecond`), never below the floor. An answer to an attempt sent
 * before the last halving was already answered by it (TCP halves once per window too): the state
 * stays as it is (undefined).
 */
export function slowedPace(
  state: PaceState,
  attemptStartedAt: Date,
  observedPerSecond: number,
  maxPerSecond: number | null,
  now: Date,
): PaceState | undefined {
  if (
    state.pacePerSecond !== null &&
    state.paceReducedAt !== null &&
    attemptStartedAt.getTime() <= state.paceReducedAt.getTime()
  )
    return undefined;
  const ceiling =
    state.pacePerSecond !== null && state.paceCeiling !== null
      ? state.paceCeiling
      : Math.max(PACE_FLOOR_PER_SECOND, Math.min(observedPerSecond, maxPerSecond ?? Infinity));
  const from = state.pacePerSecond ?? ceiling;
  return {
    pacePerSecond: Math.max(PACE_FLOOR_PER_SECOND, from / 2),
    paceCeiling: ceiling,
    paceReducedAt: now,
  };
}

/** The rate attempts are held to: the lower of the owner's maximum and the receiver's pace. */
export function effectiveRate(
  maxPerSecond: number | null,
  pacePerSecond: number | null,
): number | null {
  if (maxPerSecond === null) return pacePerSecond;
  if (pacePerSecond === null) return maxPerSecond;
  return Math.min(maxPerSecond, pacePerSecond);
}
