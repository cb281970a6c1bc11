import type { Response } from 'express';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { DatabaseUnavailableError, InternalError } from '../common/errors/domain-error';
import { errorBodyFor } from '../common/errors/error-body';
import { writeError } from '../common/errors/all-exceptions.filter';
import type { KeyedRequest } from './keyed-request';

/**
 * Holds back the answer of a keyed request until it is stored and committed with the request's
 * writes. Every answer leaves through `res.send` (Express's `res.json` and the global filter
 * call it), whole: the bytes stored are the bytes sent. When the commit fails, nothing was
 * written and the client is told so instead (a 503 while the database is away, else a 500).
 */
export function sendOnceCommitted(response: Response, keyed: KeyedRequest): void {
  const send = response.send;
  response.send = function sendAfterCommit(this: Response, body?: unknown) {
    response.send = send;
    const bytes = bytesOf(body);
    keyed
      .finish({
        status: response.statusCode,
        contentType: headerOf(response, 'Content-Type'),
        location: headerOf(response, 'Location'),
        body: bytes,
      })
      .then(
        () => send.call(response, body),
        (error: unknown) => {
          const failure = errorBodyFor(
            isDatabaseUnavailable(error) ? new DatabaseUnavailableError() : new InternalError(),
          );
          response.removeHeader('Location');
          writeError(response, failure.status, failure.body, failure.headers);
        },
      );
    return response;
  };
}

function bytesOf(body: unknown): Buffer {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  return Buffer.from(JSON.stringify(body), 'utf8');
}

function headerOf(response: Response, name: string): string | null {
  const value = response.getHeader(name);
  return value === undefined ? null : String(value);
}
