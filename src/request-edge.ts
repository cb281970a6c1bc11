import type { INestApplication } from '@nestjs/common';
import { context } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { assignRequestId } from './common/http/request-id';
import { routeTemplateOf } from './common/http/route-template';
import { writeAccessLine } from './logging/access-log';
import { LOGGERS } from './logging/logging.module';
import type { Loggers } from './logging/loggers';
import {
  loggedRequestOf,
  type NumberedRequest,
  requestLogContext,
} from './logging/request-log-context';
import { HttpRequestMetrics } from './metrics/http-request-metrics';
import { HTTP_METRICS, type HttpMetrics } from './metrics/metrics-registry';
import { startServerSpan } from './tracing/server-span';

/**
 * The first step of every request: numbers it (X-Request-Id), starts its span while tracing is
 * on, runs the rest of it inside its log context (and its span's), and when its answer ends
 * writes its access line and its metrics and ends the span.
 */
export function registerRequestEdge(app: INestApplication): void {
  const logger: Logger = app.get<Loggers>(LOGGERS).access;
  const metrics = new HttpRequestMetrics(app.get<HttpMetrics>(HTTP_METRICS));
  app.use((request: Request, response: Response, next: NextFunction) => {
    const startedAt = performance.now();
    const numbered = request as Request & NumberedRequest;
    numbered.id = assignRequestId(request, response);
    const logged = loggedRequestOf(numbered);
    const span = startServerSpan(request);
    // 'finish' as the last byte is handed to the socket (so the line is there when the caller
    // has its answer); 'close' alone for an answer that was cut off.
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = routeTemplateOf(request);
      if (span) {
        // The line names the request's trace (log-trace-fields.ts).
        context.with(span.context, writeAccessLine, undefined, logger, logged, response, startedAt);
        span.end(response, route);
      } else writeAccessLine(logger, logged, response, startedAt);
      // Only answers that were sent whole are counted.
      if (response.writableFinished) {
        metrics.record(request, response, route, (performance.now() - startedAt) / 1000);
      }
    };
    response.once('finish', end);
    response.once('close', end);
    if (span) context.with(span.context, () => requestLogContext.run(logged, next));
    else requestLogContext.run(logged, next);
  });
}
