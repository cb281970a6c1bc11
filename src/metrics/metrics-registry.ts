import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');
export const HTTP_METRICS = Symbol('HTTP_METRICS');
export const AUTH_FAILURE_METRICS = Symbol('AUTH_FAILURE_METRICS');
export const RETENTION_METRICS = Symbol('RETENTION_METRICS');
export const DELIVERY_METRICS = Symbol('DELIVERY_METRICS');

const HTTP_LABELS = ['method', 'route', 'status'] as const;

export interface HttpMetrics {
  requests: Counter<(typeof HTTP_LABELS)[number]>;
  duration: Histogram<(typeof HTTP_LABELS)[number]>;
}

/** One registry per application instance (the tests boot several in one process). */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

export function createHttpMetrics(registry: Registry): HttpMetrics {
  return {
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests',
      labelNames: HTTP_LABELS,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration',
      labelNames: HTTP_LABELS,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}

/** Credential guessing (docs/platform.md), by the kind of credential the route takes. */
export interface AuthFailureMetrics {
  failures: Counter<'credential'>;
  throttled: Counter<'credential'>;
}

export function createAuthFailureMetrics(registry: Registry): AuthFailureMetrics {
  return {
    failures: new Counter({
      name: 'auth_failures_total',
      help: 'Failed authentications answered with a refusal (401) and counted against the client address',
      labelNames: ['credential'],
      registers: [registry],
    }),
    throttled: new Counter({
      name: 'auth_failures_throttled_total',
      help: 'Requests refused with 429 because their client address spent its failed-authentication budget',
      labelNames: ['credential'],
      registers: [registry],
    }),
  };
}

/** Rows deleted by webhook retention, by kind (a fixed set: retention.service.ts). */
export interface RetentionMetrics {
  pruned: Counter<'kind'>;
}

export function createRetentionMetrics(registry: Registry): RetentionMetrics {
  return {
    pruned: new Counter({
      name: 'webhook_retention_pruned_rows_total',
      help: 'Rows deleted by webhook retention once past their window, by kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
  };
}

/**
 * Outbound delivery attempts. `subscription` is bounded by DeliveryMetrics: the first
 * WEBHOOK_METRICS_SUBSCRIPTION_LABELS ids a process attempts for, then "other".
 */
export interface DeliveryMetricSeries {
  attempts: Counter<'subscription' | 'status_class'>;
  duration: Histogram<'subscription'>;
  postponed: Counter<'reason'>;
  sinceEventToFirstAttempt: Histogram;
  sinceEventToSuccess: Histogram;
}

/** From a commit to its delivery: seconds to a day. */
const SINCE_EVENT_BUCKETS = [
  0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 3600, 21600, 86400,
];

export function createDeliveryMetrics(registry: Registry): DeliveryMetricSeries {
  return {
    attempts: new Counter({
      name: 'webhook_delivery_attempts_total',
      help: 'Outbound delivery attempts by subscription (the first K, then "other") and status class',
      labelNames: ['subscription', 'status_class'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'webhook_delivery_attempt_duration_seconds',
      help: 'Outbound delivery attempt duration, to the answer or the failure, by subscription',
      labelNames: ['subscription'],
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    postponed: new Counter({
      name: 'webhook_delivery_attempts_postponed_total',
      help: 'Attempts put off, not made: the circuit breaker is open, the receiver asked to wait (Retry-After) or the subscription is at its rate or pace',
      labelNames: ['reason'],
      registers: [registry],
    }),
    sinceEventToFirstAttempt: new Histogram({
      name: 'webhook_event_to_first_attempt_seconds',
      help: "From an event's commit (created_at) to the start of its delivery's first attempt",
      buckets: SINCE_EVENT_BUCKETS,
      registers: [registry],
    }),
    sinceEventToSuccess: new Histogram({
      name: 'webhook_event_to_success_seconds',
      help: "From an event's commit (created_at) to the end of the attempt that delivered it",
      buckets: SINCE_EVENT_BUCKETS,
      registers: [registry],
    }),
  };
}
