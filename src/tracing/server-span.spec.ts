import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { startServerSpan } from './server-span';
import { noteTracingStarted } from './tracing-state';

function request(method: string, url: string, headers: Record<string, string> = {}) {
  const message = new IncomingMessage(new Socket());
  message.method = method;
  message.url = url;
  message.httpVersion = '1.1';
  message.headers = headers;
  return message;
}

function answered(to: IncomingMessage, status: number): ServerResponse {
  const response = new ServerResponse(to);
  response.writeHead(status);
  return response;
}

it('with tracing off, no span is made', () => {
  expect(startServerSpan(request('GET', '/v1/agents'))).toBeUndefined();
});

describe('the span of a request (docs/operations.md, "Tracing")', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const only = () => exporter.getFinishedSpans()[0];

  beforeAll(() => {
    provider.register();
    noteTracingStarted({ shutdown: () => provider.shutdown() });
  });
  beforeEach(() => exporter.reset());
  afterAll(() => provider.shutdown());

  it('continues the caller’s traceparent and is named after the route that answered', () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const incoming = request('GET', '/v1/agents?limit=5', {
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
    });
    const span = startServerSpan(incoming)!;
    expect(trace.getSpan(span.context)?.spanContext().traceId).toBe(traceId);
    span.end(answered(incoming, 200), '/v1/agents');

    expect(only()).toMatchObject({
      name: 'GET /v1/agents',
      kind: SpanKind.SERVER,
      parentSpanContext: { spanId: '00f067aa0ba902b7' },
      status: { code: SpanStatusCode.UNSET },
      attributes: {
        'http.request.method': 'GET',
        'http.route': '/v1/agents',
        'http.response.status_code': 200,
        'url.scheme': 'http',
        'url.path': '/v1/agents',
        'url.query': 'limit=5',
        'network.protocol.version': '1.1',
      },
    });
  });

  it('keeps the method name alone without a route, and marks a 5xx (not a 4xx) as an error', () => {
    const missing = request('GET', '/nowhere');
    startServerSpan(missing)!.end(answered(missing, 404), undefined);
    expect(only()).toMatchObject({ name: 'GET', status: { code: SpanStatusCode.UNSET } });

    exporter.reset();
    const failing = request('POST', '/v1/agents/create');
    startServerSpan(failing)!.end(answered(failing, 503), '/v1/agents/create');
    expect(only().status.code).toBe(SpanStatusCode.ERROR);
  });

  it('names a method semconv does not know `_OTHER`', () => {
    const purge = request('PURGE', '/v1/agents');
    startServerSpan(purge)!.end(answered(purge, 405), undefined);
    expect(only()).toMatchObject({
      name: 'HTTP',
      attributes: { 'http.request.method': '_OTHER', 'http.request.method_original': 'PURGE' },
    });
  });

  it('makes none for probes and scrapes', () => {
    expect(startServerSpan(request('GET', '/health/live'))).toBeUndefined();
    expect(startServerSpan(request('GET', '/metrics'))).toBeUndefined();
  });

  it('runs the listeners of a body in the request’s trace, wherever the socket emits it', () => {
    const upload = request('POST', '/v1/files', { 'content-length': '2' });
    const span = startServerSpan(upload)!;
    let seen: string | undefined;
    upload.on('data', () => (seen = trace.getActiveSpan()?.spanContext().spanId));
    context.with(ROOT_CONTEXT, () => upload.emit('data', Buffer.from('hi')));
    expect(seen).toBe(trace.getSpan(span.context)?.spanContext().spanId);
  });
});
