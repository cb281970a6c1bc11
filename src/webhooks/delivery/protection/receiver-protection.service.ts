import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { MicroBatcher } from '../../../database/micro-batcher';
import { breakerGate } from './circuit-breaker';
import { effectiveRate } from './receiver-pace';
import type { DueDelivery } from '../store/due-deliveries.queries';
import { type Postponement, ProtectionRepository } from './protection.repository';
import { DeliveryMetrics, PostponeReason } from '../attempts/delivery-metrics';
import { SubscriptionRateLimiter } from './subscription-rate-limiter';
import { attemptKindOf } from '../attempts/attempt-slots';
import type { AttemptJobData } from '../queue/delivery-jobs';

/** `probe`: the attempt is the one a half-open breaker lets through. */
export type Admission = { probe: boolean } | { waitMs: number };

/** Spreads the attempts that wake when a breaker's open period or a receiver's pause ends. */
const WAKE_JITTER_MS = 250;

/**
 * Whether an owed attempt may be made now, for the receiver's sake: not while its subscription's
 * circuit breaker is open (then one probe at a time), not before the time its receiver asked for
 * (Retry-After), and not faster than its `maxDeliveriesPerSecond` or the pace its receiver's 429s
 * slowed it to (first attempts ahead of retries). An attempt put off is not made and not counted;
 * its delivery's due time moves to when it will be tried again, and its round is left as it is.
 */
@Injectable()
export class ReceiverProtectionService {
  private readonly probeLeaseMs: number;
  private readonly postponements = new MicroBatcher<Postponement, void>((items) =>
    this.writePostponements(items),
  );

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly protection: ProtectionRepository,
    private readonly rate: SubscriptionRateLimiter,
    private readonly metrics: DeliveryMetrics,
  ) {
    // A probe's outcome is recorded well within its timeout; past this its process is gone.
    this.probeLeaseMs = config.webhookDeliveryTimeoutMs + 2_000;
  }

  async admit(due: DueDelivery, job: AttemptJobData): Promise<Admission> {
    const gate = breakerGate(
      { openUntil: due.breakerOpenUntil, probeUntil: due.breakerProbeUntil },
      Date.now(),
    );
    if (gate.kind === 'wait') {
      const waitMs = gate.untilMs - Date.now() + Math.random() * WAKE_JITTER_MS;
      return this.postpone(job, waitMs, 'circuit_open');
    }
    // Before the probe is claimed: a claimed probe that then waited would hold the breaker.
    const pausedMs = (due.retryAfterUntil?.getTime() ?? 0) - Date.now();
    if (pausedMs > 0)
      return this.postpone(job, pausedMs + Math.random() * WAKE_JITTER_MS, 'retry_after');
    const rate = effectiveRate(due.maxDeliveriesPerSecond, due.pacePerSecond);
    if (rate !== null) {
      const first = attemptKindOf(job.attempt) === 'first';
      const waitMs = await this.rate.waitMs(job.subscriptionId, rate, first);
      if (waitMs > 0) return this.postpone(job, waitMs, 'rate_limited');
    }
    if (gate.kind === 'closed') return { probe: false };
    if (await this.protection.claimBreakerProbe(job.subscriptionId, this.probeLeaseMs))
      return { probe: true };
    return this.postpone(job, this.probeLeaseMs, 'circuit_open');
  }

  private async postpone(
    job: AttemptJobData,
    waitMs: number,
    reason: PostponeReason,
  ): Promise<{ waitMs: number }> {
    const delayMs = Math.max(1, Math.round(waitMs));
    this.metrics.postponedAttempt(reason);
    await this.postponements.add({
      deliveryId: job.deliveryId,
      attempt: job.attempt,
      notBefore: new Date(Date.now() + delayMs),
    });
    return { waitMs: delayMs };
  }

  private async writePostponements(items: Postponement[]): Promise<void[]> {
    await this.protection.postponeAttempts(items);
    return items.map(() => undefined);
  }
}
