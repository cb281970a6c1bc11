import { trace } from '@opentelemetry/api';

/**
 * The pino mixin while tracing is on (logging.module.ts): every line written inside a span names
 * it, so a collector's trace and the log lines of its requests and attempts find each other.
 */
export function logTraceFields(): { traceId?: string; spanId?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  return context && trace.isSpanContextValid(context)
    ? { traceId: context.traceId, spanId: context.spanId }
    : {};
}
