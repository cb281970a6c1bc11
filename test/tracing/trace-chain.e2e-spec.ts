import { randomBytes } from 'node:crypto';
import { createAgentCaller } from '../factories/agents.factory';
import { createInboundEndpoint, createSubscription } from '../factories/webhooks.factory';
import { buildService } from '../outages/support/service-process';
import { TestReceiver } from '../webhooks/support/test-receiver';
import {
  createWebhookTestApp,
  eventually,
  WebhookTestApp,
} from '../webhooks/support/webhook-test-app';
import { CollectedSpan, OtlpCollector, traceTree } from './support/otlp-collector';
import { ServiceRun } from './support/service-run';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

/**
 * platform.md, Tracing: the built service, split (RUN_MODE=api and a worker process), exporting
 * to a local OTLP/HTTP collector. One agent creation is one trace from the request to the
 * delivery attempt, across both processes, and the receiver of the delivery joins it; the
 * inbound receiver continues a caller's `traceparent`; without OTEL_TRACES_EXPORTER nothing is
 * exported and deliveries carry no `traceparent`.
 */
describe('tracing: one trace from the request to the delivery', () => {
  let setup: WebhookTestApp;
  let collector: OtlpCollector;
  let receiver: TestReceiver;
  let caller: Awaited<ReturnType<typeof createAgentCaller>>;
  let secret: string;
  let api: ServiceRun;
  let worker: ServiceRun;

  beforeAll(async () => {
    buildService();
    collector = await OtlpCollector.start();
    receiver = await TestReceiver.start();
    setup = await createWebhookTestApp({ RUN_MODE: 'api', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    caller = await createAgentCaller(setup);
    ({ secret } = await createSubscription(setup, caller.teamId, `${receiver.url}/hook`, [
      'agent.created',
    ]));
    const traced = {
      ...setup.env,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    // Each of the two OTLP protocols: the API's default, protobuf, and JSON from the worker.
    api = new ServiceRun('main', { ...traced, RUN_MODE: 'api' });
    worker = new ServiceRun('worker', { ...traced, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    await Promise.all([api.start(), worker.start()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await setup?.close();
    await receiver?.close();
    await collector?.close();
  });

  /** The spans of `traceId` once `names` have all arrived. */
  function traceWith(traceId: string, names: string[]): Promise<CollectedSpan[]> {
    return eventually(
      () => {
        const spans = collector.trace(traceId);
        return names.every((name) => spans.some((span) => span.name === name)) && spans;
      },
      15_000,
      `spans ${names.join(', ')} of trace ${traceId}`,
    );
  }

  /** The one span of `service` named `name` (with these attributes). */
  const one = (
    spans: CollectedSpan[],
    name: string,
    service: string,
    attributes: Record<string, unknown> = {},
  ) => {
    const found = spans.filter(
      (span) =>
        span.name === name &&
        span.service === service &&
        Object.entries(attributes).every(([key, value]) => span.attributes[key] === value),
    );
    expect(found).toHaveLength(1);
    return found[0];
  };

  /** Creates an agent through `baseUrl` and waits for its agent.created delivery to arrive. */
  const createAndAwaitDelivery = async (baseUrl: string, prefix: string) => {
    const name = `${prefix} ${randomBytes(6).toString('hex')}`;
    const response = await fetch(`${baseUrl}/v1/agents/create`, {
      method: 'POST',
      headers: { ...caller.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(response.status).toBe(201);
    const delivered = await eventually(
      () => receiver.requests.find((request) => request.rawBody.toString().includes(name)),
      15_000,
      'the agent.created delivery',
    );
    return { name, delivered };
  };

  it('joins the request, the outbox write, the relay, the job, the attempt and the receiver in one trace', async () => {
    const { delivered } = await createAndAwaitDelivery(api.url, 'Traced');
    const traceparent = String(delivered.headers.traceparent);
    const [, traceId, parentId] = TRACEPARENT.exec(traceparent) ?? [];
    expect(traceId).toBeDefined();

    const spans = await traceWith(traceId, [
      'POST /v1/agents/create',
      'outbox.record',
      'outbox.relay.event',
      'process webhook-deliveries',
      'webhook.attempt',
      'POST',
    ]);
    process.stdout.write(`\ntrace ${traceId}:\n${traceTree(spans)}\n`);
    expect(new Set(collector.contentTypes)).toEqual(
      new Set(['application/x-protobuf', 'application/json']),
    );

    const request = one(spans, 'POST /v1/agents/create', 'platform-api');
    expect(request.kind).toBe(2);
    expect(request.attributes['http.route']).toBe('/v1/agents/create');
    // The agent's creation writes three events; agent.created is the one subscribed to.
    const record = one(spans, 'outbox.record', 'platform-api', { 'event.type': 'agent.created' });
    const eventId = record.attributes['event.id'];
    const relayed = one(spans, 'outbox.relay.event', 'platform-worker', { 'event.id': eventId });
    expect(relayed.parentSpanId).toBe(record.spanId);
    expect(relayed.attributes['webhook.deliveries']).toBe(1);
    const job = one(spans, 'process webhook-deliveries', 'platform-worker');
    expect(job.parentSpanId).toBe(relayed.spanId);
    const attempt = one(spans, 'webhook.attempt', 'platform-worker');
    expect(attempt.parentSpanId).toBe(job.spanId);
    expect(attempt.attributes).toMatchObject({
      'event.id': eventId,
      'webhook.attempt': 1,
      'webhook.attempt.outcome': 'succeeded',
      'http.response.status_code': 200,
    });
    const post = one(spans, 'POST', 'platform-worker');
    expect(post.parentSpanId).toBe(attempt.spanId);
    // The receiver's parent is the outbound request's span; its URL is the origin alone.
    expect(post.spanId).toBe(parentId);
    expect(post.attributes['url.full']).toBe(`${receiver.url}/[REDACTED]`);

    // The batch is a trace of its own, linked to the event's writer.
    const batch = await eventually(() =>
      collector.spans.find(
        (span) =>
          span.name === 'outbox.relay' &&
          span.links.some((link) => link.traceId === traceId && link.spanId === record.spanId),
      ),
    );
    expect(batch.traceId).not.toBe(traceId);

    // The request's log line and the attempt's names the trace.
    const logged = api.lines.find(
      (line) => line.msg === 'request completed' && line.req?.url === '/v1/agents/create',
    );
    expect(logged?.traceId).toBe(traceId);
    expect(logged?.spanId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('continues the traceparent a caller sends to the inbound receiver, its token redacted', async () => {
    const endpoint = await createInboundEndpoint(setup, caller.teamId);
    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const response = await fetch(`${api.url}${endpoint.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', traceparent: `00-${traceId}-${parentId}-01` },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(response.status).toBeLessThan(300);
    const spans = await traceWith(traceId, ['POST /webhooks/:endpointId/:token']);
    const server = one(spans, 'POST /webhooks/:endpointId/:token', 'platform-api');
    expect(server).toMatchObject({ service: 'platform-api', kind: 2, parentSpanId: parentId });
    expect(server.attributes['http.route']).toBe('/webhooks/:endpointId/:token');
    expect(server.attributes['url.path']).toBe(`/webhooks/${endpoint.endpointId}/[REDACTED]`);
    const token = endpoint.path.split('/').pop() ?? '';
    expect(collector.bodies.join('\n')).not.toContain(token);
  });

  it('exports no credential, secret or payload', () => {
    const exported = collector.bodies.join('\n');
    expect(exported.length).toBeGreaterThan(0);
    expect(exported).not.toContain(caller.auth.Authorization.replace('Bearer ', ''));
    expect(exported).not.toContain(secret);
    expect(exported).not.toContain('Traced ');
  });

  it('without OTEL_TRACES_EXPORTER exports nothing and sends no traceparent', async () => {
    await Promise.all([api.stop(), worker.stop()]);
    const exportsBefore = collector.bodies.length;
    // npm start's mode: the API and the worker in one process. The endpoint alone turns nothing on.
    const untraced = new ServiceRun('main', {
      ...setup.env,
      RUN_MODE: 'all',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    });
    await untraced.start();
    try {
      const { delivered } = await createAndAwaitDelivery(untraced.url, 'Untraced');
      expect(delivered.headers.traceparent).toBeUndefined();
      const { id } = JSON.parse(delivered.rawBody.toString()) as { id: string };
      const [row] = await setup.dataSource.query<Array<{ trace_context: unknown }>>(
        'SELECT trace_context FROM outbox_events WHERE id = $1',
        [id],
      );
      expect(row.trace_context).toBeNull();
      expect(untraced.lines.some((line) => line.traceId !== undefined)).toBe(false);
    } finally {
      await untraced.stop();
    }
    expect(collector.bodies.length).toBe(exportsBefore);
  });
});
