import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Queue, Worker } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { bullOptions } from './bull-options';
import {
  JOB_HANDLER,
  JOB_PRODUCER,
  JobConsumer,
  JobDefinition,
  jobDispatcher,
  JobHandler,
  jobsWithoutHandler,
  QUEUE_CONSUMER,
  queuesWithoutConsumer,
  UnknownJobError,
} from './queue-consumer';
import type { QueueName } from './queue-names';
import { runsWorkers } from './run-mode';

interface FoundConsumer {
  queue: QueueName;
  consumer: JobConsumer;
  handlers: Map<string, JobHandler>;
}

const WORKER_RUN_RETRY_DELAY_MS = 1_000;

/**
 * Starts one BullMQ worker per queue of each @QueueConsumer class, only where runsWorkers(config)
 * is true, and refuses to start such a process when a queue it produces to has no consumer (its
 * jobs would wait forever) or has two, or when a job a producer declares (@ProducesJobs) has no
 * @OnJob handler (it would fail only when it runs). Workers close before the database does,
 * finishing running jobs.
 */
@Injectable()
export class QueueWorkers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(QueueWorkers.name);
  private workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    if (!runsWorkers(this.config)) return;
    const consumers = this.findConsumers();
    const missing = queuesWithoutConsumer(
      this.producedQueues(),
      new Set(consumers.map((found) => found.queue)),
    );
    if (missing.length > 0)
      throw new Error(`no @QueueConsumer for queue(s) produced here: ${missing.join(', ')}`);
    const unhandled = jobsWithoutHandler(
      this.producedJobs(),
      new Map(consumers.map((found) => [found.queue, found.handlers])),
    );
    if (unhandled.length > 0)
      throw new Error(`no @OnJob handler for job(s) produced here: ${unhandled.join(', ')}`);
    this.workers = consumers.map(({ queue, consumer, handlers }) => {
      const worker = new Worker(queue, jobDispatcher(queue, handlers), {
        ...bullOptions(this.config),
        // BullMQ waits 15 s by default before fetching again after a lost connection; a worker
        // should pick work up within a second of Redis coming back.
        runRetryDelay: WORKER_RUN_RETRY_DELAY_MS,
        ...consumer.workerOptions(queue),
      });
      worker.on('error', (error) => this.logger.warn(`queue worker ${queue}: ${error.message}`));
      worker.on('failed', (job, error) => {
        if (job && error instanceof UnknownJobError) this.logger.error(error.message);
      });
      return worker;
    });
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.workers = [];
  }

  private findConsumers(): FoundConsumer[] {
    const found: FoundConsumer[] = [];
    for (const instance of this.instances()) {
      const queues = this.reflector.get<QueueName[] | undefined>(
        QUEUE_CONSUMER,
        instance.constructor as new () => unknown,
      );
      if (!queues) continue;
      const handlers = this.handlersOf(instance);
      for (const queue of queues) {
        if (found.some((other) => other.queue === queue))
          throw new Error(`queue ${queue} has more than one @QueueConsumer`);
        const ofQueue = handlers.get(queue);
        if (!ofQueue) throw new Error(`the consumer of queue ${queue} has no @OnJob handler`);
        found.push({ queue, consumer: instance as JobConsumer, handlers: ofQueue });
      }
    }
    return found;
  }

  /** The handlers of a consumer, by queue and job name. */
  private handlersOf(instance: object): Map<string, Map<string, JobHandler>> {
    const handlers = new Map<string, Map<string, JobHandler>>();
    const prototype = Object.getPrototypeOf(instance) as object;
    for (const method of this.scanner.getAllMethodNames(prototype)) {
      const handle = (instance as Record<string, unknown>)[method] as JobHandler;
      const jobs = this.reflector.get<Array<JobDefinition<unknown>> | undefined>(
        JOB_HANDLER,
        handle,
      );
      for (const job of jobs ?? []) {
        const ofQueue = handlers.get(job.queue) ?? new Map<string, JobHandler>();
        if (ofQueue.has(job.name))
          throw new Error(`job "${job.name}" has more than one @OnJob handler`);
        ofQueue.set(job.name, handle.bind(instance));
        handlers.set(job.queue, ofQueue);
      }
    }
    return handlers;
  }

  private instances(): object[] {
    return this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype)
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is object => !!instance && typeof instance === 'object');
  }

  private producedJobs(): Array<JobDefinition<unknown>> {
    return this.instances().flatMap(
      (instance) =>
        this.reflector.get<Array<JobDefinition<unknown>> | undefined>(
          JOB_PRODUCER,
          instance.constructor as new () => unknown,
        ) ?? [],
    );
  }

  private producedQueues(): string[] {
    return this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is Queue => instance instanceof Queue)
      .map((queue) => queue.name);
  }
}
