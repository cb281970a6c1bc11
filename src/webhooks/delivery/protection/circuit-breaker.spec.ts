import { breakerGate, circuitStateOf } from './circuit-breaker';

describe('circuit breaker gate', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  const at = (offsetMs: number) => new Date(now + offsetMs);

  it('lets every attempt through while closed', () => {
    expect(breakerGate({ openUntil: null, probeUntil: null }, now)).toEqual({ kind: 'closed' });
    expect(circuitStateOf({ openUntil: null, probeUntil: null }, now)).toBe('closed');
  });

  it('makes attempts wait until the open period ends', () => {
    const times = { openUntil: at(30_000), probeUntil: null };
    expect(breakerGate(times, now)).toEqual({ kind: 'wait', untilMs: now + 30_000 });
    expect(circuitStateOf(times, now)).toBe('open');
  });

  it('offers the probe once the open period is over and no probe is in flight', () => {
    const times = { openUntil: at(-1), probeUntil: at(-500) };
    expect(breakerGate(times, now)).toEqual({ kind: 'probe' });
    expect(circuitStateOf(times, now)).toBe('half_open');
  });

  it('makes attempts wait for a probe in flight, until its lease lapses', () => {
    const times = { openUntil: at(-1), probeUntil: at(3_000) };
    expect(breakerGate(times, now)).toEqual({ kind: 'wait', untilMs: now + 3_000 });
    expect(breakerGate(times, now + 3_001)).toEqual({ kind: 'probe' });
    expect(circuitStateOf(times, now)).toBe('half_open');
  });
});
