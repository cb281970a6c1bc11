import { RefundableMemoryStorage } from './refundable-memory-storage';

describe('RefundableMemoryStorage', () => {
  const WINDOW_MS = 60_000;
  let storage: RefundableMemoryStorage;
  beforeEach(() => {
    storage = new RefundableMemoryStorage();
  });
  afterEach(() => storage.onApplicationShutdown());

  const hit = (limit = 3) => storage.increment('key', WINDOW_MS, limit, WINDOW_MS, 'api');

  it('gives back the last hit, so the next one counts as if it had not happened', async () => {
    await hit();
    await hit();
    expect(storage.refund('key', 'api')).toBe(1);
    expect((await hit()).totalHits).toBe(2);
  });

  it('keeps the budget open: a refunded unit can be spent again', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await hit()).isBlocked).toBe(false);
      storage.refund('key', 'api');
    }
    for (let index = 0; index < 3; index += 1) expect((await hit()).isBlocked).toBe(false);
    expect((await hit()).isBlocked).toBe(true);
  });

  it('never goes below zero, and knows nothing of keys it never counted', async () => {
    expect(storage.refund('unknown', 'api')).toBe(0);
    await hit();
    expect(storage.refund('key', 'api')).toBe(0);
    expect(storage.refund('key', 'api')).toBe(0);
    expect((await hit()).totalHits).toBe(1);
  });
});
