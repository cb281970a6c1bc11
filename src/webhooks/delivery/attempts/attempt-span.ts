import { context, type Link, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { spanContextOf } from '../../../tracing/trace-carrier';
import { inSpan } from '../../../tracing/tracing-state';
import type { AttemptJobData } from '../queue/delivery-jobs';
import type { DueDelivery } from '../store/due-deliveries.queries';
import type { DestinationType } from '../destinations/destination';

/**
 * Runs one attempt in the span `webhook.attempt` (docs/operations.md, "Tracing"). Its trace is
 * the trace of the request that committed the event (platform.md, Tracing: the delivery's
 * `traceparent` names it), read from the event's row: a first attempt's job span is in it
 * already and is its parent; a job queued from elsewhere (a retry request, a replay, the
 * lost-job sweep) is only linked. The outbound request is the span's child, whose context the
 * http instrumentation sends as `traceparent`.
 */
export function inAttemptSpan<T>(
  job: AttemptJobData,
  due: DueDelivery,
  destination: DestinationType,
  run: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  const writer = spanContextOf(due.traceContext);
  const active = trace.getActiveSpan()?.spanContext();
  const elsewhere = writer !== undefined && active?.traceId !== writer.traceId;
  const links: Link[] = elsewhere && active ? [{ context: active }] : [];
  return inSpan(
    'webhook.attempt',
    {
      kind: SpanKind.INTERNAL,
      links,
      attributes: {
        'webhook.delivery.id': job.deliveryId,
        'webhook.subscription.id': job.subscriptionId,
        'webhook.attempt': job.attempt,
        'webhook.destination.type': destination,
        'event.id': due.eventId,
        'event.type': due.type,
      },
    },
    run,
    elsewhere ? trace.setSpanContext(context.active(), writer) : undefined,
  );
}

export type AttemptSpanOutcome = 'succeeded' | 'failed' | 'held' | 'postponed';

/** What became of the attempt; the receiver's status code, never its body or the URL. */
export function noteAttemptOutcome(
  span: Span | undefined,
  outcome: AttemptSpanOutcome,
  status?: number | null,
): void {
  if (!span) return;
  span.setAttribute('webhook.attempt.outcome', outcome);
  if (typeof status === 'number') span.setAttribute('http.response.status_code', status);
  if (outcome === 'failed')
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'attempt failed' });
}
