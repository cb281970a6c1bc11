import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { HTTP_METRICS, HttpMetrics } from './metrics-registry';

/**
 * Counts and times every request by route template, method and status; never by raw URL, which
 * carries tokens and ids.
 */
@Injectable()
export class MetricsMiddleware implements NestMiddleware {
  constructor(@Inject(HTTP_METRICS) private readonly metrics: HttpMetrics) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path;
      const labels = {
        method: req.method,
        route: route ? `${req.baseUrl}${route}` : 'unmatched',
        status: String(res.statusCode),
      };
      this.metrics.requests.inc(labels);
      this.metrics.duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  }
}
