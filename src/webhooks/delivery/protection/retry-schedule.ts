/**
 * Jitter spreads the retries of deliveries that failed together (±10 % of the planned delay), so
 * a receiver coming back is not hit by synchronized waves.
 */
export const RETRY_JITTER = 0.1;

/**
 * The longest a Retry-After may push the next attempt after the `attemptsDone`-th attempt of a
 * round: the schedule's next-but-one step (the delay planned after the attempt after next), or
 * its last step when there is none. One answer cannot park a delivery for days, and the round
 * keeps its number of attempts.
 */
export function retryAfterCapMs(scheduleMs: readonly number[], attemptsDone: number): number {
  return scheduleMs[attemptsDone + 1] ?? scheduleMs[scheduleMs.length - 1] ?? 0;
}

/**
 * The delay before the next attempt of a round, or undefined when the round is over.
 * `attemptsDone` counts the attempts of this round already made (at least 1 after a failure).
 * A Retry-After (on 429/503) is honoured up to retryAfterCapMs: the next attempt never comes
 * sooner than it asks, within that cap.
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
  return Math.max(jittered, Math.min(retryAfterMs, retryAfterCapMs(scheduleMs, attemptsDone)));
}

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';
/** RFC 9110 §5.6.7: IMF-fixdate, and the obsolete RFC 850 and asctime forms it must accept. */
const HTTP_DATES: Array<{ pattern: RegExp; order: 'dmy' | 'mdy' }> = [
  {
    pattern: new RegExp(`^[A-Z][a-z]{2}, (\\d{2}) ([A-Z][a-z]{2}) (\\d{4}) ${TIME} GMT$`),
    order: 'dmy',
  },
  {
    pattern: new RegExp(`^[A-Z][a-z]{5,8}, (\\d{2})-([A-Z][a-z]{2})-(\\d{2}) ${TIME} GMT$`),
    order: 'dmy',
  },
  {
    pattern: new RegExp(`^[A-Z][a-z]{2} ([A-Z][a-z]{2}) ([ \\d]\\d) ${TIME} (\\d{4})$`),
    order: 'mdy',
  },
];

/** An HTTP-date as epoch milliseconds (always GMT), or undefined. */
export function parseHttpDate(value: string): number | undefined {
  for (const { pattern, order } of HTTP_DATES) {
    const match = pattern.exec(value);
    if (!match) continue;
    const [day, month, year, hh, mm, ss] =
      order === 'dmy'
        ? [match[1], match[2], match[3], match[4], match[5], match[6]]
        : [match[2], match[1], match[6], match[3], match[4], match[5]];
    const monthIndex = MONTHS.indexOf(month ?? '') / 3;
    if (!Number.isInteger(monthIndex) || monthIndex < 0) return undefined;
    let fullYear = Number(year);
    // RFC 9110's 50-year rule for RFC 850 dates, as it reads in this century: 00-50 are 20xx.
    if (year?.length === 2) fullYear += fullYear > 50 ? 1900 : 2000;
    const ms = Date.UTC(fullYear, monthIndex, Number(day), Number(hh), Number(mm), Number(ss));
    // Date.UTC rolls 31 Feb over into March; such a date is not a date.
    return new Date(ms).getUTCDate() === Number(day) ? ms : undefined;
  }
  return undefined;
}

/** RFC 9110 Retry-After: delay-seconds or an HTTP-date. Unparseable values are ignored. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = parseHttpDate(trimmed);
  return date === undefined ? undefined : Math.max(0, date - nowMs);
}
