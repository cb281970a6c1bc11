import { LocalRateLimiter } from './local-rate-limiter';

describe('LocalRateLimiter (the fallback while Redis does not answer)', () => {
  it('counts a fixed window per key and blocks past the limit', () => {
    const limiter = new LocalRateLimiter();
    const now = 1_000_000;
    const counts = Array.from({ length: 4 }, () => limiter.increment('a', 60_000, 3, now));
    expect(counts.map((count) => count.isBlocked)).toEqual([false, false, false, true]);
    expect(counts[3]).toMatchObject({ totalHits: 4, timeToExpire: 60 });
    expect(limiter.increment('b', 60_000, 3, now).totalHits).toBe(1);
  });

  it('starts a new window once the old one ends', () => {
    const limiter = new LocalRateLimiter();
    for (let index = 0; index < 5; index += 1) limiter.increment('a', 1_000, 3, 0);
    expect(limiter.increment('a', 1_000, 3, 1_000)).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });
});
