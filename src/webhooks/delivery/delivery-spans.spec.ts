import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Job } from 'bullmq';
import type { EntityManager } from 'typeorm';
import type { CommittedEvents } from '../../events/committed-events';
import type { OutboxRepository } from '../../events/outbox.repository';
import { OutboxService } from '../../events/outbox.service';
import { inJobSpan } from '../../queue/job-span';
import { activeCarrier, type TraceCarrier } from '../../tracing/trace-carrier';
import { noteTracingStarted } from '../../tracing/tracing-state';
import { inAttemptSpan } from './attempts/attempt-span';
import { brokerMessageHeaders } from './destinations/delivery-headers';
import { inSpan } from '../../tracing/tracing-state';
import type { AttemptJobData } from './queue/delivery-jobs';
import { RelaySpans } from './relay/relay-spans';
import type { DueDelivery } from './store/due-deliveries.queries';

const AGENT = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';
const inTransaction = { queryRunner: { isTransactionActive: true, data: {} } } as EntityManager;

/** An outbox whose writer keeps the trace context the real one would store with the row. */
function outbox(stored: Array<TraceCarrier | undefined>) {
  const repository = {
    record: () => {
      stored.push(activeCarrier());
      return Promise.resolve(`evt_${stored.length}`);
    },
  } as unknown as OutboxRepository;
  return new OutboxService({ note: () => undefined } as unknown as CommittedEvents, repository);
}

const job: AttemptJobData = { deliveryId: 'dlv', subscriptionId: 'sub', attempt: 1 };
const due = (traceContext: TraceCarrier | undefined) =>
  ({ eventId: 'evt_1', type: 'agent.created', traceContext: traceContext ?? null }) as DueDelivery;

it('with tracing off, an event keeps no trace context and no span is made', async () => {
  const stored: Array<TraceCarrier | undefined> = [];
  await outbox(stored).record(inTransaction, 'team', 'agent.archived', { agentId: AGENT });
  expect(stored).toEqual([undefined]);
  expect(RelaySpans.start({ relayed: 1, deliveries: [], traced: [] }, 0, false)).toBeUndefined();
  await inAttemptSpan(job, due(undefined), 'http', async (span) => expect(span).toBeUndefined());
});

describe('the spans of a delivery (docs/operations.md, "Tracing")', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const finished = (name: string) => exporter.getFinishedSpans().filter((s) => s.name === name);

  beforeAll(() => {
    provider.register();
    noteTracingStarted({ shutdown: () => provider.shutdown() });
  });
  beforeEach(() => exporter.reset());
  afterAll(() => provider.shutdown());

  /** What a request writes: the event's row keeps the context of its `outbox.record` span. */
  async function writtenEvent(): Promise<TraceCarrier> {
    const stored: Array<TraceCarrier | undefined> = [];
    const request = trace.getTracer('test').startSpan('POST /v1/agents/create');
    await context.with(trace.setSpan(ROOT_CONTEXT, request), () =>
      outbox(stored).record(inTransaction, 'team', 'agent.archived', { agentId: AGENT }),
    );
    request.end();
    const [record] = finished('outbox.record');
    expect(record.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(stored[0]?.traceparent).toBe(
      `00-${record.spanContext().traceId}-${record.spanContext().spanId}-01`,
    );
    return stored[0]!;
  }

  it('relays an event in its writer trace and the batch in one of its own, linked to it', () => {
    const writer = { traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` };
    const spans = RelaySpans.start(
      {
        relayed: 2,
        deliveries: [
          { id: 'd1', subscriptionId: 's1', status: 'pending', eventId: 'evt_1' },
          { id: 'd2', subscriptionId: 's2', status: 'held', eventId: 'evt_1' },
        ],
        traced: [{ id: 'evt_1', type: 'agent.created', traceContext: writer }],
      },
      Date.now(),
      false,
    );
    const carrier = spans?.carrierOf('evt_1');
    expect(spans?.carrierOf('evt_2')).toBeUndefined();
    spans?.end();
    const [batch] = finished('outbox.relay');
    const [event] = finished('outbox.relay.event');
    expect(batch.parentSpanContext).toBeUndefined();
    expect(batch.links.map((link) => link.context.spanId)).toEqual(['b'.repeat(16)]);
    expect(batch.attributes).toMatchObject({
      'outbox.relay.events': 2,
      'outbox.relay.deliveries': 2,
    });
    expect(event.spanContext().traceId).toBe('a'.repeat(32));
    expect(event.parentSpanContext?.spanId).toBe('b'.repeat(16));
    expect(event.attributes).toMatchObject({ 'event.id': 'evt_1', 'webhook.deliveries': 2 });
    expect(carrier?.traceparent).toBe(`00-${'a'.repeat(32)}-${event.spanContext().spanId}-01`);
  });

  it("makes a first attempt the child of its job, itself the child of the relay's span", async () => {
    const written = await writtenEvent();
    const relayed = {
      traceparent: written.traceparent.replace(/-[0-9a-f]{16}-/, '-1234567812345678-'),
    };
    await inJobSpan(
      'webhook-deliveries',
      { id: 'j', name: 'attempt', data: { traceContext: relayed } } as Job,
      () => inAttemptSpan(job, due(written), 'http', async () => undefined),
    );
    const [jobSpan] = finished('process webhook-deliveries');
    const [attempt] = finished('webhook.attempt');
    expect(jobSpan.parentSpanContext?.spanId).toBe('1234567812345678');
    expect(attempt.parentSpanContext?.spanId).toBe(jobSpan.spanContext().spanId);
    expect(attempt.spanContext().traceId).toBe(jobSpan.spanContext().traceId);
    expect(attempt.links).toEqual([]);
  });

  it("puts an attempt queued from elsewhere (a retry request, the sweep) in its event's trace, linked to the job", async () => {
    const written = await writtenEvent();
    await inJobSpan('webhook-retries', { id: 'j', name: 'attempt', data: {} } as Job, () =>
      inAttemptSpan({ ...job, attempt: 2 }, due(written), 'http', async () => undefined),
    );
    const [jobSpan] = finished('process webhook-retries');
    const [attempt] = finished('webhook.attempt');
    expect(jobSpan.parentSpanContext).toBeUndefined();
    expect(attempt.spanContext().traceId).toBe(written.traceparent.split('-')[1]);
    expect(attempt.parentSpanContext?.spanId).toBe(written.traceparent.split('-')[2]);
    expect(attempt.links.map((link) => link.context.spanId)).toEqual([
      jobSpan.spanContext().spanId,
    ]);
  });

  it('leaves an event written without tracing to its job span', async () => {
    await inJobSpan('webhook-deliveries', { id: 'j', name: 'attempt', data: {} } as Job, () =>
      inAttemptSpan(job, due(undefined), 'http', async () => undefined),
    );
    const [jobSpan] = finished('process webhook-deliveries');
    const [attempt] = finished('webhook.attempt');
    expect(attempt.parentSpanContext?.spanId).toBe(jobSpan.spanContext().spanId);
  });

  it("gives a broker message the traceparent of its publish span, the attempt's child", async () => {
    const written = await writtenEvent();
    const message = {
      deliveryId: 'dlv',
      correlationId: 'cor',
      eventType: 'agent.created',
      body: '{}',
      signing: { secret: 'whsec_x', previousSecret: undefined, standardWebhooks: false },
    };
    const headers = await inAttemptSpan(job, due(written), 'amqp', () =>
      inSpan('webhook.publish', {}, () => Promise.resolve(brokerMessageHeaders(message))),
    );
    const [attempt] = finished('webhook.attempt');
    const [publish] = finished('webhook.publish');
    expect(attempt.attributes['webhook.destination.type']).toBe('amqp');
    expect(publish.parentSpanContext?.spanId).toBe(attempt.spanContext().spanId);
    expect(headers).toMatchObject({
      traceparent: `00-${publish.spanContext().traceId}-${publish.spanContext().spanId}-01`,
      'Idempotency-Key': 'dlv',
      'X-Correlation-Id': 'cor',
    });
  });
});
