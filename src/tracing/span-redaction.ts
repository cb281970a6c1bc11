import type { Attributes } from '@opentelemetry/api';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { redactUrl } from '../common/http/redact-url';

/**
 * What a request's span (server-span.ts) and the http and ioredis instrumentations may write
 * (docs/operations.md, "Tracing"): never a credential. Tokens travel in some paths and queries of
 * ours (redact-url.ts); a receiver's URL is the subscriber's own and may carry one anywhere (a
 * secret path, a query key, user and password), so an outgoing span keeps only its origin. Redis
 * arguments are keys and values of caches, budgets and jobs: only the command is kept.
 */

/** Probes and scrapes would be most of the spans and tell nothing. */
const UNTRACED_PATHS = new Set(['/health/live', '/health/ready', '/metrics']);

export function isUntracedRequest(request: IncomingMessage): boolean {
  const url = request.url ?? '';
  const queryStart = url.indexOf('?');
  return UNTRACED_PATHS.has(queryStart === -1 ? url : url.slice(0, queryStart));
}

/** A request span's `url.path` and `url.query`, redacted as the access log redacts them. */
export function incomingSpanAttributes(request: IncomingMessage): Attributes {
  const redacted = redactUrl(request.url);
  const queryStart = redacted.indexOf('?');
  if (queryStart === -1) return { 'url.path': redacted };
  return {
    'url.path': redacted.slice(0, queryStart),
    'url.query': redacted.slice(queryStart + 1),
  };
}

/** Replaces the instrumentation's `url.full` by the origin alone. */
export function outgoingSpanAttributes(options: RequestOptions): Attributes {
  const protocol = options.protocol ?? 'http:';
  const host = options.hostname ?? options.host?.replace(/:\d+$/, '') ?? 'localhost';
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const port = options.port ? `:${String(options.port)}` : '';
  return { 'url.full': `${protocol}//${bracketed}${port}/[REDACTED]` };
}

export function redisStatement(command: string, args: unknown[]): string {
  return args.length === 0 ? command : `${command} [${args.length} arguments]`;
}
