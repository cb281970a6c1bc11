import { Inject, Injectable } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import {
  ConsumerWorkerOptions,
  JobConsumer,
  OnJob,
  QueueConsumer,
} from '../../../queue/queue-consumer';
import { QUEUES } from '../../../queue/queue-names';
import { DeliveryAttemptService } from '../attempts/delivery-attempt.service';
import { ATTEMPT_JOB, AttemptJobData } from './delivery-queues';

/** How long a job waits when its subscription has no free slot (plus up to as much jitter). */
const BUSY_RETRY_MS = 100;

/** A killed worker's jobs are taken over once their lock lapses (WEBHOOK_JOB_LOCK_MS). */
function lockOptions(config: AppConfig): ConsumerWorkerOptions {
  return {
    lockDuration: config.webhookJobLockMs,
    stalledInterval: config.webhookJobLockMs,
    maxStalledCount: 10,
  };
}

/** Makes the attempt; one that is put off waits its turn without holding a worker's slot. */
async function runAttempt(
  attempts: DeliveryAttemptService,
  job: Job<AttemptJobData>,
  token: string | undefined,
): Promise<void> {
  const run = await attempts.run(job.data);
  if (run === 'done') return;
  const delayMs = run === 'busy' ? BUSY_RETRY_MS * (1 + Math.random()) : run.waitMs;
  await job.moveToDelayed(Date.now() + delayMs, token);
  throw new DelayedError();
}

/** First attempts: WEBHOOK_DELIVERY_CONCURRENCY of them at once per process. */
@Injectable()
@QueueConsumer(QUEUES.outboundDeliveries)
export class OutboundDeliveryConsumer implements JobConsumer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: DeliveryAttemptService,
  ) {}

  workerOptions(): ConsumerWorkerOptions {
    return { ...lockOptions(this.config), concurrency: this.config.webhookDeliveryConcurrency };
  }

  @OnJob(ATTEMPT_JOB)
  attempt(job: Job<AttemptJobData>, token?: string): Promise<void> {
    return runAttempt(this.attempts, job, token);
  }
}

/**
 * Every later attempt, with capacity of its own (WEBHOOK_RETRY_CONCURRENCY): however many retries
 * are due, they never hold the slots first attempts run in.
 */
@Injectable()
@QueueConsumer(QUEUES.outboundRetries)
export class OutboundRetryConsumer implements JobConsumer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: DeliveryAttemptService,
  ) {}

  workerOptions(): ConsumerWorkerOptions {
    return { ...lockOptions(this.config), concurrency: this.config.webhookRetryConcurrency };
  }

  @OnJob(ATTEMPT_JOB)
  attempt(job: Job<AttemptJobData>, token?: string): Promise<void> {
    return runAttempt(this.attempts, job, token);
  }
}
