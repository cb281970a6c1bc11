/**
 * A subscription's circuit breaker (docs/webhooks-delivery.md, "Protecting receivers"). Its
 * state lives on the subscription row, so every worker process sees the same:
 * `breaker_open_until` null is closed; before that time it is open (attempts wait); from then on
 * it is half-open, and the attempt that claims the probe (`breaker_probe_until`, a lease) goes
 * through alone. The failure counting and the opening are done by the statement that records a
 * failed attempt (EXTEND_FAILURE_STREAK).
 */
export type CircuitState = 'closed' | 'open' | 'half_open';

export interface BreakerTimes {
  openUntil: Date | null;
  probeUntil: Date | null;
}

/** What an attempt may do: go (closed), try to claim the probe (half-open), or wait. */
export type BreakerGate =
  { kind: 'closed' } | { kind: 'probe' } | { kind: 'wait'; untilMs: number };

export function breakerGate({ openUntil, probeUntil }: BreakerTimes, nowMs: number): BreakerGate {
  if (!openUntil) return { kind: 'closed' };
  if (openUntil.getTime() > nowMs) return { kind: 'wait', untilMs: openUntil.getTime() };
  // Another process's probe is in flight: wait for its outcome (or for its lease to lapse).
  if (probeUntil && probeUntil.getTime() > nowMs)
    return { kind: 'wait', untilMs: probeUntil.getTime() };
  return { kind: 'probe' };
}

export function circuitStateOf({ openUntil }: BreakerTimes, nowMs: number): CircuitState {
  if (!openUntil) return 'closed';
  return openUntil.getTime() > nowMs ? 'open' : 'half_open';
}
