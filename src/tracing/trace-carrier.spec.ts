import { createTraceState, TraceFlags } from '@opentelemetry/api';
import { carrierOf, spanContextOf, traceContextJson } from './trace-carrier';

describe('trace carriers (the W3C trace context an outbox row and a job keep)', () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const spanId = '00f067aa0ba902b7';

  it('round-trips a span context with its flags and trace state', () => {
    const carrier = carrierOf({
      traceId,
      spanId,
      traceFlags: TraceFlags.SAMPLED,
      traceState: createTraceState('vendor=abc,other=1'),
    });
    expect(carrier).toEqual({
      traceparent: `00-${traceId}-${spanId}-01`,
      tracestate: 'vendor=abc,other=1',
    });
    const context = spanContextOf(carrier);
    expect(context).toMatchObject({ traceId, spanId, traceFlags: 1, isRemote: true });
    expect(context?.traceState?.serialize()).toBe('vendor=abc,other=1');
  });

  it('keeps an unsampled decision, and writes no tracestate when there is none', () => {
    expect(carrierOf({ traceId, spanId, traceFlags: TraceFlags.NONE })).toEqual({
      traceparent: `00-${traceId}-${spanId}-00`,
    });
  });

  it('reads nothing from what is not a valid traceparent', () => {
    for (const carrier of [
      null,
      undefined,
      'text',
      {},
      { traceparent: 42 },
      { traceparent: `00-${traceId}-${spanId}` },
      { traceparent: `ff-${traceId}-${spanId}-01` },
      { traceparent: `00-${'0'.repeat(32)}-${spanId}-01` },
      { traceparent: `00-${traceId.toUpperCase()}-${spanId}-01` },
    ])
      expect(spanContextOf(carrier)).toBeUndefined();
    expect(carrierOf({ traceId: '0'.repeat(32), spanId, traceFlags: 1 })).toBeUndefined();
  });

  it('is a null parameter when there is none', () => {
    expect(traceContextJson(undefined)).toBeNull();
    expect(traceContextJson({ traceparent: 'x' })).toBe('{"traceparent":"x"}');
  });
});
