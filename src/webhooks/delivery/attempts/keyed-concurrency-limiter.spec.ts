import { KeyedConcurrencyLimiter } from './keyed-concurrency-limiter';

describe('KeyedConcurrencyLimiter', () => {
  it('bounds holders per key without affecting other keys', () => {
    const limiter = new KeyedConcurrencyLimiter(2);
    expect(limiter.tryAcquire('slow')).toBe(true);
    expect(limiter.tryAcquire('slow')).toBe(true);
    expect(limiter.tryAcquire('slow')).toBe(false);
    expect(limiter.tryAcquire('fast')).toBe(true);
    limiter.release('slow');
    expect(limiter.inFlight('slow')).toBe(1);
    expect(limiter.tryAcquire('slow')).toBe(true);
  });

  it('forgets keys with no holders', () => {
    const limiter = new KeyedConcurrencyLimiter(1);
    limiter.tryAcquire('a');
    limiter.release('a');
    limiter.release('a');
    expect(limiter.inFlight('a')).toBe(0);
    expect(limiter.tryAcquire('a')).toBe(true);
  });
});
