import { readdirSync, readFileSync } from 'node:fs';
import { ALL_SCOPES, createFixtures, type BenchFixtures } from './harness/fixtures';
import type { LoadJob, LoadResult } from './harness/load-generator';
import { generateLoad, LOAD_CPU, SERVER_CPU } from './harness/run-load';
import { BENCH_AGENT_IDS, measureOutbound } from './harness/outbound';
import { flag, hasTaskset, startBenchServer, type BenchServer } from './support/bench-server';
import { startBare } from './support/bare-server';
import { startOtlpSink } from './support/otlp-sink';

/**
 * `npm run bench`: one table of the service's hot paths, each as a share of a bare NestJS app
 * measured in the same run. Both servers run compiled, in their own processes, on one core
 * (SERVER_CPU); the load generator runs in another process on another core (LOAD_CPU).
 *
 *   npm run bench -- [--only agents-list,webhooks-inbound] [--duration 8] [--connections 50]
 *                    [--outbound-rate 1000]   (outbound rows: outbound, outbound-protected,
 *                                              outbound-amqp, outbound-nats, outbound-filtered,
 *                                              outbound-one, outbound-ordered)
 *                    [--flaky-rate 500]       (outbound row: outbound-flaky)
 *                    [--tracing]              (the service traces every request, to an OTLP sink)
 */

/**
 * Outbound rows: the plain one, and one with the receiver protections and observability on
 * (deliveries/s within 10 % of the plain row): every subscription has a rate high
 * enough never to bind, so each attempt pays the Redis rate check, and their stats are read
 * every second while the delivery metrics count every attempt. `outbound-flaky`: the
 * receiver fails every other request, so from 5 s on the retries run beside the first attempts;
 * its p50/p99 are commit→first attempt of the events committed once retries were arriving, to be
 * read against the plain row's (first attempts never wait behind retries).
 */
const OUTBOUND_ROWS = [
  { key: 'outbound', label: '', options: {} },
  {
    key: 'outbound-protected',
    label: ', maxDeliveriesPerSecond 1,000 each, stats read every second',
    options: { maxDeliveriesPerSecond: 1000, statsEveryMs: 1000 },
  },
  {
    key: 'outbound-flaky',
    label: ', receiver fails every other request (503 or 500); first attempts while retries run',
    options: { failHalf: true },
  },
  // Broker destinations, measured as the plain row: arrival is the consumer's receipt.
  {
    key: 'outbound-amqp',
    label: ', AMQP destinations (RabbitMQ, confirmed, mandatory, persistent)',
    options: { destination: 'amqp' },
  },
  {
    key: 'outbound-nats',
    label: ', NATS JetStream destinations (publish acked)',
    options: { destination: 'nats' },
  },
  {
    // The unordered twin of `outbound-ordered`: one subscription, its events over 100 agents.
    key: 'outbound-one',
    label: ', one subscription, events over 100 agents',
    options: { subscriptions: 1, agents: 100 },
  },
  {
    // Ordered over 100 keys: at least 80 % of the unordered rows' deliveries/s.
    key: 'outbound-ordered',
    label: ', one subscription, ordering by data.agentId over 100 agents',
    options: { subscriptions: 1, agents: 100, ordering: { key: 'data.agentId' } },
  },
  {
    // Deliveries/s with filters within 10 % of the plain row. Every event passes
    // the filter, so both rows deliver the same count; the relay evaluates it for each pair.
    key: 'outbound-filtered',
    label: ', a filter on each ($in over 10 agents, $exists, $or)',
    options: {
      filter: {
        'data.agentId': { $in: BENCH_AGENT_IDS },
        'data.changes': { $exists: true },
        $or: [{ 'data.bulk': { $exists: false } }, { 'data.snapshotVersionNumber': { $gt: 0 } }],
      },
    },
  },
] as const;

interface Row {
  key: string;
  label: string;
  job(
    base: string,
    fixtures: BenchFixtures,
    server: BenchServer,
  ):
    | Omit<LoadJob, 'connections' | 'durationSeconds'>
    | Promise<Omit<LoadJob, 'connections' | 'durationSeconds'>>;
}

const get =
  (path: string, headers: Record<string, string> = {}) =>
  (base: string) => ({
    url: `${base}${path}`,
    method: 'GET' as const,
    headers,
  });

const notificationPost = (base: string, server: BenchServer) => ({
  url: `${base}/v1/notifications`,
  method: 'POST' as const,
  headers: { ...server.auth, 'Content-Type': 'application/json' },
  body: JSON.stringify({
    userId: server.userId,
    category: 'bench',
    title: 'Your invoice is ready',
    resourceUrl: 'https://app.example.test/invoices/42',
  }),
});

/** The ETag a GET answers now, for rows that send it back in If-None-Match (every answer 304). */
async function currentTag(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const tag = res.headers.get('etag');
  if (res.status !== 200 || !tag) throw new Error(`GET ${url}: ${res.status}, no ETag`);
  return tag;
}

/** The same GET with If-None-Match of its current tag: the 304 path next to the 200 row. */
const conditional =
  (path: string, headers: Record<string, string>) =>
  async (base: string): Promise<Omit<LoadJob, 'connections' | 'durationSeconds'>> =>
    get(path, { ...headers, 'If-None-Match': await currentTag(`${base}${path}`, headers) })(base);

/** The right prefix and length, a wrong checksum. */
const MALFORMED_TOKEN = `svc_live_${'A'.repeat(43)}000000`;

const ROWS: Row[] = [
  {
    // The floor of the authenticated pipeline: guards, pipes, logging, no database.
    key: 'agents-models',
    label: 'GET /v1/agents/models (no database)',
    job: (b, _f, s) => get('/v1/agents/models', s.auth)(b),
  },
  {
    // A flood of garbage credentials: refused before any look-up, only the address's failure
    // budget counted in Redis. Every answer is a 401 (non-2xx by design).
    key: 'auth-malformed',
    label: 'GET /v1/agents/models, malformed token (401)',
    job: (b) => get('/v1/agents/models', { Authorization: `Bearer ${MALFORMED_TOKEN}` })(b),
  },
  {
    key: 'agents-list',
    label: 'GET /v1/agents?limit=20 (60 agents)',
    job: (b, _f, s) => get('/v1/agents?limit=20', s.auth)(b),
  },
  {
    // Counted in the non-2xx column: every answer is a 304 by design.
    key: 'agents-list-conditional',
    label: 'GET /v1/agents?limit=20, If-None-Match of the current tag (304)',
    job: (b, _f, s) => conditional('/v1/agents?limit=20', s.auth)(b),
  },
  {
    key: 'agents-list-100',
    label: 'GET /v1/agents?limit=100',
    job: (b, _f, s) => get('/v1/agents?limit=100', s.auth)(b),
  },
  {
    key: 'agent',
    label: 'GET /v1/agents/{id}',
    job: (b, f, s) => get(`/v1/agents/${f.agentId}`, s.auth)(b),
  },
  {
    key: 'agents-graph',
    // As HTTP clients ask by default: the 1.2 MB page travels as 0.4 MB; read by Node's native
    // HTTP parser, as autocannon's JavaScript one is slower than the service at this size.
    label: 'GET /v1/agents/graph (2,000 agents, gzip; node-http client)',
    job: (b, f) => ({
      ...get('/v1/agents/graph', { ...f.graphAuth, 'Accept-Encoding': 'gzip' })(b),
      engine: 'node-http' as const,
    }),
  },
  {
    // The graph's tag is hashed once a build: a 304 costs the cache look-up, not 0.4 MB.
    key: 'agents-graph-conditional',
    label: 'GET /v1/agents/graph, If-None-Match of the current tag (304; node-http client)',
    job: async (b, f) => ({
      ...(await conditional('/v1/agents/graph', { ...f.graphAuth, 'Accept-Encoding': 'gzip' })(b)),
      engine: 'node-http' as const,
    }),
  },
  {
    // The first page of the team's events, newest first, with every scope's types.
    key: 'events-list',
    label: 'GET /v1/events?limit=100 (100,000 events)',
    job: (b, _f, s) => get('/v1/events?limit=100', s.auth)(b),
  },
  {
    key: 'agent-versions',
    label: 'GET /v1/agents/{id}/versions',
    job: (b, f, s) => get(`/v1/agents/${f.agentId}/versions`, s.auth)(b),
  },
  {
    key: 'media-meta',
    label: 'GET /public/media/{token}/meta',
    job: (b, f) => get(`/public/media/${f.mediaToken}/meta`)(b),
  },
  {
    key: 'media-raw',
    label: 'GET /public/media/{token} (64 KB)',
    job: (b, f) => get(`/public/media/${f.mediaToken}`)(b),
  },
  {
    key: 'unsubscribe',
    label: 'POST /public/unsubscribe (one-click)',
    job: (b, f) => ({
      url: `${b}${f.unsubscribePath}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  },
  {
    // A write: one notification, its row and its event.
    key: 'notifications-create',
    label: 'POST /v1/notifications',
    job: (b, _f, s) => notificationPost(b, s),
  },
  {
    // The same write with an Idempotency-Key of its own each time: its answer stored with it.
    key: 'notifications-create-keyed',
    label: 'POST /v1/notifications, a new Idempotency-Key each',
    job: (b, _f, s) => ({ ...notificationPost(b, s), freshIdempotencyKeys: true }),
  },
  {
    // One key for every request: the first runs, the rest are replays of its stored answer.
    key: 'notifications-create-replayed',
    label: 'POST /v1/notifications, one Idempotency-Key (replays)',
    job: (b, _f, s) => {
      const post = notificationPost(b, s);
      return { ...post, headers: { ...post.headers, 'Idempotency-Key': `bench-${Date.now()}` } };
    },
  },
  {
    key: 'webhooks-inbound',
    label: 'POST /webhooks/{id}/{token} (signed)',
    job: (b, f) => ({ url: b, method: 'POST', headers: {}, webhookSecrets: f.receivers }),
  },
];

async function main(): Promise<void> {
  const only = (
    process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : ''
  )
    .split(',')
    .filter(Boolean);
  const durationSeconds = flag('duration', 8);
  const connections = flag('connections', 50);
  // Offer more than 1,000/s (--outbound-rate 1500) to see the sustained capacity itself.
  const outboundRate = flag('outbound-rate', 1000);
  // Half of its requests fail, each failure a transaction of its own: offered less, so that the
  // row measures whether first attempts queue behind retries, not the service's saturation.
  const flakyRate = flag('flaky-rate', 500);
  const wanted = (key: string) => only.length === 0 || only.includes(key);
  const unknown = only.filter(
    (key) =>
      !['bare-page', ...OUTBOUND_ROWS.map((row) => row.key)].includes(key) &&
      !ROWS.some((row) => row.key === key),
  );
  if (unknown.length)
    throw new Error(
      `unknown rows: ${unknown.join(', ')}; rows: ${['bare-page', ...ROWS.map((r) => r.key), ...OUTBOUND_ROWS.map((r) => r.key)].join(', ')}`,
    );

  // --tracing: every request sampled, spans exported over OTLP/HTTP (protobuf, the default) to a
  // sink beside the load generator, as an operator would run it (docs/operations.md, "Tracing").
  const sink = process.argv.includes('--tracing') ? await startOtlpSink(LOAD_CPU) : undefined;
  const tracing: Record<string, string> = sink
    ? { OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint }
    : {};
  const bare = await startBare(SERVER_CPU);
  const server = await startBenchServer({
    split: false,
    cpus: SERVER_CPU,
    scopes: ALL_SCOPES,
    env: {
      // Its normal logging; budgets high enough that no row measures 429s.
      LOG_LEVEL: 'info',
      RATE_LIMIT_OVERRIDES: 'api=100000000,media=100000000,unsubscribe=100000000,webhook=100000000',
      AUTH_FAILURE_LIMIT: '1000000000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      NOTIFICATION_ALLOWED_HOSTS: 'app.example.test',
      ...tracing,
      ...(JSON.parse(process.env.BENCH_EXPERIMENT_ENV ?? '{}') as Record<string, string>),
    },
  });
  const lines: string[] = [];
  try {
    const fixtures = await createFixtures(server);
    const load = (job: Omit<LoadJob, 'connections' | 'durationSeconds'>) =>
      generateLoad({ ...job, connections, durationSeconds });
    await load(get('/bare')(bare.baseUrl)); // warm-up
    const reference = await load(get('/bare')(bare.baseUrl));
    lines.push(
      header(),
      format(
        'bare NestJS 11 (GET /bare)',
        reference,
        reference.requestsPerSecond,
        '',
        peakRssMb(bare.child.pid!),
      ),
    );
    if (wanted('bare-page')) {
      const page = await load(get('/bare/page')(bare.baseUrl));
      lines.push(
        format(
          'bare NestJS 11, a 10 KB page (GET /bare/page)',
          page,
          reference.requestsPerSecond,
          '',
          peakRssMb(bare.child.pid!),
        ),
      );
    }
    for (const row of ROWS.filter((candidate) => wanted(candidate.key))) {
      // A short unmeasured run first, so that no row pays for the JIT warming up its code path.
      await generateLoad({
        ...(await row.job(server.baseUrl, fixtures, server)),
        connections,
        durationSeconds: 2,
      });
      await waitForQuiet(server.pid);
      await eventLoopMaxMs(server.baseUrl); // resets the service's histogram
      const cpuBefore = { service: cpuTicks([server.pid]), postgres: cpuTicks(postgresPids()) };
      const result = await load(await row.job(server.baseUrl, fixtures, server));
      const cpu = {
        service: cpuTicks([server.pid]) - cpuBefore.service,
        postgres: cpuTicks(postgresPids()) - cpuBefore.postgres,
      };
      const loopMax = await eventLoopMaxMs(server.baseUrl);
      lines.push(
        format(
          row.label,
          result,
          reference.requestsPerSecond,
          loopMax.toFixed(0),
          peakRssMb(server.pid),
          cpu,
        ),
      );
      process.stderr.write(`${lines[lines.length - 1]}\n`);
    }
    for (const row of OUTBOUND_ROWS.filter((candidate) => wanted(candidate.key))) {
      await eventLoopMaxMs(server.baseUrl);
      const flaky = 'failHalf' in row.options;
      const rate = flaky ? flakyRate : outboundRate;
      const plan = { rate, subscriptions: 10, durationSeconds: 15, ...row.options };
      const outbound = await measureOutbound(server, plan);
      const loopMax = await eventLoopMaxMs(server.baseUrl);
      const latency = flaky ? outbound.whileRetryingMs : outbound.commitToFirstAttemptMs;
      const retries = flaky
        ? `, ${outbound.retriesReceived} retries received, ${outbound.whileRetryingMs.count} first attempts measured`
        : '';
      const ordered = 'ordering' in row.options ? `, ${outbound.outOfOrder} out of order` : '';
      const shape = plan.subscriptions === 1 ? '' : `, ${plan.subscriptions} subscriptions`;
      lines.push(
        `| outbound deliveries (${rate.toLocaleString('en')}/s offered${shape}${row.label}) | ${outbound.deliveriesPerSecond} deliveries/s | | commit→first attempt ${latency.p50} | ${latency.p99} | ${outbound.deliveriesExpected - outbound.deliveriesReceived} missing${retries}${ordered} | ${loopMax.toFixed(0)} | ${peakRssMb(server.pid)} | | |`,
      );
      process.stderr.write(`${lines[lines.length - 1]}\n`);
    }
  } finally {
    await server.close();
    bare.child.kill('SIGTERM');
    sink?.child.kill('SIGTERM');
  }
  process.stdout.write(
    [
      `npm run bench${sink ? ' --tracing (every request sampled, OTLP/HTTP protobuf to a sink)' : ''}: ${connections} connections, ${durationSeconds} s a row; servers on CPU ${hasTaskset() ? SERVER_CPU : '(any: no taskset)'}, load generator on CPU ${hasTaskset() ? LOAD_CPU : '(any)'}`,
      '',
      ...lines,
      '',
    ].join('\n'),
  );
}

function header(): string {
  return [
    '| row | req/s | share of bare | p50 ms | p99 ms | non-2xx | event-loop max ms | peak RSS MB | service CPU µs/req | Postgres CPU µs/req |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ].join('\n');
}

function format(
  label: string,
  result: LoadResult,
  bareRps: number,
  loopMax: string,
  rssMb: number,
  cpuTicksUsed?: { service: number; postgres: number },
): string {
  const share = `${((100 * result.requestsPerSecond) / bareRps).toFixed(0)}%`;
  const failures = result.non2xx + result.errors;
  // CPU time per request holds better than req/s on a noisy machine (clock ticks are 10 ms).
  const perRequest = (ticks: number) =>
    result.total > 0 && ticks >= 0 ? String(Math.round((ticks * 10_000) / result.total)) : '';
  const cpu = cpuTicksUsed
    ? `${perRequest(cpuTicksUsed.service)} | ${perRequest(cpuTicksUsed.postgres)}`
    : ' | ';
  return `| ${label} | ${Math.round(result.requestsPerSecond)} | ${share} | ${result.p50} | ${result.p99} | ${failures} | ${loopMax} | ${rssMb} | ${cpu} |`;
}

/** utime + stime of the processes, in clock ticks (1/100 s); processes gone meanwhile count 0. */
function cpuTicks(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited
    }
  }
  return total;
}

/** Every process of the local Postgres server (the bench database's backends among them). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        pids.push(Number(entry));
    } catch {
      // exited
    }
  }
  return pids;
}

/** The service's largest event-loop delay since the last scrape (prom-client resets it on collect). */
async function eventLoopMaxMs(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith('nodejs_eventloop_lag_max_seconds'));
  return line ? Number(line.split(' ')[1]) * 1000 : NaN;
}

/** Waits (at most 10 s) until the process used under 5% of a core over 500 ms: its background work is done. */
async function waitForQuiet(pid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const before = cpuTicks([pid]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cpuTicks([pid]) - before <= 2) return;
  }
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
