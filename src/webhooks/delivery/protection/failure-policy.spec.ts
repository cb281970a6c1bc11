import { disableReasonAfterFailure, outcomeOfFailure, receiverSignalOf } from './failure-policy';

const SCHEDULE = [0, 5_000, 300_000];
const NOW = Date.parse('2025-01-01T00:00:00Z');
const noJitter = () => 0.5;
const FIVE_DAYS = 5 * 24 * 3600 * 1000;

describe('outcomeOfFailure', () => {
  it('schedules the next attempt of the round after a 500 or no answer', () => {
    expect(
      outcomeOfFailure(
        { responseStatus: 500, retryAfter: undefined, roundAttempts: 1 },
        SCHEDULE,
        NOW,
        noJitter,
      ),
    ).toEqual({
      status: 'pending',
      delayMs: 5_000,
    });
    expect(
      outcomeOfFailure(
        { responseStatus: null, retryAfter: undefined, roundAttempts: 2 },
        SCHEDULE,
        NOW,
        noJitter,
      ),
    ).toEqual({
      status: 'pending',
      delayMs: 300_000,
    });
  });

  it('ends the round with failed after the last scheduled attempt', () => {
    expect(
      outcomeOfFailure(
        { responseStatus: 500, retryAfter: undefined, roundAttempts: 3 },
        SCHEDULE,
        NOW,
      ),
    ).toEqual({
      status: 'failed',
    });
  });

  it('holds the delivery on 410, whatever the round', () => {
    expect(
      outcomeOfFailure({ responseStatus: 410, retryAfter: '1', roundAttempts: 1 }, SCHEDULE, NOW),
    ).toEqual({
      status: 'held',
    });
  });

  it('honours Retry-After on 429 and 503 only', () => {
    const ask = (responseStatus: number) =>
      outcomeOfFailure(
        { responseStatus, retryAfter: '60', roundAttempts: 1 },
        SCHEDULE,
        NOW,
        noJitter,
      );
    expect(ask(429)).toEqual({ status: 'pending', delayMs: 60_000 });
    expect(ask(503)).toEqual({ status: 'pending', delayMs: 60_000 });
    expect(ask(500)).toEqual({ status: 'pending', delayMs: 5_000 });
  });
});

describe('receiverSignalOf', () => {
  const signal = (
    responseStatus: number | null,
    retryAfter: string | undefined,
    roundAttempts = 1,
  ) => receiverSignalOf({ responseStatus, retryAfter, roundAttempts }, SCHEDULE, NOW);

  it('pauses the subscription for a Retry-After on 429 or 503, capped as the delivery’s wait', () => {
    expect(signal(429, '30')).toStrictEqual({ waitMs: 30_000 });
    expect(signal(503, 'Wed, 01 Jan 2025 00:01:00 GMT')).toStrictEqual({ waitMs: 60_000 });
    // After the first attempt the cap is the schedule's third step (300 s).
    expect(signal(429, '86400')).toStrictEqual({ waitMs: 300_000 });
    // After the last attempt of the round, the last step.
    expect(signal(503, '86400', 3)).toStrictEqual({ waitMs: 300_000 });
  });

  it('slows a 429 without Retry-After down without pausing it', () => {
    expect(signal(429, undefined)).toStrictEqual({});
    expect(signal(429, 'soon')).toStrictEqual({});
    expect(signal(429, '0')).toStrictEqual({});
  });

  it('asks nothing of the subscription on a bare 503, another status or no answer', () => {
    expect(signal(503, undefined)).toBeUndefined();
    expect(signal(500, '30')).toBeUndefined();
    expect(signal(410, '30')).toBeUndefined();
    expect(signal(null, undefined)).toBeUndefined();
  });

  it('slows a subscription whose broker asked to slow down (AMQP connection.blocked) as a 429 does', () => {
    const blocked = { responseStatus: null, retryAfter: undefined, roundAttempts: 1 };
    expect(receiverSignalOf({ ...blocked, slowDown: true }, SCHEDULE, NOW)).toStrictEqual({});
    expect(outcomeOfFailure({ ...blocked, slowDown: true }, SCHEDULE, NOW, noJitter)).toEqual({
      status: 'pending',
      delayMs: 5_000,
    });
  });
});

describe('disableReasonAfterFailure', () => {
  const failingFor = (ms: number) => ({ enabled: true, failingSince: new Date(NOW - ms) });

  it('disables at once on 410', () => {
    expect(disableReasonAfterFailure(410, failingFor(0), NOW, FIVE_DAYS)).toBe('receiver_gone');
  });

  it('disables after five days of nothing but failures, not before', () => {
    expect(
      disableReasonAfterFailure(500, failingFor(FIVE_DAYS - 1), NOW, FIVE_DAYS),
    ).toBeUndefined();
    expect(disableReasonAfterFailure(null, failingFor(FIVE_DAYS), NOW, FIVE_DAYS)).toBe('failing');
  });

  it('does nothing to a subscription that is already disabled', () => {
    const disabled = { enabled: false, failingSince: new Date(0) };
    expect(disableReasonAfterFailure(410, disabled, NOW, FIVE_DAYS)).toBeUndefined();
  });
});
