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
