import type { IncomingMessage } from 'node:http';
import { ContextSlot } from '../common/async/context-slot';
import { redactUrl } from '../common/http/redact-url';

/** An incoming request as the request edge (request-edge.ts) has numbered it. */
export type NumberedRequest = IncomingMessage & { id: string; originalUrl?: string };

/**
 * What a log line names of the request it is written for: its id, method and URL as they came,
 * copied out of the request so that the slot holds no part of it. Whatever outlives a request
 * while holding its slot (a timer, a client's socket) holds these three strings, not the request
 * and all its answer reaches; V8 promoted exactly that, a request's whole graph, scavenge after
 * scavenge (bench/README.md, "Full collections").
 */
export interface LoggedRequest {
  id: string;
  method: string | undefined;
  /** Unredacted: redacted only when a line is written. */
  url: string;
}

/**
 * The request a line is written for. The request edge runs the rest of each request inside it,
 * so a line that a service writes while handling the request names it, as its access line does;
 * the names are made only when such a line is written.
 */
export const requestLogContext = new ContextSlot<LoggedRequest>('loggedRequest');

export function loggedRequestOf(request: NumberedRequest): LoggedRequest {
  return { id: request.id, method: request.method, url: request.originalUrl ?? request.url ?? '' };
}

/** `req` of a log line: the id, the method and the URL with its credentials redacted. */
export function requestLogFields(request: LoggedRequest): {
  id: string;
  method: string | undefined;
  url: string;
} {
  return { id: request.id, method: request.method, url: redactUrl(request.url) };
}
