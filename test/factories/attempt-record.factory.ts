import type { AttemptRecord } from '../../src/webhooks/delivery/attempts/attempt-recorder.service';

/** The delivery an attempt is made for: its id and the attempts it had so far. */
export interface AttemptedDelivery {
  id: string;
  attemptCount: number;
  roundAttempts: number;
}

/**
 * The outcome of the delivery's next attempt, as the worker hands it to AttemptRecorderService:
 * answered `responseStatus` at once; `overrides` set the flags the attempt started with.
 */
export function attemptRecord(
  subscriptionId: string,
  delivery: AttemptedDelivery,
  responseStatus: number,
  overrides: Partial<AttemptRecord> = {},
): AttemptRecord {
  return {
    deliveryId: delivery.id,
    subscriptionId,
    attempt: delivery.attemptCount + 1,
    roundAttempts: delivery.roundAttempts + 1,
    correlationId: '00000000-0000-4000-8000-000000000001',
    startedAt: new Date(),
    durationMs: 1,
    responseStatus,
    responseBody: null,
    error: null,
    retryAfter: undefined,
    subscriptionWasFailing: false,
    probe: false,
    paced: false,
    slowDown: false,
    ordered: false,
    ...overrides,
  };
}
