import { isSpanContextValid } from '@opentelemetry/api';
import { traceOf } from './tracing-state';

/**
 * The pino mixin while tracing is on (logging.module.ts): every line written inside a span (or
 * an unsampled request) names it, so a collector's trace and the log lines of its requests and
 * attempts find each other.
 */
export function logTraceFields(): { traceId?: string; spanId?: string } {
  const context = traceOf();
  return context && isSpanContextValid(context)
    ? { traceId: context.traceId, spanId: context.spanId }
    : {};
}
