import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { logTraceFields } from '../tracing/log-trace-fields';
import { tracingOn } from '../tracing/tracing-state';
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
 * (path segments and query values) redacted, and fields named like secrets are removed.
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
