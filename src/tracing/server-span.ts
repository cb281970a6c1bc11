import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { announcesBody } from '../common/http/announces-body';
import { incomingSpanAttributes, isUntracedRequest } from './span-redaction';
import { tracingOn, unsampledRequestContext } from './tracing-state';

/** The methods semconv names; any other is `_OTHER`, with the method sent kept beside it. */
const KNOWN_METHODS = new Set([
  'CONNECT',
  'DELETE',
  'GET',
  'HEAD',
  'OPTIONS',
  'PATCH',
  'POST',
  'PUT',
  'TRACE',
]);

/** A request's span and the context the rest of the request runs in. */
export interface ServerSpan {
  readonly context: Context;
  /** Names the span after the route that answered (when one did) and ends it. */
  end(response: ServerResponse, route: string | undefined): void;
}

/**
 * The span of one request (kind SERVER, semconv HTTP server attributes), continuing the caller's
 * `traceparent`. It is made here rather than by the http instrumentation, whose incoming side is
 * off (tracing-sdk.ts): that side patched every request's and response's emitters and cost more
 * than every other span of a request together (docs/decisions.md, "A request's span is made at
 * the request edge"). A request the sampler leaves out gets no span: it runs in a context that
 * only carries its trace (unsampledRequestContext), which costs it nothing further. Undefined when
 * tracing is off or the path is one that is never traced.
 */
export function startServerSpan(request: IncomingMessage): ServerSpan | undefined {
  if (!tracingOn() || isUntracedRequest(request)) return undefined;
  const sent = request.method ?? 'GET';
  const method = KNOWN_METHODS.has(sent) ? sent : '_OTHER';
  const name = method === '_OTHER' ? 'HTTP' : method;
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  const span = trace
    .getTracer('platform-http')
    .startSpan(
      name,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
      parent,
    );
  const sampled = span.isRecording();
  const active = sampled
    ? trace.setSpan(parent, span)
    : unsampledRequestContext(parent, span.spanContext());
  // A body arrives in events the socket emits outside this context: its listeners (body
  // parsers, uploads) are bound to it, so what they call next runs in the request's trace.
  if (announcesBody(request.headers)) context.bind(active, request);
  if (!sampled) return { context: active, end: () => undefined };
  if (method === '_OTHER') span.setAttribute('http.request.method_original', sent);
  span.setAttribute('url.scheme', 'http');
  span.setAttribute('network.protocol.version', request.httpVersion);
  span.setAttributes(incomingSpanAttributes(request));
  return {
    context: active,
    end: (response, route) => endServerSpan(span, name, response, route),
  };
}

function endServerSpan(
  span: Span,
  name: string,
  response: ServerResponse,
  route: string | undefined,
): void {
  if (route !== undefined) {
    span.updateName(`${name} ${route}`);
    span.setAttribute('http.route', route);
  }
  if (response.headersSent) span.setAttribute('http.response.status_code', response.statusCode);
  // Server spans mark 5xx alone as errors (semconv): a 4xx is the caller's.
  if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
