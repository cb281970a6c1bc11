import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isDatabaseUnavailable } from '../../database/database-unavailable';
import { DatabaseUnavailableError, DomainError } from './domain-error';
import { methodNotAllowed } from '../http/allowed-methods';
import { PreparedAnswer } from '../http/prepared-answer';
import { errorBodyFor, ErrorBody } from './error-body';

/**
 * The one place that writes error bodies: every refusal leaves as the flat envelope
 * `{error, message, details?}`; a lost database is the spec's retryable 503 with `Retry-After`;
 * anything else unexpected becomes a logged 500 without internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  private nextUnavailableLog = 0;

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    if (exception instanceof PreparedAnswer) {
      response.status(exception.status).set(exception.headers).end(exception.body);
      return;
    }
    if (isDatabaseUnavailable(exception)) {
      // An outage, not a bug: a warning at most every 10 s, not an ERROR line per request (the
      // request log shows it as a warning too, see LoggingModule).
      response.locals.dependencyUnavailable = true;
      this.warnUnavailable(exception);
      if (!keepsInternalError(request.path)) {
        // The spec's retryable degrade.
        const unavailable = errorBodyFor(new DatabaseUnavailableError());
        writeError(response, unavailable.status, unavailable.body, unavailable.headers);
        return;
      }
    }
    // Nest's answer to a request no route takes; a path that takes other methods is a 405.
    const refusal =
      exception instanceof NotFoundException ? (methodNotAllowed(request) ?? exception) : exception;
    const { status, body, headers } = errorBodyFor(refusal);
    if (exception instanceof DomainError && exception.logNote)
      response.locals.logNote = exception.logNote;

    // 503 is a deliberate answer (readiness down, a sidecar away), not a failure of this code.
    if (status >= 500 && status !== 503 && !response.locals.dependencyUnavailable) {
      this.logger.error(
        {
          requestId: request.id,
          err: exception instanceof Error ? exception : new Error(String(exception)),
          status,
        },
        'request failed with a server error',
      );
    }
    writeError(response, status, body, headers);
  }

  private warnUnavailable(exception: unknown): void {
    if (Date.now() < this.nextUnavailableLog) return;
    this.nextUnavailableLog = Date.now() + 10_000;
    this.logger.warn({ err: exception }, 'the database is unavailable');
  }
}

/**
 * Routes whose only server error in the spec is the 500: the inbound receiver (senders are told
 * it is safe to retry) and the JWKS (public-api.md, "Public endpoints").
 */
function keepsInternalError(path: string): boolean {
  return path.startsWith('/webhooks/') || path === '/.well-known/jwks.json';
}

export function writeError(
  response: Response,
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.status(status).json(body);
}
