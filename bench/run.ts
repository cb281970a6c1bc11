import { readdirSync, readFileSync } from 'node:fs';
import { ALL_SCOPES, createFixtures } from './harness/fixtures';
import type { LoadJob, LoadResult } from './harness/load-generator';
import { get, ROWS, ROWS_ENV } from './harness/read-rows';
import { generateLoad, LOAD_CPU, SERVER_CPU } from './harness/run-load';
import { BENCH_AGENT_IDS, measureOutbound } from './harness/outbound';
import { experimentEnv, flag, hasTaskset, startBenchServer } from './support/bench-server';
import { startBare } from './support/bare-server';
import { startOtlpSink, tracingEnv } from './support/otlp-sink';
import { cpuTicks, peakRssMb, waitForQuiet } from './support/process-stats';

/**
 * `npm run bench`: one table of the service's hot paths, each as a share of a bare NestJS app
 * measured in the same run, just before and just after the row (the mean of the two), so that a
 * neighbour's load that comes or goes during the run moves a row and its reference alike. Both
 * servers run compiled, in their own processes, on one core (SERVER_CPU); the load generator runs
 * in another process on another core (LOAD_CPU).
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

  // --tracing: every request sampled, spans exported to a sink beside the load generator.
  const sink = process.argv.includes('--tracing') ? await startOtlpSink(LOAD_CPU) : undefined;
  const tracing = sink ? tracingEnv(sink.endpoint) : {};
  const bare = await startBare(SERVER_CPU);
  const server = await startBenchServer({
    split: false,
    cpus: SERVER_CPU,
    scopes: ALL_SCOPES,
    env: {
      ...ROWS_ENV,
      ...tracing,
      ...experimentEnv(),
    },
  });
  const lines: string[] = [];
  try {
    const fixtures = await createFixtures(server);
    const load = (job: Omit<LoadJob, 'connections' | 'durationSeconds'>) =>
      generateLoad({ ...job, connections, durationSeconds });
    const measureBare = () => load(get('/bare')(bare.baseUrl));
    await measureBare(); // warm-up
    const bareRuns = [await measureBare()];
    const reference = bareRuns[0];
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
      const before = bareRuns[bareRuns.length - 1];
      const after = await measureBare();
      bareRuns.push(after);
      lines.push(
        format(
          row.label,
          result,
          (before.requestsPerSecond + after.requestsPerSecond) / 2,
          loopMax.toFixed(0),
          peakRssMb(server.pid),
          cpu,
        ),
      );
      process.stderr.write(`${lines[lines.length - 1]}\n`);
    }
    lines.unshift(header(), bareLine(bareRuns, peakRssMb(bare.child.pid!)));
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

/** The bare app's line: its median run, and the range of its runs when it ran beside rows. */
function bareLine(runs: LoadResult[], rssMb: number): string {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const range =
    runs.length === 1
      ? ''
      : `; ${runs.length} runs, ${Math.round(sorted[0].requestsPerSecond)}–${Math.round(sorted[sorted.length - 1].requestsPerSecond)} req/s`;
  return format(`bare NestJS 11 (GET /bare${range})`, median, median.requestsPerSecond, '', rssMb);
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
