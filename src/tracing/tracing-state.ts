import {
  type Context,
  context,
  type Span,
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
  if (!started) return work(undefined);
  return tracer().startActiveSpan(name, options, parent ?? context.active(), async (span) => {
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
  if (!started) return undefined;
  return tracer().startSpan(name, options, parent ?? context.active());
}

export function errorName(error: unknown): string {
  return error instanceof Error ? error.constructor.name : typeof error;
}
