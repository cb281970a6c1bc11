import {
  asksToSlowDown,
  effectiveRate,
  NOT_SLOWED,
  PACE_FLOOR_PER_SECOND,
  recoveredPace,
  slowedPace,
} from './receiver-pace';

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

describe('recoveredPace', () => {
  it('adds one delivery a second for every pace-worth of successes', () => {
    const slowed = { pacePerSecond: 20, paceCeiling: 40 };
    expect(recoveredPace(slowed, 20)).toEqual({ pacePerSecond: 21, paceCeiling: 40 });
    expect(recoveredPace(slowed, 1).pacePerSecond).toBeCloseTo(20.05);
  });

  it('adds at most one delivery a second per success below one a second', () => {
    expect(recoveredPace({ pacePerSecond: 1, paceCeiling: 40 }, 2)).toEqual({
      pacePerSecond: 3,
      paceCeiling: 40,
    });
  });

  it('ends the slow-down once the pace is back at its ceiling', () => {
    expect(recoveredPace({ pacePerSecond: 39.99, paceCeiling: 40 }, 1)).toEqual({
      pacePerSecond: null,
      paceCeiling: null,
    });
    expect(recoveredPace({ pacePerSecond: 1, paceCeiling: 1 }, 1).pacePerSecond).toBeNull();
    expect(recoveredPace({ pacePerSecond: null, paceCeiling: null }, 5).pacePerSecond).toBeNull();
  });

  it('needs about ceiling/2 seconds of paced successes to recover from one halving', () => {
    let state: { pacePerSecond: number | null; paceCeiling: number | null } = {
      pacePerSecond: 50,
      paceCeiling: 100,
    };
    let seconds = 0;
    while (state.pacePerSecond !== null) {
      state = recoveredPace(state, Math.floor(state.pacePerSecond));
      seconds += 1;
    }
    expect(seconds).toBeGreaterThanOrEqual(45);
    expect(seconds).toBeLessThanOrEqual(55);
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
