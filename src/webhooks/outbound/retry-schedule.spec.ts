import { MAX_RETRY_AFTER_MS, nextRetryDelayMs, parseRetryAfter } from './retry-schedule';

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

  it('adds at most ±20 % jitter', () => {
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 1, undefined, () => 0)).toBe(4_000);
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 1, undefined, () => 1)).toBe(6_000);
  });

  it('never retries sooner than Retry-After asks, and clamps absurd values', () => {
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 1, 60_000, noJitter)).toBe(60_000);
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 2, 1_000, noJitter)).toBe(300_000);
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 1, 10 ** 12, noJitter)).toBe(MAX_RETRY_AFTER_MS);
  });

  it('ends the round even when Retry-After is present', () => {
    expect(nextRetryDelayMs(PLATFORM_SCHEDULE, 8, 1_000, noJitter)).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
  });

  it('ignores absent or garbled values', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
