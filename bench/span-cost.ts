import { context, SpanKind, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import {
  BatchSpanProcessor,
  NoopSpanProcessor,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { setTimeout as sleep } from 'node:timers/promises';
import { startOtlpSink } from './support/otlp-sink';

/**
 * `npx ts-node --transpile-only bench/span-cost.ts`: the floor under what tracing every request
 * costs, measured where nothing else runs: this process makes the spans of one `GET
 * /v1/agents/models` (the request's, with its six attributes, and the rate limit's Redis call, with
 * the ioredis instrumentation's five) and of one `GET /v1/agents/{id}` (those two and its
 * statement's, with the pg instrumentation's attributes and the statement's 1 KB of text), as
 * fast as it can, through the SDK the service starts (tracing-sdk.ts):
 *
 * - made and ended, each span dropped at its end (a processor that keeps nothing);
 * - made, ended, batched and exported over OTLP/HTTP protobuf to a sink in another process;
 * - the same while the process allocates 24 KB between two requests, as the service does a
 *   request, so the batch's spans are copied by the scavenges that allocation causes.
 *
 * CPU µs a request (user + system time of this process, the exporter's sending included), the
 * median of five runs. bench/README.md, "What tracing costs".
 */
const REQUESTS = 40_000;
const RUNS = 5;
/** The agent read's columns: its statement, as the pg instrumentation records it, is 1 KB. */
const COLUMNS = [
  'id',
  'name',
  'description',
  'avatar_url',
  'avatar_color',
  'avatar_emoji',
  'is_system_agent',
  'source',
  'status',
  'installed_by',
  'listing_id',
  'cloned_from_agent_id',
  'live_version_number',
  'created_at',
  'updated_at',
  'archived_at',
  'config',
  'team_id',
  'author_team_id',
  'listing_team_id',
  'next_version_number',
  'access_settings',
  'tree_access',
  'tool_access_overrides',
  'uninstalled_at',
];
const camel = (column: string) =>
  column.replace(/_(.)/g, (_, letter: string) => letter.toUpperCase());
const STATEMENT = `SELECT ${COLUMNS.map((column) => `a.${column} AS "${camel(column)}"`).join(', ')}, agent_visible_to(a.access_settings, a.installed_by, $3::boolean, $4::uuid) AS "visibleToCaller" FROM agents a
          WHERE a.id = $1 AND a.team_id = $2 AND a.uninstalled_at IS NULL`;

/** Every allocation is kept here for a moment, so that the JIT cannot drop the work. */
const garbage: unknown[] = new Array<unknown>(64);

function makeRequest(
  provider: NodeTracerProvider | undefined,
  statements: number,
  allocate: boolean,
): void {
  if (provider) makeSpans(provider, statements);
  if (allocate) {
    for (let index = 0; index < 48; index += 1) {
      garbage[index] = { index, text: `request ${index}`, list: new Array<number>(48).fill(index) };
    }
  }
}

function makeSpans(provider: NodeTracerProvider, statements: number): void {
  const http = provider.getTracer('platform-http');
  const server = http.startSpan('GET', {
    kind: SpanKind.SERVER,
    attributes: { 'http.request.method': 'GET' },
  });
  server.setAttribute('url.scheme', 'http');
  server.setAttribute('network.protocol.version', '1.1');
  const [path, route] =
    statements === 0
      ? ['/v1/agents/models', '/v1/agents/models']
      : ['/v1/agents/6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f', '/v1/agents/:id'];
  server.setAttribute('url.path', path);
  const active = trace.setSpan(context.active(), server);
  const redis = provider.getTracer('@opentelemetry/instrumentation-ioredis').startSpan(
    'evalsha',
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'redis',
        'db.operation.name': 'PIPELINE evalsha',
        'db.query.text': 'evalsha [9 arguments]',
        'server.address': '127.0.0.1',
        'server.port': 6379,
      },
    },
    active,
  );
  redis.end();
  for (let index = 0; index < statements; index += 1) {
    const query = provider.getTracer('@opentelemetry/instrumentation-pg').startSpan(
      'pg.query:live_agent platform',
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.namespace': 'platform',
          'server.address': '127.0.0.1',
          'server.port': 5432,
        },
      },
      active,
    );
    query.setAttribute('db.query.text', STATEMENT);
    query.setAttribute('db.postgresql.plan', 'live_agent');
    query.end();
  }
  server.updateName(`GET ${route}`);
  server.setAttribute('http.route', route);
  server.setAttribute('http.response.status_code', 200);
  server.end();
}

/** `processor` undefined: no span at all, only the allocation (the baseline of the third column). */
async function microsPerRequest(
  processor: (() => SpanProcessor) | undefined,
  statements: number,
  allocate: boolean,
): Promise<number> {
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const provider = processor && new NodeTracerProvider({ spanProcessors: [processor()] });
    for (let index = 0; index < 5_000; index += 1) makeRequest(provider, statements, allocate);
    await provider?.forceFlush();
    const before = process.cpuUsage();
    for (let index = 0; index < REQUESTS; index += 1) {
      makeRequest(provider, statements, allocate);
      // Lets the exporter's sockets and timers run, as a request's awaits do.
      if (index % 200 === 199) await sleep(0);
    }
    await provider?.forceFlush();
    const used = process.cpuUsage(before);
    runs.push((used.user + used.system) / REQUESTS);
    await provider?.shutdown();
  }
  return runs.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

async function main(): Promise<void> {
  const sink = await startOtlpSink();
  const exporting = () =>
    new BatchSpanProcessor(new OTLPTraceExporter({ url: `${sink.endpoint}/v1/traces` }));
  const rows: string[] = [];
  for (const [name, statements] of [
    ['models (2 spans)', 0],
    ['agent (3 spans)', 1],
  ] as const) {
    const dropped = await microsPerRequest(() => new NoopSpanProcessor(), statements, false);
    const exported = await microsPerRequest(exporting, statements, false);
    const amid = await microsPerRequest(exporting, statements, true);
    const allocationAlone = await microsPerRequest(undefined, statements, true);
    rows.push(
      `| ${name} | ${dropped.toFixed(1)} | ${exported.toFixed(1)} | ${(amid - allocationAlone).toFixed(1)} (${allocationAlone.toFixed(1)} without spans) |`,
    );
  }
  sink.child.kill('SIGTERM');
  process.stdout.write(
    [
      `span-cost: CPU µs a request, median of ${RUNS} runs of ${REQUESTS} requests, one process`,
      '',
      '| request | made and ended, dropped | batched and exported (OTLP protobuf) | exported, amid 24 KB of allocation a request |',
      '|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

void main();
