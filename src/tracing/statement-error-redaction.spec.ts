import { SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { StatementErrorRedaction } from './statement-error-redaction';

describe('the status of a failed statement’s span', () => {
  const pgScope = new PgInstrumentation({ enabled: false }).instrumentationName;
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({
    spanProcessors: [new StatementErrorRedaction(pgScope), new SimpleSpanProcessor(exporter)],
  });
  const QUOTING = 'invalid input syntax for type uuid: "someone@example.com"';

  beforeEach(() => exporter.reset());
  afterAll(() => provider.shutdown());

  const failed = (scope: string) => {
    const span = provider.getTracer(scope).startSpan('pg.query:agent_by_id');
    span.setStatus({ code: SpanStatusCode.ERROR, message: QUOTING });
    span.end();
    return exporter.getFinishedSpans()[0].status;
  };

  it('keeps the error code and drops the message Postgres wrote', () => {
    expect(failed(pgScope)).toEqual({ code: SpanStatusCode.ERROR });
  });

  it('leaves other spans’ statuses as they were set', () => {
    expect(failed('platform-api')).toEqual({ code: SpanStatusCode.ERROR, message: QUOTING });
  });
});
