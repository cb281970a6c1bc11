import { createTraceState, isSpanContextValid, type SpanContext } from '@opentelemetry/api';
import { traceOf, tracingOn } from './tracing-state';

/**
 * A span's W3C trace context as the outbox row and the job data keep it (`traceparent` and,
 * when present, `tracestate`): how a delivery attempt in another process, or much later,
 * continues the trace of the request that committed its event (platform.md, Tracing). Baggage
 * is never kept.
 */
export interface TraceCarrier {
  traceparent: string;
  tracestate?: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

export function carrierOf(context: SpanContext): TraceCarrier | undefined {
  if (!isSpanContextValid(context)) return undefined;
  const flags = (context.traceFlags & 0xff).toString(16).padStart(2, '0');
  const carrier: TraceCarrier = {
    traceparent: `00-${context.traceId}-${context.spanId}-${flags}`,
  };
  const state = context.traceState?.serialize();
  if (state) carrier.tracestate = state;
  return carrier;
}

/**
 * The carrier of the trace the active context belongs to (an unsampled request's too: its
 * `traceparent` says so); undefined with tracing off (nothing is looked at then).
 */
export function activeCarrier(): TraceCarrier | undefined {
  if (!tracingOn()) return undefined;
  const current = traceOf();
  return current && carrierOf(current);
}

/** A carrier as a statement parameter of a jsonb column: null when there is none. */
export function traceContextJson(carrier: TraceCarrier | undefined): string | null {
  return carrier ? JSON.stringify(carrier) : null;
}

/** The span context a carrier names, or undefined for anything that is not one. */
export function spanContextOf(carrier: unknown): SpanContext | undefined {
  if (!carrier || typeof carrier !== 'object') return undefined;
  const { traceparent, tracestate } = carrier as Partial<Record<keyof TraceCarrier, unknown>>;
  if (typeof traceparent !== 'string') return undefined;
  const match = TRACEPARENT.exec(traceparent);
  if (!match || match[1] === 'ff') return undefined;
  const context: SpanContext = {
    traceId: match[2],
    spanId: match[3],
    traceFlags: parseInt(match[4], 16),
    isRemote: true,
  };
  if (typeof tracestate === 'string' && tracestate !== '')
    context.traceState = createTraceState(tracestate);
  return isSpanContextValid(context) ? context : undefined;
}
