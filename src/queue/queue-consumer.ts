import { SetMetadata } from '@nestjs/common';
import type { Job, WorkerOptions } from 'bullmq';
import type { QueueName } from './queue-names';

export const QUEUE_CONSUMER = 'queue:consumer';
export const JOB_HANDLER = 'queue:job-handler';

/** The one consumer of `queue`; QueueWorkers runs it wherever runsWorkers(config) is true. */
export const QueueConsumer = (queue: QueueName): ClassDecorator =>
  SetMetadata(QUEUE_CONSUMER, queue);

/** The method that handles jobs named `name` (the token is for moving the job, e.g. to delayed). */
export const OnJob = (name: string): MethodDecorator => SetMetadata(JOB_HANDLER, name);

export type JobHandler = (job: Job, token?: string) => Promise<unknown>;

export type ConsumerWorkerOptions = Pick<
  WorkerOptions,
  'concurrency' | 'lockDuration' | 'stalledInterval' | 'maxStalledCount'
>;

/**
 * A class marked @QueueConsumer. Its worker options are asked for at start-up because they come
 * from configuration, which a decorator (like @nestjs/bullmq's @Processor) cannot read.
 */
export interface JobConsumer {
  workerOptions(): ConsumerWorkerOptions;
}

export class UnknownJobError extends Error {
  constructor(queue: string, name: string) {
    super(`queue ${queue} has no handler for job "${name}"`);
  }
}

/** Dispatches on job.name: a job nobody handles fails loudly instead of completing unseen. */
export function jobDispatcher(
  queue: string,
  handlers: ReadonlyMap<string, JobHandler>,
): (job: Job, token?: string) => Promise<unknown> {
  return (job, token) => {
    const handle = handlers.get(job.name);
    if (!handle) return Promise.reject(new UnknownJobError(queue, job.name));
    return handle(job, token);
  };
}

/** Queues this process produces to that nothing here consumes. */
export function queuesWithoutConsumer(
  produced: Iterable<string>,
  consumed: ReadonlySet<string>,
): string[] {
  return [...new Set(produced)].filter((queue) => !consumed.has(queue)).sort();
}
