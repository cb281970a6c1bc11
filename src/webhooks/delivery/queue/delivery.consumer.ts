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
import { QUEUES, type QueueName } from '../../../queue/queue-names';
import { DeliveryAttemptService } from '../attempts/delivery-attempt.service';
import { AttemptJobData, DELIVERY_JOBS } from './delivery-jobs';

/** How long a job waits when its subscription has no free slot (plus up to as much jitter). */
const BUSY_RETRY_MS = 100;

/**
 * Both attempt queues, each with a worker of its own: first attempts run
 * WEBHOOK_DELIVERY_CONCURRENCY at once per process, every later attempt
 * WEBHOOK_RETRY_CONCURRENCY, so however many retries are due they never hold the slots first
 * attempts run in. A killed worker's jobs are taken over once their lock lapses
 * (WEBHOOK_JOB_LOCK_MS).
 */
@Injectable()
@QueueConsumer(QUEUES.outboundDeliveries, QUEUES.outboundRetries)
export class DeliveryConsumer implements JobConsumer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: DeliveryAttemptService,
  ) {}

  workerOptions(queue: QueueName): ConsumerWorkerOptions {
    const first = queue === QUEUES.outboundDeliveries;
    // A killed worker's attempts go back to the queue once their lock (renewed every half of it
    // while the worker lives) has expired and the next stalled check sees it: within 1.5 locks,
    // 7.5 s by default (docs/operations.md, "Webhook settings").
    return {
      lockDuration: this.config.webhookJobLockMs,
      stalledInterval: Math.ceil(this.config.webhookJobLockMs / 2),
      maxStalledCount: 10,
      concurrency: first
        ? this.config.webhookDeliveryConcurrency
        : this.config.webhookRetryConcurrency,
    };
  }

  /** Makes the attempt; one that is put off waits its turn without holding a worker's slot. */
  @OnJob(DELIVERY_JOBS.firstAttempt, DELIVERY_JOBS.laterAttempt)
  async attempt(job: Job<AttemptJobData>, token?: string): Promise<void> {
    const run = await this.attempts.run(job.data);
    if (run === 'done') return;
    const delayMs = run === 'busy' ? BUSY_RETRY_MS * (1 + Math.random()) : run.waitMs;
    await job.moveToDelayed(Date.now() + delayMs, token);
    throw new DelayedError();
  }
}
