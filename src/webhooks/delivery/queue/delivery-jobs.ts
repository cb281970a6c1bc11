import { defineJob } from '../../../queue/queue-consumer';
import { QUEUES } from '../../../queue/queue-names';
import type { TraceCarrier } from '../../../tracing/trace-carrier';

/** One attempt of one delivery: the only job the engine's queues carry. */
export interface AttemptJobData {
  deliveryId: string;
  subscriptionId: string;
  /** The attempt number this job makes (delivery.attemptCount + 1 when it was queued). */
  attempt: number;
  /**
   * The span that queued it, which the job's span continues (queue-consumer.ts,
   * `jobDispatcher`); absent while tracing is off.
   */
  traceContext?: TraceCarrier;
}

/** The job name on both queues; the attempt number decides the queue (attemptKindOf). */
export const ATTEMPT_JOB_NAME = 'attempt';

export const DELIVERY_JOBS = {
  /** A delivery's first attempt. */
  firstAttempt: defineJob<AttemptJobData>(QUEUES.outboundDeliveries, ATTEMPT_JOB_NAME),
  /** Any later attempt (a retry, a replay, a recovery, a resend). */
  laterAttempt: defineJob<AttemptJobData>(QUEUES.outboundRetries, ATTEMPT_JOB_NAME),
} as const;

export function attemptJobId(deliveryId: string, attempt: number): string {
  return `${deliveryId}-${attempt}`;
}
