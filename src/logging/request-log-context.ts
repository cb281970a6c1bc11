import type { IncomingMessage } from 'node:http';
import { ContextSlot } from '../common/async/context-slot';
import { redactUrl } from '../common/http/redact-url';

/** An incoming request as the request edge (request-edge.ts) has numbered it. */
export type NumberedRequest = IncomingMessage & { id: string; originalUrl?: string };

/**
 * The request a line is written for. The request edge runs the rest of each request inside it,
 * so a line that a service writes while handling the request names it, as its access line does;
 * the names are made only when such a line is written.
 */
export const requestLogContext = new ContextSlot<NumberedRequest>('loggedRequest');

/** `req` of a log line: the id, the method and the URL with its credentials redacted. */
export function requestLogFields(request: NumberedRequest): {
  id: string;
  method: string | undefined;
  url: string;
} {
  return {
    id: request.id,
    method: request.method,
    url: redactUrl(request.originalUrl ?? request.url),
  };
}
