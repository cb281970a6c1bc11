import {
  type Context,
  context,
  createContextKey,
  type Span,
  type SpanContext,
  type SpanOptions,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

let started = false;
let stop: (() => Promise<void>) | undefined;

/** bootstrap.ts, once the SDK runs in this process. */
export function noteTracingStarted(sdk: { shutdown: () => Promise<void> }): void {
  started = true;
  stop = sdk.shutdown;
}

/**
 * Whether this process traces. Off (OTEL_TRACES_EXPORTER unset), code of ours makes no span
 * object and looks nothing up: the cost is this call.
 */
export function tracingOn(): boolean {
  return started;
}

/** Sends what the batch still holds and stops the SDK (TracingShutdown, at the app's close). */
export async function stopTracing(): Promise<void> {
  const shutdown = stop;
  stop = undefined;
  await shutdown?.();
}

const tracer = () => trace.getTracer('platform');

const UNSAMPLED = createContextKey('platform.unsampled-request');

/**
 * The context of a request the sampler left out (server-span.ts): its trace is kept beside the
 * context's span rather than as one, so no span is current in it. The instrumentations, which
 * make spans only under a current one, then skip its Postgres and Redis calls, and spans of ours
 * are not made in it (a root would be sampled anew, a trace begun halfway); what the request
 * writes still carries its trace, unsampled, so the work it causes elsewhere is not traced either.
 */
export function unsampledRequestContext(parent: Context, request: SpanContext): Context {
  return parent.setValue(UNSAMPLED, request);
}

/** The trace that work in `at` belongs to: its current span's, or its unsampled request's. */
export function traceOf(at: Context = context.active()): SpanContext | undefined {
  return trace.getSpanContext(at) ?? (at.getValue(UNSAMPLED) as SpanContext | undefined);
}

/** Whether `at` is an unsampled request's, with no span made since. */
function unsampled(at: Context): boolean {
  return at.getValue(UNSAMPLED) !== undefined && trace.getSpan(at) === undefined;
}

/**
 * Runs `work` in a new active span named `name` when tracing is on (under `parent`, by default
 * the active context), and plainly otherwise (`span` undefined). A failure sets the span's status
 * to the error's class name alone: messages may quote values.
 */
export function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span | undefined) => Promise<T>,
  parent?: Context,
): Promise<T> {
  const at = started ? (parent ?? context.active()) : undefined;
  if (!at || unsampled(at)) return work(undefined);
  return tracer().startActiveSpan(name, options, at, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: errorName(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span started and ended by its caller (a span whose start is known only afterwards). */
export function startSpan(name: string, options: SpanOptions, parent?: Context): Span | undefined {
  const at = started ? (parent ?? context.active()) : undefined;
  return at && !unsampled(at) ? tracer().startSpan(name, options, at) : undefined;
}

export function errorName(error: unknown): string {
  return error instanceof Error ? error.constructor.name : typeof error;
}
