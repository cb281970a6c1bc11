import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller';
import {
  AUTH_FAILURE_METRICS,
  createAuthFailureMetrics,
  createHttpMetrics,
  createMetricsRegistry,
  createRetentionMetrics,
  createDeliveryMetrics,
  DELIVERY_METRICS,
  HTTP_METRICS,
  METRICS_REGISTRY,
  RETENTION_METRICS,
} from './metrics-registry';

/**
 * Prometheus metrics (prom-client): process defaults, HTTP requests by route template, and the
 * series other modules increment (failed authentications, webhook retention and deliveries).
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
    { provide: DELIVERY_METRICS, inject: [METRICS_REGISTRY], useFactory: createDeliveryMetrics },
  ],
  exports: [HTTP_METRICS, AUTH_FAILURE_METRICS, RETENTION_METRICS, DELIVERY_METRICS],
})
export class MetricsModule {}
