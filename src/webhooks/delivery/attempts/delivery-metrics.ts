import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { DELIVERY_METRICS, type DeliveryMetricSeries } from '../../../metrics/metrics-registry';

/** `network`: no usable answer (timeout, refused, reset, a destination refused by policy). */
export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'network';

/** The same classes as the stats route (subscription-stats.queries.ts). */
export function statusClassOf(succeeded: boolean, status: number | null): StatusClass {
  if (succeeded) return '2xx';
  if (status === null || status < 300) return 'network';
  if (status < 400) return '3xx';
  if (status < 500) return '4xx';
  return '5xx';
}

/** The label shared by every subscription past the first WEBHOOK_METRICS_SUBSCRIPTION_LABELS. */
export const OTHER_SUBSCRIPTIONS = 'other';

export type PostponeReason = 'circuit_open' | 'retry_after' | 'rate_limited';

/**
 * Outbound attempts as Prometheus metrics, by subscription. Bounded cardinality: the first K
 * subscriptions a process attempts for (WEBHOOK_METRICS_SUBSCRIPTION_LABELS) keep their id as the
 * label for the life of the process; every other one is counted under `other`.
 */
@Injectable()
export class DeliveryMetrics {
  private readonly labelled = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DELIVERY_METRICS) private readonly series: DeliveryMetricSeries,
  ) {}

  attempted(subscriptionId: string, statusClass: StatusClass, durationMs: number): void {
    const subscription = this.labelOf(subscriptionId);
    this.series.attempts.inc({ subscription, status_class: statusClass });
    this.series.duration.observe({ subscription }, durationMs / 1000);
  }

  /**
   * Publish → first attempt and publish → success (Hookdeck Outpost's measure): from the event's
   * `created_at` to the first attempt's start, and to the end of the attempt that succeeded.
   */
  sinceEvent(
    eventCreatedAt: Date,
    attempt: { number: number; startedAt: Date; endedAt: Date; succeeded: boolean },
  ): void {
    const seconds = (at: Date) => Math.max(0, (at.getTime() - eventCreatedAt.getTime()) / 1000);
    if (attempt.number === 1)
      this.series.sinceEventToFirstAttempt.observe(seconds(attempt.startedAt));
    if (attempt.succeeded) this.series.sinceEventToSuccess.observe(seconds(attempt.endedAt));
  }

  postponedAttempt(reason: PostponeReason): void {
    this.series.postponed.inc({ reason });
  }

  private labelOf(subscriptionId: string): string {
    if (this.labelled.has(subscriptionId)) return subscriptionId;
    if (this.labelled.size >= this.config.webhookMetricsSubscriptionLabels)
      return OTHER_SUBSCRIPTIONS;
    this.labelled.add(subscriptionId);
    return subscriptionId;
  }
}
