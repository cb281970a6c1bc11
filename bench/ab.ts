import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_SCOPES, createFixtures, type BenchFixtures } from './harness/fixtures';
import type { LoadResult } from './harness/load-generator';
import { ROWS, ROWS_ENV } from './harness/read-rows';
import { generateLoad, LOAD_CPU, SERVER_CPU } from './harness/run-load';
import { experimentEnv, flag, startBenchServer, type BenchServer } from './support/bench-server';
import { startOtlpSink, tracingEnv } from './support/otlp-sink';
import { cpuTicks, waitForQuiet } from './support/process-stats';

/**
 * `npm run bench:ab -- --baseline <checkout>`: this build against another build (a worktree of an
 * earlier commit, built with `npm run build`) on the same rows, in short slices that alternate
 * between the two on the same core, the order reversed every round. A neighbour's load that comes
 * and goes falls on both sides of a round alike, so the ratio of a round's two figures holds where
 * two separate `npm run bench` runs differ by a quarter.
 *
 *   npm run bench:ab -- --baseline /path/to/checkout [--only agents-models,agent] [--rounds 5]
 *                       [--slice 4] [--connections 50] [--tracing]
 *   npm run bench:ab -- --tracing-cost [--sampler-ratio 0.1] [--only …] [--rounds …] …
 *   BENCH_EXPERIMENT_ENV='{"OTEL_BSP_SCHEDULE_DELAY":"100"}' npm run bench:ab -- --tracing-cost …
 *
 * `--tracing-cost` sets this build with tracing off against this build tracing (every request
 * sampled, or parentbased_traceidratio at `--sampler-ratio`): what tracing costs, measured the
 * same way. Reports, a row each: the service's CPU time per request of each side (median and range
 * over the rounds), the median and range of the rounds' ratios, and each side's median req/s and
 * p99.
 */
interface Side {
  name: string;
  server: BenchServer;
  fixtures: BenchFixtures;
}

interface Slice {
  cpuMicros: number;
  result: LoadResult;
}

const DEFAULT_ROWS = 'agents-models,agent,agents-list,media-meta';

async function main(): Promise<void> {
  const argument = (name: string) =>
    process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : '';
  const tracingCost = process.argv.includes('--tracing-cost');
  const baseline = tracingCost ? undefined : resolve(argument('baseline'));
  if (baseline !== undefined && !existsSync(`${baseline}/dist/src/main.js`)) {
    throw new Error(`--baseline ${baseline}: no build there (npm run build in that checkout)`);
  }
  const keys = (argument('only') || DEFAULT_ROWS).split(',');
  const rows = keys.map((key) => {
    const row = ROWS.find((candidate) => candidate.key === key);
    if (!row) throw new Error(`unknown row ${key}`);
    return row;
  });
  const rounds = flag('rounds', 5);
  const sliceSeconds = flag('slice', 4);
  const connections = flag('connections', 50);
  const samplerRatio = argument('sampler-ratio');
  const sink =
    tracingCost || process.argv.includes('--tracing') ? await startOtlpSink(LOAD_CPU) : undefined;
  const tracing = sink ? tracingEnv(sink.endpoint, samplerRatio) : {};
  const sampled = samplerRatio ? `a ratio of ${samplerRatio} sampled` : 'every request sampled';
  const [baselineName, candidateName] = tracingCost
    ? ['tracing off', `tracing on (${sampled})`]
    : ['baseline', 'this build'];
  const start = async (
    name: string,
    root: string | undefined,
    env: Record<string, string>,
  ): Promise<Side> => {
    // API processes alone: the idle build's worker loops would run on the measured core.
    const server = await startBenchServer({
      split: false,
      apiOnly: true,
      cpus: SERVER_CPU,
      scopes: ALL_SCOPES,
      env,
      root,
      databasePrefix: 'bench_ab',
    });
    return { name, server, fixtures: await createFixtures(server) };
  };
  const sides = [
    await start(baselineName, baseline, tracingCost ? ROWS_ENV : { ...ROWS_ENV, ...tracing }),
    // BENCH_EXPERIMENT_ENV: this build's side alone (the traced one with --tracing-cost).
    await start(candidateName, undefined, { ...ROWS_ENV, ...tracing, ...experimentEnv() }),
  ];
  const slices = new Map<string, Slice[][]>();
  try {
    const measure = async (side: Side, row: (typeof rows)[number], seconds: number) => {
      const job = await row.job(side.server.baseUrl, side.fixtures, side.server);
      await waitForQuiet(side.server.pid);
      const before = cpuTicks([side.server.pid]);
      const result = await generateLoad({ ...job, connections, durationSeconds: seconds });
      const ticks = cpuTicks([side.server.pid]) - before;
      return { cpuMicros: (ticks * 10_000) / Math.max(result.total, 1), result };
    };
    for (const row of rows) {
      for (const side of sides) await measure(side, row, 2); // the JIT warms up unmeasured
      slices.set(
        row.key,
        sides.map(() => []),
      );
    }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const row of rows) {
        for (const index of order) {
          slices.get(row.key)![index].push(await measure(sides[index], row, sliceSeconds));
        }
      }
      process.stderr.write(`round ${round + 1} of ${rounds} done\n`);
    }
  } finally {
    await Promise.all(sides.map((side) => side.server.close()));
    sink?.child.kill('SIGTERM');
  }

  const compared = tracingCost
    ? ` --tracing-cost: this build, tracing off against on (${sampled})`
    : `${sink ? ` --tracing (${sampled})` : ''}: baseline ${baseline}`;
  const lines = [
    `npm run bench:ab${compared}; ${rounds} rounds of ${sliceSeconds} s slices, ${connections} connections; service CPU µs/request, median (range)`,
    '',
    `| row | ${baselineName} | ${candidateName} | ${tracingCost ? 'on / off' : 'this / baseline'}, per round | req/s | p99 ms |`,
    '|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const [before, after] = slices.get(row.key)!;
    const ratios = after.map((slice, i) => slice.cpuMicros / before[i].cpuMicros);
    const cpu = (of: Slice[]) =>
      spread(
        of.map((slice) => slice.cpuMicros),
        0,
      );
    const median = (of: Slice[], pick: (result: LoadResult) => number) =>
      Math.round(middle(of.map((slice) => pick(slice.result))));
    lines.push(
      `| ${row.label} | ${cpu(before)} | ${cpu(after)} | ${spread(ratios, 3)} | ${median(before, (r) => r.requestsPerSecond)} → ${median(after, (r) => r.requestsPerSecond)} | ${median(before, (r) => r.p99)} → ${median(after, (r) => r.p99)} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

function spread(values: number[], digits: number): string {
  const text = (value: number) => value.toFixed(digits);
  return `${text(middle(values))} (${text(Math.min(...values))}–${text(Math.max(...values))})`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
