import {
  nextRetryDelayMs,
  parseHttpDate,
  parseRetryAfter,
  retryAfterCapMs,
} from './retry-schedule';

const PLATFORM_SCHEDULE = [
  0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];

describe('nextRetryDelayMs', () => {
  const noJitter = () => 0.5;

  it('follows the platform schedule after each failed attempt and stops after the eighth', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((done) =>
      nextRetryDelayMs(PLATFORM_SCHEDULE, done, undefined, noJitter),
    );
    expect(delays).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 8, undefined, noJitter)).toBeUndefined();
  });

  it('adds at most ±10 % jitter, spread across the whole range', () => {
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 1, undefined, () => 0)).toBe(4_500);
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 1, undefined, () => 1)).toBe(5_500);
    const delays = Array.from(
      { length: 2_000 },
      () => nextRetryDelayMs(PLATFORM_SCHEDULE, 2, undefined) ?? NaN,
    );
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(270_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(330_000);
    // Spread, not bunched: both outer fifths of the range are used.
    expect(delays.some((delay) => delay < 282_000)).toBe(true);
    expect(delays.some((delay) => delay > 318_000)).toBe(true);
  });

  it('never retries sooner than Retry-After asks, within the next-but-one step', () => {
    // After the first attempt the plan is 5 s; Retry-After may push it up to 5 min.
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 1, 30_000, noJitter)).toBe(30_000);
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 1, 3_600_000, noJitter)).toBe(300_000);
    // After the second, the plan is 5 min and the cap 30 min.
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 2, 86_400_000, noJitter)).toBe(1_800_000);
    // A shorter ask than the plan changes nothing; jitter still applies then.
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 2, 1_000, noJitter)).toBe(300_000);
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 2, 1_000, () => 0)).toBe(270_000);
    // The ask is met exactly, not jittered below it.
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 1, 30_000, () => 0)).toBe(30_000);
  });

  it('caps after the seventh attempt at the last step, and ends the round after the eighth', () => {
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 7, 10 ** 12, noJitter)).toBe(36_000_000);
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 8, 1_000, noJitter)).toBeUndefined();
  });
});

describe('retryAfterCapMs', () => {
  it('is the step after the planned one, or the last step when there is none', () => {
    expect([1, 2, 3, 6, 7, 8].map((done) => retryAfterCapMs(PLATFORM_SCHEDULE, done))).toEqual([
      300_000, 1_800_000, 7_200_000, 36_000_000, 36_000_000, 36_000_000,
    ]);
    expect(retryAfterCapMs([0, 50], 1)).toBe(50);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 30 ', now)).toBe(30_000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
  });

  it('reads the obsolete HTTP-date forms RFC 9110 obliges a recipient to accept', () => {
    expect(parseRetryAfter('Wednesday, 01-Jan-25 00:02:00 GMT', now)).toBe(120_000);
    expect(parseRetryAfter('Wed Jan  1 00:03:00 2025', now)).toBe(180_000);
  });

  it('ignores absent or garbled values', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('1.5', now)).toBeUndefined();
    expect(parseRetryAfter('2025-01-01T00:01:00Z', now)).toBeUndefined();
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:00 +0100', now)).toBeUndefined();
  });
});

describe('parseHttpDate', () => {
  it('reads every form as GMT', () => {
    const expected = Date.UTC(1994, 10, 6, 8, 49, 37);
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(expected);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT')).toBe(expected);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toBe(expected);
  });

  it('refuses dates that do not exist and unknown months', () => {
    expect(parseHttpDate('Fri, 31 Feb 2025 00:00:00 GMT')).toBeUndefined();
    expect(parseHttpDate('Fri, 01 Foo 2025 00:00:00 GMT')).toBeUndefined();
  });
});
