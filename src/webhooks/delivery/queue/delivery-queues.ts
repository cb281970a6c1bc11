import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { withDeadline } from '../../../common/async/with-deadline';
import { afterCommit } from '../../../database/ambient-transaction';
import type { JobsOptions, Queue } from 'bullmq';
import { ProducesJobs } from '../../../queue/queue-consumer';
import { QUEUES } from '../../../queue/queue-names';
import { activeCarrier } from '../../../tracing/trace-carrier';
import { attemptKindOf } from '../attempts/attempt-slots';
import { attemptJobId, AttemptJobData, DELIVERY_JOBS } from './delivery-jobs';

export interface AttemptToQueue extends AttemptJobData {
  delayMs?: number;
}

/**
 * Postgres is the record of what is owed; these jobs only carry the work. Job ids are derived
 * from the rows (`<deliveryId>-<attempt>`), so re-queueing something already queued is a no-op
 * and a job lost with Redis is simply queued again by the lost-job sweep. The attempt number
 * also decides the queue (attemptKindOf): first attempts never wait behind retries.
 */
const JOB_DEFAULTS: JobsOptions = {
  removeOnComplete: true,
  removeOnFail: true,
  // Infrastructure errors only (database down): delivery failures are recorded, not thrown.
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
};

/** How long queueing may wait on Redis before the caller counts it as failed. */
const QUEUE_CALL_DEADLINE_MS = 2_000;

@Injectable()
@ProducesJobs(DELIVERY_JOBS.firstAttempt, DELIVERY_JOBS.laterAttempt)
export class DeliveryQueues {
  private readonly logger = new Logger(DeliveryQueues.name);

  constructor(
    @InjectQueue(QUEUES.outboundDeliveries) readonly outbound: Queue<AttemptJobData>,
    @InjectQueue(QUEUES.outboundRetries) readonly retries: Queue<AttemptJobData>,
  ) {}

  /** The queue an attempt runs from: first attempts and the rest have workers of their own. */
  private queueOf(attempt: number): Queue<AttemptJobData> {
    return attemptKindOf(attempt) === 'first' ? this.outbound : this.retries;
  }

  async queueAttempts(attempts: AttemptToQueue[]): Promise<void> {
    const first = attempts.filter((attempt) => attemptKindOf(attempt.attempt) === 'first');
    const later = attempts.filter((attempt) => attemptKindOf(attempt.attempt) === 'retry');
    await Promise.all([
      this.addAll(this.outbound, DELIVERY_JOBS.firstAttempt.name, first),
      this.addAll(this.retries, DELIVERY_JOBS.laterAttempt.name, later),
    ]);
  }

  /**
   * Attempts saved as due: queued once they are committed if Redis answers, otherwise left to
   * the lost-job sweep, which queues them from Postgres, so the caller's request still succeeds.
   * Inside a keyed request the rows commit only with its answer (docs/platform.md, "Safe
   * retries"): a job run before that would find nothing owed and end, so queueing waits for the
   * commit (afterCommit). Never throws; says whether they were queued, true when that waits
   * (`what` names them in the warning).
   */
  async queueCommitted(attempts: AttemptToQueue[], what: string): Promise<boolean> {
    if (attempts.length === 0) return true;
    let queued = true;
    await afterCommit(async () => {
      try {
        await this.queueAttempts(attempts);
      } catch (error) {
        this.logger.warn(`${what} left to the lost-job sweep: ${(error as Error).message}`);
        queued = false;
      }
    });
    return queued;
  }

  /** A manual retry: the attempt is due now, even if its job was waiting for a later time. */
  async queueAttemptNow(attempt: AttemptJobData): Promise<void> {
    const queue = this.queueOf(attempt.attempt);
    const existing = await queue.getJob(attemptJobId(attempt.deliveryId, attempt.attempt));
    if (existing && (await existing.isDelayed())) {
      // It may have become due meanwhile; then it is already waiting, which is what we want.
      await existing.promote().catch(() => undefined);
      return;
    }
    await this.queueAttempts([attempt]);
  }

  private async addAll(
    queue: Queue<AttemptJobData>,
    name: string,
    attempts: AttemptToQueue[],
  ): Promise<void> {
    // A job continues the trace of the span that queued it, unless it names its own.
    const traceContext = attempts.length > 0 ? activeCarrier() : undefined;
    for (let start = 0; start < attempts.length; start += 500) {
      // The queue's connection waits for Redis however long it takes; the caller must not. A
      // call that lands late does no harm: job ids come from the rows.
      await withDeadline(
        queue.addBulk(
          attempts.slice(start, start + 500).map(({ delayMs, ...data }) => ({
            name,
            data: traceContext && !data.traceContext ? Object.assign(data, { traceContext }) : data,
            opts: {
              ...JOB_DEFAULTS,
              jobId: attemptJobId(data.deliveryId, data.attempt),
              delay: delayMs && delayMs > 0 ? delayMs : undefined,
            },
          })),
        ),
        QUEUE_CALL_DEADLINE_MS,
        'queueing delivery attempts',
      );
    }
  }
}
