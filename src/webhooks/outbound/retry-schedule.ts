/** Jitter spreads retries of many deliveries that failed together (±20 % of the delay). */
export const RETRY_JITTER = 0.2;

/** Retry-After values beyond this are clamped, so one answer cannot park a delivery for days. */
export const MAX_RETRY_AFTER_MS = 10 * 60 * 60 * 1000;

/**
 * The delay before the next attempt of a round, or undefined when the round is over.
 * `attemptsDone` counts the attempts of this round already made (at least 1 after a failure).
 * A Retry-After on 429/503 is honoured: the next attempt never comes sooner than it asks.
 */
export function nextRetryDelayMs(
  scheduleMs: readonly number[],
  attemptsDone: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number | undefined {
  const planned = scheduleMs[attemptsDone];
  if (planned === undefined) return undefined;
  const jittered = Math.round(planned * (1 + RETRY_JITTER * (2 * random() - 1)));
  if (retryAfterMs === undefined) return jittered;
  return Math.max(jittered, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
}

/** RFC 9110 Retry-After: delay-seconds or an HTTP-date. Unparseable values are ignored. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP-date names its day and month; bare numbers and signs are not dates.
  const date = /^[A-Za-z]{3}, /.test(trimmed) ? Date.parse(trimmed) : NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}
