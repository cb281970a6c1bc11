import { REDIS_RETRY_AFTER_MS, RedisFallback } from './redis-fallback';

describe('RedisFallback', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  function fallback() {
    const logger = { warn: jest.fn() };
    const redis = new RedisFallback({
      commandTimeoutMs: 500,
      what: 'Redis test counter',
      fallbackNote: 'counted in this process',
      logger,
    });
    return { redis, logger };
  }

  it("returns Redis's answer while Redis answers", async () => {
    const { redis, logger } = fallback();
    await expect(redis.attempt(() => Promise.resolve(7))).resolves.toBe(7);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('returns undefined when the call fails, and logs the fallback once', async () => {
    const { redis, logger } = fallback();
    await expect(redis.attempt(() => Promise.reject(new Error('down')))).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith('counted in this process (Redis: down)');
  });

  it('returns undefined when the call outlives its deadline', async () => {
    const { redis } = fallback();
    const answer = redis.attempt(() => new Promise<number>(() => undefined));
    await jest.advanceTimersByTimeAsync(500);
    await expect(answer).resolves.toBeUndefined();
  });

  it('leaves Redis alone for a while after a failure, then asks again', async () => {
    const { redis, logger } = fallback();
    await redis.attempt(() => Promise.reject(new Error('down')));
    const operation = jest.fn(() => Promise.resolve(1));
    await expect(redis.attempt(operation)).resolves.toBeUndefined();
    expect(operation).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REDIS_RETRY_AFTER_MS);
    await expect(redis.attempt(operation)).resolves.toBe(1);
    expect(operation).toHaveBeenCalledTimes(1);
    // A second failure within the minute is not logged again.
    jest.advanceTimersByTime(REDIS_RETRY_AFTER_MS);
    await redis.attempt(() => Promise.reject(new Error('down again')));
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
