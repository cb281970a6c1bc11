import { Inject, Injectable } from '@nestjs/common';
import { Counter, Histogram, Registry } from 'prom-client';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { METRICS_REGISTRY } from '../../metrics/metrics-registry';

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

export type PostponeReason = 'circuit_open' | 'rate_limited';

/**
 * Outbound attempts as Prometheus metrics, by subscription. Bounded cardinality: the first K
 * subscriptions a process attempts for (WEBHOOK_METRICS_SUBSCRIPTION_LABELS) keep their id as the
 * label for the life of the process; every other one is counted under `other`.
 */
@Injectable()
export class DeliveryMetrics {
  private readonly attempts: Counter<'subscription' | 'status_class'>;
  private readonly duration: Histogram<'subscription'>;
  private readonly postponed: Counter<'reason'>;
  private readonly labelled = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(METRICS_REGISTRY) registry: Registry,
  ) {
    this.attempts = new Counter({
      name: 'webhook_delivery_attempts_total',
      help: 'Outbound delivery attempts by subscription (the first K, then "other") and status class',
      labelNames: ['subscription', 'status_class'],
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'webhook_delivery_attempt_duration_seconds',
      help: 'Outbound delivery attempt duration, to the answer or the failure, by subscription',
      labelNames: ['subscription'],
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    this.postponed = new Counter({
      name: 'webhook_delivery_attempts_postponed_total',
      help: 'Attempts put off, not made: the circuit breaker is open or the subscription is at its rate',
      labelNames: ['reason'],
      registers: [registry],
    });
  }

  attempted(subscriptionId: string, statusClass: StatusClass, durationMs: number): void {
    const subscription = this.labelOf(subscriptionId);
    this.attempts.inc({ subscription, status_class: statusClass });
    this.duration.observe({ subscription }, durationMs / 1000);
  }

  postponedAttempt(reason: PostponeReason): void {
    this.postponed.inc({ reason });
  }

  private labelOf(subscriptionId: string): string {
    if (this.labelled.has(subscriptionId)) return subscriptionId;
    if (this.labelled.size >= this.config.webhookMetricsSubscriptionLabels)
      return OTHER_SUBSCRIPTIONS;
    this.labelled.add(subscriptionId);
    return subscriptionId;
  }
}
