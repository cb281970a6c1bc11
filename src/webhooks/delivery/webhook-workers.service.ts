import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { DelayedError, Job, Worker } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { QUEUES } from '../../queue/queue-names';
import { runsWorkers } from '../../queue/run-mode';
import { redisConnectionOptions } from '../../redis/redis-connection-options';
import { InboundProcessorService } from '../inbound/inbound-processor.service';
import { DeliveryAttemptService } from './delivery-attempt.service';
import { OutboxRelayService, RELAY_BATCH } from './outbox-relay.service';
import { RecoverySweepService } from './recovery-sweep.service';
import { AttemptJobData, InboundJobData } from './webhook-queues';

/** How long a job waits when its subscription has no free slot (plus up to as much jitter). */
const BUSY_RETRY_MS = 100;
const INBOUND_CONCURRENCY = 64;

/**
 * The worker half of the webhooks feature, started only where runsWorkers(config) is true:
 * the outbox relay loop, the recovery sweep and the BullMQ workers of both queues.
 */
@Injectable()
export class WebhookWorkersService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WebhookWorkersService.name);
  private workers: Worker[] = [];
  private loops: Promise<void>[] = [];
  private stopping = false;
  private readonly wakers = new Set<() => void>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly relay: OutboxRelayService,
    private readonly sweeper: RecoverySweepService,
    private readonly attempts: DeliveryAttemptService,
    private readonly inbound: InboundProcessorService,
  ) {}

  onApplicationBootstrap(): void {
    if (!runsWorkers(this.config)) return;
    const common = {
      connection: redisConnectionOptions(this.config.redisUrl),
      prefix: `${this.config.redisPrefix}:bull`,
      lockDuration: this.config.webhookJobLockMs,
      stalledInterval: this.config.webhookJobLockMs,
      maxStalledCount: 10,
    };
    this.workers = [
      new Worker<AttemptJobData>(
        QUEUES.outboundDeliveries,
        (job, token) => this.runAttempt(job, token),
        { ...common, concurrency: this.config.webhookDeliveryConcurrency },
      ),
      new Worker<InboundJobData>(
        QUEUES.inboundDeliveries,
        async (job) => {
          await this.inbound.process(job.data.deliveryId);
        },
        { ...common, concurrency: INBOUND_CONCURRENCY },
      ),
    ];
    for (const worker of this.workers)
      worker.on('error', (error) => this.logger.warn(`queue worker: ${error.message}`));
    this.loops = [
      this.loop('outbox relay', this.config.webhookRelayIntervalMs, async () => {
        return (await this.relay.relayBatch()) >= RELAY_BATCH;
      }),
      this.loop(
        'recovery sweep',
        Math.max(100, this.config.webhookRecoveryAfterMs / 4),
        async () => {
          await this.sweeper.sweep();
          return false;
        },
      ),
    ];
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    for (const wake of this.wakers) wake();
    await Promise.all(this.loops);
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.workers = [];
  }

  private async runAttempt(job: Job<AttemptJobData>, token?: string): Promise<void> {
    if ((await this.attempts.run(job.data)) === 'busy') {
      // Not an attempt: the job waits its turn without holding one of the worker's slots.
      await job.moveToDelayed(Date.now() + BUSY_RETRY_MS * (1 + Math.random()), token);
      throw new DelayedError();
    }
  }

  /** Runs `step` every `intervalMs`, at once again while it reports more work. */
  private async loop(
    name: string,
    intervalMs: number,
    step: () => Promise<boolean>,
  ): Promise<void> {
    while (!this.stopping) {
      let more = false;
      try {
        more = await step();
      } catch (error) {
        this.logger.warn(
          `${name} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!more && !this.stopping) await this.sleep(intervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }
}
