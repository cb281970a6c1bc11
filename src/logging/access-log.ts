import type { ServerResponse } from 'node:http';
import type { Level, Logger } from 'pino';
import type { RequestLogNote } from '../common/errors/domain-error';
import { type LoggedRequest, requestLogFields } from './request-log-context';

type Answer = ServerResponse & {
  locals?: { logNote?: RequestLogNote; dependencyUnavailable?: boolean };
};

/**
 * Writes the one access line of a request as its answer closes: `req` (id, method, redacted
 * URL, from the request's log slot value), `res.statusCode`, `responseTime` in milliseconds.
 *
 * 503 is the retryable degrade (a dependency away, readiness down), and so is the receiver's 500
 * while Postgres is away (the exception filter marks it): warnings, so an outage does not write an
 * error line per request. Other 5xx are errors, 4xx warnings. A refusal's audit note
 * (DomainError.logNote, set by the exception filter) rides on its request's line, so an audited
 * refusal is one line, not two; an `unlogged` refusal (past the failed-authentication budget)
 * writes none.
 */
export function writeAccessLine(
  logger: Logger,
  request: LoggedRequest,
  response: Answer,
  startedAt: number,
): void {
  const note = response.locals?.logNote;
  if (note?.kind === 'unlogged') return;
  const level = levelOf(response);
  if (!logger.isLevelEnabled(level)) return;
  const line = {
    req: requestLogFields(request),
    res: { statusCode: response.statusCode },
    responseTime: Math.round(performance.now() - startedAt),
    ...(note?.kind === 'audit' ? note.fields : undefined),
  };
  const message =
    note?.kind === 'audit'
      ? note.message
      : !response.req.readableAborted && response.writableEnded
        ? 'request completed'
        : 'request aborted';
  logger[level](line, message);
}

function levelOf(response: Answer): Level {
  const status = response.statusCode;
  if (status >= 500 && status !== 503 && !response.locals?.dependencyUnavailable) return 'error';
  return status >= 400 ? 'warn' : 'info';
}
