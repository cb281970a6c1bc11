import { SetMetadata } from '@nestjs/common';
import type { Job, WorkerOptions } from 'bullmq';
import { tracingOn } from '../tracing/tracing-state';
import { inJobSpan } from './job-span';
import type { QueueName } from './queue-names';

export const QUEUE_CONSUMER = 'queue:consumer';
export const JOB_HANDLER = 'queue:job-handler';
export const JOB_PRODUCER = 'queue:job-producer';

/**
 * A job name of one queue with the type of its data: producers add jobs through it, a consumer
 * handles it with @OnJob, and QueueWorkers checks at start-up that every job produced has one.
 */
export interface JobDefinition<Data> {
  readonly queue: QueueName;
  readonly name: string;
  /** Type carrier only, never set. */
  readonly data?: Data;
}

export function defineJob<Data>(queue: QueueName, name: string): JobDefinition<Data> {
  return { queue, name };
}

/** `queue "name"`, as errors and logs name a job. */
export function describeJob(job: JobDefinition<unknown>): string {
  return `${job.queue} "${job.name}"`;
}

/**
 * The one consumer of each of `queues` (one class may take several queues whose jobs it handles
 * alike); QueueWorkers runs it wherever runsWorkers(config) is true.
 */
export const QueueConsumer = (...queues: QueueName[]): ClassDecorator =>
  SetMetadata(QUEUE_CONSUMER, queues);

/** The method that handles `jobs` (the token is for moving the job, e.g. to delayed). */
export const OnJob = (...jobs: Array<JobDefinition<unknown>>): MethodDecorator =>
  SetMetadata(JOB_HANDLER, jobs);

/** A provider that adds `jobs` to their queues: start-up fails if one of them has no handler. */
export const ProducesJobs = (...jobs: Array<JobDefinition<unknown>>): ClassDecorator =>
  SetMetadata(JOB_PRODUCER, jobs);

export type JobHandler = (job: Job, token?: string) => Promise<unknown>;

export type ConsumerWorkerOptions = Pick<
  WorkerOptions,
  'concurrency' | 'lockDuration' | 'stalledInterval' | 'maxStalledCount'
>;

/**
 * A class marked @QueueConsumer. Its worker options are asked for at start-up, per queue, because
 * they come from configuration, which a decorator (like @nestjs/bullmq's @Processor) cannot read.
 */
export interface JobConsumer {
  workerOptions(queue: QueueName): ConsumerWorkerOptions;
}

export class UnknownJobError extends Error {
  constructor(queue: string, name: string) {
    super(`queue ${queue} has no handler for job "${name}"`);
  }
}

/**
 * Dispatches on job.name: a job nobody handles fails loudly instead of completing unseen. With
 * tracing on, each job runs in its span (job-span.ts).
 */
export function jobDispatcher(
  queue: string,
  handlers: ReadonlyMap<string, JobHandler>,
): (job: Job, token?: string) => Promise<unknown> {
  return (job, token) => {
    const handle = handlers.get(job.name);
    if (!handle) return Promise.reject(new UnknownJobError(queue, job.name));
    if (!tracingOn()) return handle(job, token);
    return inJobSpan(queue, job, () => handle(job, token));
  };
}

/** Queues this process produces to that nothing here consumes. */
export function queuesWithoutConsumer(
  produced: Iterable<string>,
  consumed: ReadonlySet<string>,
): string[] {
  return [...new Set(produced)].filter((queue) => !consumed.has(queue)).sort();
}

/** Jobs declared by producers here (@ProducesJobs) that no @OnJob handles. */
export function jobsWithoutHandler(
  produced: Iterable<JobDefinition<unknown>>,
  handled: ReadonlyMap<string, ReadonlyMap<string, JobHandler>>,
): string[] {
  const missing = [...produced]
    .filter((job) => !handled.get(job.queue)?.has(job.name))
    .map(describeJob);
  return [...new Set(missing)].sort();
}
