import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter as OtlpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import {
  defaultResource,
  detectResources,
  envDetector,
  hostDetector,
  type Resource,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { SlotContextManager } from './slot-context-manager';
import { StatementErrorRedaction } from './statement-error-redaction';
import { outgoingSpanAttributes, redisStatement } from './span-redaction';
import type { TracingConfig } from './tracing-config';

/**
 * Starts the OpenTelemetry SDK (required by bootstrap.ts only when tracing is on, so a process
 * without tracing never loads it). Spans leave through a batch processor, which reads
 * OTEL_BSP_SCHEDULE_DELAY; the provider reads OTEL_TRACES_SAMPLER and its argument. Only the
 * W3C trace context is propagated: baggage could carry anything a caller sends. The
 * instrumentations record no bodies, no headers and no query values that are credentials
 * (span-redaction.ts, docs/operations.md "Tracing"). Returns the flush-and-stop of the SDK.
 */
export function startTracingSdk(config: TracingConfig): { shutdown: () => Promise<void> } {
  const resource = processResource(config.defaultServiceName);
  const pg = new PgInstrumentation({
    enhancedDatabaseReporting: false,
    requireParentSpan: true,
    ignoreConnectSpans: true,
  });
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [
      new StatementErrorRedaction(pg.instrumentationName),
      ...config.exporters.map((kind) => new BatchSpanProcessor(exporterOf(kind, config))),
    ],
  });
  provider.register({
    contextManager: new SlotContextManager(),
    propagator: new W3CTraceContextPropagator(),
  });

  const instrumentations = [
    new HttpInstrumentation({
      // A request's own span is made at the request edge (server-span.ts).
      disableIncomingRequestInstrumentation: true,
      startOutgoingSpanHook: outgoingSpanAttributes,
      // A client call outside any trace (a library's own polling) is noise.
      requireParentforOutgoingSpans: true,
    }),
    // The statement text has no values (every statement takes parameters); their values are not
    // recorded (enhancedDatabaseReporting off), nor Postgres's message of a failed one. Loops
    // that poll Postgres outside a span are not traced.
    pg,
    new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: redisStatement }),
  ];
  for (const instrumentation of instrumentations) instrumentation.setTracerProvider(provider);
  return { shutdown: () => provider.shutdown() };
}

/**
 * What every span names its process with: the process's own service name, under what the standard
 * variables (OTEL_SERVICE_NAME, then `service.name` in OTEL_RESOURCE_ATTRIBUTES) say.
 */
export function processResource(defaultServiceName: string): Resource {
  return defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: defaultServiceName }))
    .merge(detectResources({ detectors: [envDetector, hostDetector] }));
}

function exporterOf(kind: TracingConfig['exporters'][number], config: TracingConfig): SpanExporter {
  if (kind === 'console') return new ConsoleSpanExporter();
  return config.protocol === 'http/json'
    ? new OtlpJsonExporter({ url: config.endpoint })
    : new OtlpProtobufExporter({ url: config.endpoint });
}
