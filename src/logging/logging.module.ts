import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestLogNote } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { redactUrl } from '../common/http/redact-url';
import { assignRequestId } from '../common/http/request-id';
import { logTraceFields } from '../tracing/log-trace-fields';
import { tracingOn } from '../tracing/tracing-state';

/**
 * Structured JSON logs. Credentials never reach them: headers that carry secrets are removed,
 * and URLs are logged with their tokens (path segments and query values) redacted.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: [
          {
            level: config.logLevel,
            genReqId: assignRequestId,
            // traceId and spanId on every line written inside a span; none without tracing.
            mixin: tracingOn() ? logTraceFields : undefined,
            // 503 is the retryable degrade (a dependency away, readiness down), and so is the
            // receiver's 500 while Postgres is away (the exception filter marks it): warnings, so
            // an outage does not write an error line per request. Other 5xx are errors.
            customLogLevel: (_req, res, error) =>
              logNoteOf(res)?.kind === 'unlogged'
                ? 'silent'
                : error ||
                    (res.statusCode >= 500 &&
                      res.statusCode !== 503 &&
                      !(res as { locals?: { dependencyUnavailable?: boolean } }).locals
                        ?.dependencyUnavailable)
                  ? 'error'
                  : res.statusCode >= 400
                    ? 'warn'
                    : 'info',
            // A refusal's audit note (DomainError.logNote, set by the exception filter) is
            // written on its request's line, so an audited refusal is one line, not two; an
            // `unlogged` refusal (past the failed-authentication budget) writes none.
            customSuccessObject: (_req, res, line: object) => {
              const note = logNoteOf(res);
              return note?.kind === 'audit' ? { ...line, ...note.fields } : line;
            },
            customSuccessMessage: (req, res) => {
              const note = logNoteOf(res);
              if (note?.kind === 'audit') return note.message;
              return !req.readableAborted && res.writableEnded
                ? 'request completed'
                : 'request aborted';
            },
            serializers: {
              req: (req: IncomingMessage & { id?: unknown }) => ({
                id: req.id,
                method: req.method,
                url: redactUrl(req.url),
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            redact: {
              paths: [
                'req.headers',
                'res.headers',
                '*.authorization',
                '*.token',
                '*.secret',
                '*.email',
                '*.password',
              ],
              remove: true,
            },
          },
          config.logDestination
            ? pino.destination({ dest: config.logDestination, sync: true })
            : pino.destination(1),
        ],
      }),
    }),
  ],
})
export class LoggingModule {}

function logNoteOf(res: ServerResponse): RequestLogNote | undefined {
  return (res as { locals?: { logNote?: RequestLogNote } }).locals?.logNote;
}
