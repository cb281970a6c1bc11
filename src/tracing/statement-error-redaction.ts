import { SpanStatusCode } from '@opentelemetry/api';
import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * The pg instrumentation puts Postgres's message in a failed statement's span status, and that
 * message can quote an input value (`invalid input syntax for type uuid: "<the value>"`). Its
 * exception event already names the error's type and SQLSTATE, so the status keeps only its
 * code, as a log line keeps no Postgres message (logging/logged-error.ts).
 */
export class StatementErrorRedaction implements SpanProcessor {
  constructor(private readonly statementScope: string) {}

  onEnding(span: Span): void {
    if (
      span.status.code === SpanStatusCode.ERROR &&
      span.status.message !== undefined &&
      span.instrumentationScope.name === this.statementScope
    )
      span.setStatus({ code: SpanStatusCode.ERROR });
  }

  onStart(): void {}

  onEnd(): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
