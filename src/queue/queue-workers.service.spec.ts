import { Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { Job, Queue } from 'bullmq';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import {
  defineJob,
  jobDispatcher,
  JobConsumer,
  OnJob,
  ProducesJobs,
  QueueConsumer,
  UnknownJobError,
} from './queue-consumer';
import { QUEUES, type QueueName } from './queue-names';
import { QueueWorkers } from './queue-workers.service';

/** A producer as BullModule.registerQueue provides it, without a Redis connection. */
function producedQueue(name: string): Queue {
  return Object.assign(Object.create(Queue.prototype) as Queue, { name });
}

/** A queue of the test's own, for the checks that need a queue no service consumer takes. */
const OTHER_QUEUE = 'other-work' as QueueName;
const PROCESS_JOB = defineJob<{ id: string }>(OTHER_QUEUE, 'process');
const REPROCESS_JOB = defineJob<{ id: string }>(OTHER_QUEUE, 'reprocess');

@Injectable()
@QueueConsumer(OTHER_QUEUE)
class OtherConsumer implements JobConsumer {
  workerOptions() {
    return { concurrency: 1 };
  }

  @OnJob(PROCESS_JOB)
  async process(): Promise<void> {}
}

@Injectable()
@ProducesJobs(PROCESS_JOB)
class ProcessProducer {}

@Injectable()
@ProducesJobs(PROCESS_JOB, REPROCESS_JOB)
class ReprocessProducer {}

/** One class taking two queues, as the delivery engine's consumer does. */
@Injectable()
@QueueConsumer(OTHER_QUEUE, QUEUES.outboundDeliveries)
class TwoQueueConsumer extends OtherConsumer {}

@Injectable()
@QueueConsumer(OTHER_QUEUE)
class SecondOtherConsumer extends OtherConsumer {}

@Injectable()
@QueueConsumer(QUEUES.outboundDeliveries)
class HandlerlessConsumer implements JobConsumer {
  workerOptions() {
    return { concurrency: 1 };
  }
}

async function boot(runMode: AppConfig['runMode'], providers: unknown[]): Promise<void> {
  const config = {
    runMode,
    redisUrl: 'redis://127.0.0.1:6379',
    redisClusterNodes: [],
    redisPrefix: 'unit',
  };
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [QueueWorkers, { provide: APP_CONFIG, useValue: config }, ...(providers as [])],
  }).compile();
  try {
    await moduleRef.init();
  } finally {
    await moduleRef.close();
  }
}

describe('QueueWorkers start-up check', () => {
  const outbound = {
    provide: 'outbound queue',
    useValue: producedQueue(QUEUES.outboundDeliveries),
  };

  it('refuses to start a worker process that produces to a queue nothing consumes', async () => {
    await expect(boot('worker', [outbound, OtherConsumer])).rejects.toThrow(
      'no @QueueConsumer for queue(s) produced here: webhook-deliveries',
    );
    await expect(boot('all', [outbound])).rejects.toThrow('webhook-deliveries');
  });

  it('refuses two consumers of one queue', async () => {
    await expect(boot('worker', [OtherConsumer, SecondOtherConsumer])).rejects.toThrow(
      'queue other-work has more than one @QueueConsumer',
    );
  });

  it('refuses a consumer that handles no job name', async () => {
    await expect(boot('worker', [HandlerlessConsumer])).rejects.toThrow(
      'the consumer of queue webhook-deliveries has no @OnJob handler',
    );
  });

  it('refuses to start a worker process that produces a job name no @OnJob handles', async () => {
    await expect(boot('worker', [OtherConsumer, ReprocessProducer])).rejects.toThrow(
      'no @OnJob handler for job(s) produced here: other-work "reprocess"',
    );
    await expect(boot('worker', [OtherConsumer, ProcessProducer])).resolves.toBeUndefined();
  });

  it('refuses a consumer of two queues that handles nothing of one of them', async () => {
    await expect(boot('worker', [TwoQueueConsumer])).rejects.toThrow(
      'the consumer of queue webhook-deliveries has no @OnJob handler',
    );
  });

  it('starts no worker and checks nothing in an API-only process', async () => {
    await expect(boot('api', [outbound])).resolves.toBeUndefined();
  });
});

describe('jobDispatcher', () => {
  const job = (name: string) => ({ name }) as Job;

  it('hands a job to the handler of its name', async () => {
    const seen: string[] = [];
    const dispatch = jobDispatcher(
      'q',
      new Map([['a', async (handled: Job) => seen.push(`a:${handled.name}`)]]),
    );
    await dispatch(job('a'));
    expect(seen).toEqual(['a:a']);
  });

  it('fails a job whose name has no handler', async () => {
    const dispatch = jobDispatcher('q', new Map([['a', async () => undefined]]));
    await expect(dispatch(job('b'))).rejects.toThrow(new UnknownJobError('q', 'b'));
    await expect(dispatch(job('b'))).rejects.toThrow('queue q has no handler for job "b"');
  });
});
