import { attemptKindOf, AttemptSlots, retrySlotsOf } from './attempt-slots';

describe('AttemptSlots', () => {
  it('lets retries hold at most half of a subscription’s slots, first attempts all of them', () => {
    const slots = new AttemptSlots(4);
    expect(slots.tryAcquire('s', 'retry')).toBe(true);
    expect(slots.tryAcquire('s', 'retry')).toBe(true);
    expect(slots.tryAcquire('s', 'retry')).toBe(false);
    expect(slots.tryAcquire('s', 'first')).toBe(true);
    expect(slots.tryAcquire('s', 'first')).toBe(true);
    expect(slots.tryAcquire('s', 'first')).toBe(false);
    // Another subscription is not affected.
    expect(slots.tryAcquire('other', 'retry')).toBe(true);
  });

  it('gives a retry no slot when first attempts hold them all, and frees what it released', () => {
    const slots = new AttemptSlots(2);
    expect(slots.tryAcquire('s', 'first')).toBe(true);
    expect(slots.tryAcquire('s', 'first')).toBe(true);
    expect(slots.tryAcquire('s', 'retry')).toBe(false);
    slots.release('s', 'first');
    expect(slots.tryAcquire('s', 'retry')).toBe(true);
    expect(slots.tryAcquire('s', 'retry')).toBe(false);
    slots.release('s', 'retry');
    expect(slots.tryAcquire('s', 'retry')).toBe(true);
  });

  it('keeps at least one retry slot', () => {
    expect([1, 2, 3, 8, 9].map(retrySlotsOf)).toEqual([1, 1, 1, 4, 4]);
  });

  it('calls only a delivery’s first attempt a first attempt', () => {
    expect([1, 2, 9].map(attemptKindOf)).toEqual(['first', 'retry', 'retry']);
  });
});

/** What `promise` has settled to by the event loop's next turn, else 'pending'. */
const settledByNextTurn = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setImmediate(resolve, 'pending'))]);

describe('AttemptSlots.acquire (waiting in process for a free slot)', () => {
  it('hands a released slot to a waiter at once', async () => {
    const slots = new AttemptSlots(1);
    expect(slots.tryAcquire('s', 'first')).toBe(true);
    const waiting = slots.acquire('s', 'first', 60_000);
    expect(await settledByNextTurn(waiting)).toBe('pending');
    slots.release('s', 'first');
    expect(await settledByNextTurn(waiting)).toBe(true);
  });

  it('gives up after its wait, and goes back to the queue', async () => {
    const slots = new AttemptSlots(1);
    expect(slots.tryAcquire('s', 'first')).toBe(true);
    expect(await slots.acquire('s', 'first', 30)).toBe(false);
  });

  it('lets at most as many wait as the subscription has slots; others do not wait', async () => {
    const slots = new AttemptSlots(2);
    slots.tryAcquire('s', 'first');
    slots.tryAcquire('s', 'first');
    const waiters = [slots.acquire('s', 'first', 60_000), slots.acquire('s', 'first', 60_000)];
    expect(await settledByNextTurn(slots.acquire('s', 'first', 60_000))).toBe(false);
    slots.release('s', 'first');
    slots.release('s', 'first');
    expect(await Promise.all(waiters)).toEqual([true, true]);
  });

  it('keeps a retry waiting while only first attempts could take the freed slot', async () => {
    const slots = new AttemptSlots(2);
    expect(slots.tryAcquire('s', 'retry')).toBe(true);
    expect(slots.tryAcquire('s', 'first')).toBe(true);
    const retry = slots.acquire('s', 'retry', 100);
    slots.release('s', 'first'); // a free slot, but the retries' share is still taken
    expect(await retry).toBe(false);
    expect(slots.tryAcquire('s', 'first')).toBe(true);
  });
});
