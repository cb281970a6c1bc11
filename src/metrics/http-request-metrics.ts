import type { Request, Response } from 'express';
import type { Counter, Histogram } from 'prom-client';
import type { HttpMetrics } from './metrics-registry';

type Label = 'method' | 'route' | 'status';

interface Series {
  requests: Counter.Internal;
  duration: Histogram.Internal<Label>;
}

/**
 * Counts and times every request by route template, method and status; never by raw URL, which
 * carries tokens and ids. Each label set's series are looked up once: route templates, methods
 * and statuses are few.
 */
export class HttpRequestMetrics {
  private readonly series = new Map<string, Series>();

  constructor(private readonly metrics: HttpMetrics) {}

  record(request: Request, response: Response, route: string | undefined, seconds: number): void {
    const template = route ?? 'unmatched';
    const key = `${request.method} ${response.statusCode} ${template}`;
    let series = this.series.get(key);
    if (!series) {
      const labels = {
        method: request.method,
        route: template,
        status: String(response.statusCode),
      };
      series = {
        requests: this.metrics.requests.labels(labels),
        duration: this.metrics.duration.labels(labels),
      };
      this.series.set(key, series);
    }
    series.requests.inc();
    series.duration.observe(seconds);
  }
}
