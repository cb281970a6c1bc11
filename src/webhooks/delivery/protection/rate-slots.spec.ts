import { RATE_TOLERANCE_MS, takeRateSlot } from './rate-slots';

describe('takeRateSlot (per-subscription rate)', () => {
  it('spaces attempts evenly: at most the rate (plus one) in any second', () => {
    const slots = { nextFreeSlot: 0, retryLineEnd: 0, firstLineEnd: 0 };
    const allowedAt: number[] = [];
    for (let now = 0; now < 5_000; now += 10) {
      // Ten attempts ask every 10 ms; only the rate's share goes.
      for (let i = 0; i < 10; i += 1) if (takeRateSlot(slots, now, 5) === 0) allowedAt.push(now);
    }
    expect(allowedAt.length).toBeGreaterThanOrEqual(24);
    expect(allowedAt.length).toBeLessThanOrEqual(26);
    for (const start of allowedAt) {
      const inSecond = allowedAt.filter((t) => t >= start && t < start + 1000).length;
      expect(inSecond).toBeLessThanOrEqual(6);
    }
  });

  it('tells waiting attempts consecutive places in line, each one interval later', () => {
    const slots = { nextFreeSlot: 0, retryLineEnd: 0, firstLineEnd: 0 };
    expect(takeRateSlot(slots, 1_000, 4)).toBe(0);
    const waits = [1, 2, 3].map(() => takeRateSlot(slots, 1_000, 4));
    expect(waits).toEqual([250, 500, 750]);
  });

  it('lets a slightly late or early attempt go within the tolerance', () => {
    const slots = { nextFreeSlot: 0, retryLineEnd: 0, firstLineEnd: 0 };
    expect(takeRateSlot(slots, 1_000, 10)).toBe(0);
    expect(takeRateSlot(slots, 1_100 - RATE_TOLERANCE_MS, 10)).toBe(0);
  });

  it('has no memory of a quiet past: the first attempt after a pause goes', () => {
    const slots = { nextFreeSlot: 0, retryLineEnd: 0, firstLineEnd: 0 };
    for (let i = 0; i < 20; i += 1) takeRateSlot(slots, 0, 2);
    expect(takeRateSlot(slots, 60_000, 2)).toBe(0);
  });

  it('puts a first attempt ahead of the retries already waiting', () => {
    const slots = { nextFreeSlot: 0, retryLineEnd: 0, firstLineEnd: 0 };
    expect(takeRateSlot(slots, 1_000, 4, false)).toBe(0);
    // A backlog of retries lines up one interval apart.
    const retries = [1, 2, 3, 4].map(() => takeRateSlot(slots, 1_000, 4, false));
    expect(retries).toEqual([250, 500, 750, 1_000]);
    // A first attempt arriving now waits for the next free slot, not behind the four.
    expect(takeRateSlot(slots, 1_010, 4, true)).toBe(240);
    expect(takeRateSlot(slots, 1_010, 4, true)).toBe(490);
    // Retries arriving later queue behind both lines.
    expect(takeRateSlot(slots, 1_010, 4, false)).toBe(1_240);
  });
});
