import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { MetricsController } from './metrics.controller';
import { MetricsMiddleware } from './metrics.middleware';
import {
  createHttpMetrics,
  createMetricsRegistry,
  HTTP_METRICS,
  METRICS_REGISTRY,
} from './metrics-registry';

/** Prometheus metrics (prom-client): process defaults plus HTTP requests by route template. */
@Module({
  controllers: [MetricsController],
  providers: [
    { provide: METRICS_REGISTRY, useFactory: createMetricsRegistry },
    { provide: HTTP_METRICS, inject: [METRICS_REGISTRY], useFactory: createHttpMetrics },
  ],
})
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(MetricsMiddleware).forRoutes('{*path}');
  }
}
