import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { MetricsController } from './metrics.controller';
import { MetricsMiddleware } from './metrics.middleware';
import {
  AUTH_FAILURE_METRICS,
  createAuthFailureMetrics,
  createHttpMetrics,
  createMetricsRegistry,
  createRetentionMetrics,
  HTTP_METRICS,
  METRICS_REGISTRY,
  RETENTION_METRICS,
} from './metrics-registry';

/**
 * Prometheus metrics (prom-client): process defaults, HTTP requests by route template, the
 * failed-authentication counters the auth module increments, webhook retention's counter, and
 * the registry itself for features that keep their own (webhook deliveries).
 */
@Module({
  controllers: [MetricsController],
  providers: [
    { provide: METRICS_REGISTRY, useFactory: createMetricsRegistry },
    { provide: HTTP_METRICS, inject: [METRICS_REGISTRY], useFactory: createHttpMetrics },
    {
      provide: AUTH_FAILURE_METRICS,
      inject: [METRICS_REGISTRY],
      useFactory: createAuthFailureMetrics,
    },
    { provide: RETENTION_METRICS, inject: [METRICS_REGISTRY], useFactory: createRetentionMetrics },
  ],
  exports: [AUTH_FAILURE_METRICS, RETENTION_METRICS, METRICS_REGISTRY],
})
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(MetricsMiddleware).forRoutes('{*path}');
  }
}
