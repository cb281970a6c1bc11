import pino, { type DestinationStream, type LogFn, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { logTraceFields } from '../tracing/log-trace-fields';
import { tracingOn } from '../tracing/tracing-state';
import { keptMessageOf, loggedError } from './logged-error';
import { requestLogContext, requestLogFields } from './request-log-context';

/** The two loggers of a process: both write JSON lines to one destination. */
export interface Loggers {
  /** Every line but the access lines: a line written while a request is handled names it. */
  app: Logger;
  /**
   * One line a request (access-log.ts). Its fields are built from the request's id, method,
   * redacted URL and status alone, so it skips the redaction pass that `app` makes on each line.
   */
  access: Logger;
}

/**
 * Credentials never reach a line: headers are never logged, URLs are logged with their tokens
 * (path segments and query values) redacted, fields named like secrets are removed, and an error
 * (`err`) keeps only the fields of logged-error.ts, none of them a value.
 */
export function createLoggers(config: AppConfig): Loggers {
  const destination: DestinationStream = config.logDestination
    ? pino.destination({ dest: config.logDestination, sync: true })
    : pino.destination(1);
  // traceId and spanId on every line written inside a span; none without tracing.
  const traced = tracingOn();
  const app = pino(
    {
      level: config.logLevel,
      mixin: () => {
        const request = requestLogContext.get();
        const fields: Record<string, unknown> = traced ? logTraceFields() : {};
        if (request) fields.req = requestLogFields(request);
        return fields;
      },
      serializers: { err: loggedError },
      hooks: { logMethod: withKeptErrorMessage },
      redact: {
        paths: ['*.headers', '*.authorization', '*.token', '*.secret', '*.email', '*.password'],
        remove: true,
      },
    },
    destination,
  );
  const access = pino(
    { level: config.logLevel, mixin: traced ? logTraceFields : undefined },
    destination,
  );
  return { app, access };
}

/**
 * A call that gives no message of its own (`logger.error(error)`) takes the error's: pino would
 * read it from the raw error, the kept one is read here instead.
 */
function withKeptErrorMessage(this: Logger, args: Parameters<LogFn>, method: LogFn): void {
  const [first] = args as unknown[];
  const line = (first instanceof Error ? { err: first } : first) as {
    err?: unknown;
    msg?: unknown;
  };
  const error =
    args.length === 1 && typeof line === 'object' && line !== null && line.msg === undefined
      ? line.err
      : undefined;
  if (error === undefined) return method.apply(this, args);
  method.call(this, line, keptMessageOf(error));
}
