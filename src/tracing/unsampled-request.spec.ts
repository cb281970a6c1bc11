import { context, trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { logTraceFields } from './log-trace-fields';
import { startServerSpan } from './server-span';
import { activeCarrier } from './trace-carrier';
import { inSpan, noteTracingStarted, startSpan } from './tracing-state';

function request(headers: Record<string, string> = {}) {
  const message = new IncomingMessage(new Socket());
  message.method = 'POST';
  message.url = '/v1/agents/create';
  message.httpVersion = '1.1';
  message.headers = headers;
  return message;
}

/** docs/operations.md, "Tracing": what a request the sampler leaves out costs and carries. */
describe('a request the sampler leaves out', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({
    // The recommended sampling at its extreme: no root is sampled, a caller's decision stands.
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(0) }),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });

  beforeAll(() => {
    provider.register();
    noteTracingStarted({ shutdown: () => provider.shutdown() });
  });
  beforeEach(() => exporter.reset());
  afterAll(() => provider.shutdown());

  it('makes no current span, and no span of ours is made in it', async () => {
    const unsampled = startServerSpan(request())!;
    expect(trace.getSpan(unsampled.context)).toBeUndefined();
    await context.with(unsampled.context, async () => {
      expect(startSpan('outbox.relay', {})).toBeUndefined();
      await inSpan('outbox.record', {}, async (span) => expect(span).toBeUndefined());
    });
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('still carries its trace, unsampled, to what it writes and to its log lines', () => {
    const unsampled = startServerSpan(request())!;
    context.with(unsampled.context, () => {
      const carrier = activeCarrier();
      expect(carrier?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
      const [, traceId, spanId] = carrier!.traceparent.split('-');
      expect(logTraceFields()).toEqual({ traceId, spanId });
    });
  });

  it('is traced when the caller sampled it', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const sampled = startServerSpan(request({ traceparent: `00-${traceId}-00f067aa0ba902b7-01` }))!;
    expect(trace.getSpan(sampled.context)?.isRecording()).toBe(true);
    await context.with(sampled.context, () =>
      inSpan('outbox.record', {}, async (span) => expect(span?.isRecording()).toBe(true)),
    );
    expect(exporter.getFinishedSpans().map((span) => span.spanContext().traceId)).toEqual([
      traceId,
    ]);
  });
});
