import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { WakeableSleeps } from '../common/async/wakeable-sleeps';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { runsWorkers } from '../queue/run-mode';
import {
  FAILING_CHECK_BATCH,
  failingCheckIntervalMs,
  FailingWarningsService,
  LostJobSweepService,
  OutboxRelayService,
  SWEEP_BATCH,
} from './delivery';
import {
  INBOUND_PROCESS_BATCH,
  InboundProcessorService,
} from './inbound/inbound-processor.service';
import { PARTITION_MAINTENANCE_MS, RetentionService } from './retention/retention.service';

/**
 * The polling half of the webhooks worker, started only where runsWorkers(config) is true: the
 * outbox relay, inbound processing, the lost-job sweep, retention, the failing warnings and the
 * delivery tables' partitions made ahead. They are loops over
 * Postgres, not repeatable jobs, so that losing Redis cannot stop the very thing that repairs its
 * loss (docs/webhooks-delivery.md, "Machinery").
 */
@Injectable()
export class WebhookLoopsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WebhookLoopsService.name);
  private loops: Promise<void>[] = [];
  private stopping = false;
  private readonly sleeps = new WakeableSleeps();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly relay: OutboxRelayService,
    private readonly sweeper: LostJobSweepService,
    private readonly inbound: InboundProcessorService,
    private readonly retention: RetentionService,
    private readonly failingWarnings: FailingWarningsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The start-up check of the delivery tables' partitions, in every process that may write a
    // delivery (the API writes test events and challenges): made when missing, else no start.
    await this.retention.ensurePartitions();
    if (!runsWorkers(this.config)) return;
    let sweptAtStart = false;
    this.loops = [
      this.loop(
        'partition maintenance',
        PARTITION_MAINTENANCE_MS,
        async () => {
          await this.retention.ensurePartitions();
          return false;
        },
        PARTITION_MAINTENANCE_MS,
      ),
      this.loop('outbox relay', this.config.webhookRelayIntervalMs, () =>
        this.relay.relayAndRelease(),
      ),
      this.loop('inbound processing', this.config.webhookRelayIntervalMs, async () => {
        return (await this.inbound.processPending()) >= INBOUND_PROCESS_BATCH;
      }),
      this.loop(
        'lost-job sweep',
        Math.max(100, this.config.webhookRecoveryAfterMs / 4),
        async () => {
          // First everything due: this worker may replace one killed between a relay's commit
          // and its queue call, whose deliveries would otherwise wait WEBHOOK_RECOVERY_AFTER_MS.
          if (sweptAtStart) await this.sweeper.sweep();
          else {
            sweptAtStart = true;
            await this.requeueDue();
          }
          return false;
        },
      ),
      // First after one interval: workers starting together do not all prune at once.
      this.loop(
        'retention',
        this.config.retentionIntervalMs,
        async () => {
          await this.retention.run(() => this.stopping);
          return false;
        },
        this.config.retentionIntervalMs,
      ),
      this.loop(
        'failing warnings',
        failingCheckIntervalMs(this.config.webhookFailingWarningsAfterMs),
        async () => (await this.failingWarnings.warnDue()) >= FAILING_CHECK_BATCH,
      ),
    ];
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.sleeps.wakeAll();
    await Promise.all(this.loops);
  }

  /**
   * Runs `step` every `intervalMs`, at once again while it reports more work. The first success
   * after failures means a dependency is back: every attempt due meanwhile is re-queued at once
   * (its job may have used up its retries during the outage) rather than at the next sweep.
   */
  private async loop(
    name: string,
    intervalMs: number,
    step: () => Promise<boolean>,
    firstAfterMs = 0,
  ): Promise<void> {
    if (firstAfterMs > 0) await this.sleeps.sleep(firstAfterMs);
    let failing = false;
    while (!this.stopping) {
      let more = false;
      try {
        more = await step();
        if (failing) {
          failing = false;
          this.logger.log(`${name} works again; re-queueing what came due meanwhile`);
          await this.requeueDue();
        }
      } catch (error) {
        if (!failing) this.logger.warn({ err: error }, `${name} failed`);
        failing = true;
      }
      if (!more && !this.stopping) await this.sleeps.sleep(intervalMs);
    }
  }

  private async requeueDue(): Promise<void> {
    while (!this.stopping && (await this.sweeper.sweep(0)).attempts >= SWEEP_BATCH);
  }
}
