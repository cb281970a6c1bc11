import {
  type Context,
  type Link,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  trace,
} from '@opentelemetry/api';
import { carrierOf, spanContextOf, type TraceCarrier } from '../../../tracing/trace-carrier';
import { startSpan, tracingOn } from '../../../tracing/tracing-state';
import type { RelayedBatch } from '../store/relay.repository';

/**
 * The spans of one relay batch that claimed something (docs/operations.md, "Tracing"):
 * `outbox.relay`, the batch, a trace of its own linked to every event's writer; and for each
 * event that carries its writer's trace context, `outbox.relay.event` in that trace (a child of
 * `outbox.record`), whose context the event's first attempts carry in their job data. Both start
 * when the batch's statement did and end once its attempts are queued. None while tracing is
 * off, nor for a batch that claimed nothing (a poll every interval).
 */
export class RelaySpans {
  private constructor(
    private readonly batch: Span,
    private readonly events: Map<string, Span>,
  ) {}

  static start(result: RelayedBatch, startTime: number, sweep: boolean): RelaySpans | undefined {
    if (!tracingOn() || result.relayed === 0) return undefined;
    const traced = result.traced.flatMap((event) => {
      const writer = spanContextOf(event.traceContext);
      return writer ? [Object.assign({}, event, { writer })] : [];
    });
    const batch = startSpan(
      'outbox.relay',
      {
        kind: SpanKind.INTERNAL,
        startTime,
        links: traced.map(({ writer }): Link => ({ context: writer })),
        attributes: {
          'outbox.relay.events': result.relayed,
          'outbox.relay.deliveries': result.deliveries.length,
          'outbox.relay.sweep': sweep,
        },
      },
      ROOT_CONTEXT,
    );
    if (!batch) return undefined;
    const deliveriesOf = new Map<string, number>();
    for (const delivery of result.deliveries)
      deliveriesOf.set(delivery.eventId, (deliveriesOf.get(delivery.eventId) ?? 0) + 1);
    const events = new Map<string, Span>();
    for (const event of traced) {
      const span = startSpan(
        'outbox.relay.event',
        {
          kind: SpanKind.PRODUCER,
          startTime,
          links: [{ context: batch.spanContext() }],
          attributes: {
            'event.id': event.id,
            'event.type': event.type,
            'webhook.deliveries': deliveriesOf.get(event.id) ?? 0,
          },
        },
        trace.setSpanContext(ROOT_CONTEXT, event.writer),
      );
      if (span) events.set(event.id, span);
    }
    return new RelaySpans(batch, events);
  }

  /** The context the batch's work runs in: a job of an untraced event is the batch's child. */
  get context(): Context {
    return trace.setSpan(ROOT_CONTEXT, this.batch);
  }

  /** What a first attempt of the event carries: the trace its writer started. */
  carrierOf(eventId: string): TraceCarrier | undefined {
    const span = this.events.get(eventId);
    return span && carrierOf(span.spanContext());
  }

  end(): void {
    for (const span of this.events.values()) span.end();
    this.batch.end();
  }
}
