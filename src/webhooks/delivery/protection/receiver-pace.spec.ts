import {
  asksToSlowDown,
  effectiveRate,
  PACE_FLOOR_PER_SECOND,
  PaceState,
  slowedPace,
} from './receiver-pace';

const NOT_SLOWED: PaceState = { pacePerSecond: null, paceCeiling: null, paceReducedAt: null };

const T0 = new Date('2025-01-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('asksToSlowDown', () => {
  it('is every 429 and a 503 that says when to come back', () => {
    expect(asksToSlowDown(429, undefined)).toBe(true);
    expect(asksToSlowDown(429, 30_000)).toBe(true);
    expect(asksToSlowDown(503, 30_000)).toBe(true);
    expect(asksToSlowDown(503, undefined)).toBe(false);
    expect(asksToSlowDown(500, 30_000)).toBe(false);
    expect(asksToSlowDown(null, undefined)).toBe(false);
  });
});

describe('slowedPace', () => {
  it('starts at half the rate the subscription was sent at, which is where it ends', () => {
    expect(slowedPace(NOT_SLOWED, T0, 40, null, at(10))).toEqual({
      pacePerSecond: 20,
      paceCeiling: 40,
      paceReducedAt: at(10),
    });
  });

  it('starts from maxDeliveriesPerSecond when the observed rate is higher (the tolerance)', () => {
    expect(slowedPace(NOT_SLOWED, T0, 12, 10, at(10))?.pacePerSecond).toBe(5);
  });

  it('never goes below one attempt a second', () => {
    const quiet = slowedPace(NOT_SLOWED, T0, 0.1, null, at(10));
    expect(quiet).toEqual({
      pacePerSecond: PACE_FLOOR_PER_SECOND,
      paceCeiling: PACE_FLOOR_PER_SECOND,
      paceReducedAt: at(10),
    });
    const slowed = { pacePerSecond: 1.5, paceCeiling: 40, paceReducedAt: T0 };
    expect(slowedPace(slowed, at(1), 0, null, at(2))?.pacePerSecond).toBe(1);
  });

  it('halves again for an attempt sent after the last halving, keeping the ceiling', () => {
    const slowed = { pacePerSecond: 20, paceCeiling: 40, paceReducedAt: at(10) };
    expect(slowedPace(slowed, at(11), 999, null, at(500))).toEqual({
      pacePerSecond: 10,
      paceCeiling: 40,
      paceReducedAt: at(500),
    });
  });

  it('does not halve again for answers to attempts sent before the last halving', () => {
    const slowed = { pacePerSecond: 20, paceCeiling: 40, paceReducedAt: at(10) };
    expect(slowedPace(slowed, at(9), 40, null, at(20))).toBeUndefined();
    expect(slowedPace(slowed, at(10), 40, null, at(20))).toBeUndefined();
  });
});

describe('effectiveRate', () => {
  it('is the lower of the owner’s maximum and the receiver’s pace', () => {
    expect(effectiveRate(null, null)).toBeNull();
    expect(effectiveRate(10, null)).toBe(10);
    expect(effectiveRate(null, 2.5)).toBe(2.5);
    expect(effectiveRate(10, 2.5)).toBe(2.5);
    expect(effectiveRate(2, 2.5)).toBe(2);
  });
});
