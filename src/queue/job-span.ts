import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Job } from 'bullmq';
import { spanContextOf } from '../tracing/trace-carrier';
import { errorName, startSpan } from '../tracing/tracing-state';

/**
 * Runs a job's handler in the span `process <queue>` (OpenTelemetry's messaging conventions),
 * the child of the span that queued it when the job data carries its `traceContext`, else the
 * root of a trace of its own. A job put off (BullMQ's DelayedError) is not a failure. Called
 * only while tracing is on (jobDispatcher).
 */
export async function inJobSpan<T>(queue: string, job: Job, run: () => Promise<T>): Promise<T> {
  const producer = spanContextOf((job.data as { traceContext?: unknown } | null)?.traceContext);
  const parent = producer ? trace.setSpanContext(ROOT_CONTEXT, producer) : ROOT_CONTEXT;
  const span = startSpan(
    `process ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'bullmq',
        'messaging.operation.type': 'process',
        'messaging.operation.name': 'process',
        'messaging.destination.name': queue,
        'messaging.message.id': job.id ?? '',
        'messaging.bullmq.job.name': job.name,
        'messaging.bullmq.job.attempts_made': job.attemptsMade,
      },
    },
    parent,
  );
  if (!span) return run();
  try {
    return await context.with(trace.setSpan(parent, span), run);
  } catch (error) {
    if (errorName(error) === 'DelayedError')
      span.setAttribute('messaging.bullmq.job.delayed', true);
    else span.setStatus({ code: SpanStatusCode.ERROR, message: errorName(error) });
    throw error;
  } finally {
    span.end();
  }
}
