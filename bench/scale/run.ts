import { execFileSync } from 'node:child_process';
import { Client } from 'pg';
import { ALL_SCOPES } from '../harness/fixtures';
import { startBare } from '../support/bare-server';
import { flag, startBenchServer } from '../support/bench-server';
import { failures, growthTable, sizesTable, type Results } from './report';
import { measure, routeContext, ROUTES } from './routes';
import { planFor, ScaleSeeder, tableSizes, type SizePlan } from './seed';
import { createTeam } from './team';
import { runSoak } from './soak';

/**
 * `npm run bench:scale`: how every collection route's first page, deep page, filtered page and
 * by-id read grow with the team's data (docs/events.md for the events' positions). The built
 * service runs alone (RUN_MODE=api, no worker) in its own process, this process is the one
 * client; data is seeded set-based, as production leaves it. At each size the rows arrive in a
 * burst after the last analysis (autovacuum off on the bench's own database), the routes are
 * measured with those stale statistics, then after VACUUM ANALYZE with fresh ones.
 *
 *   npm run bench:scale -- [--sizes 1000,100000,1000000] [--big] [--samples 25]
 *                          [--agent-cap 100000] [--soak SECONDS]
 */
const BIG_ROWS = 10_000_000;
/** Free disk a 10,000,000-row step needs (about 15 GB of tables and indexes, doubled). */
const BIG_FREE_GB = 30;

const log = (line: string) => process.stderr.write(`${line}\n`);

function sizesFlag(): number[] {
  const index = process.argv.indexOf('--sizes');
  const sizes = (index === -1 ? '1000,100000,1000000' : process.argv[index + 1])
    .split(',')
    .map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 100))
    throw new Error('--sizes takes row counts of at least 100, e.g. --sizes 1000,20000');
  if (process.argv.includes('--big')) {
    const freeGb = Number(
      execFileSync('df', ['-BG', '--output=avail', '/']).toString().split('\n')[1].replace('G', ''),
    );
    if (freeGb >= BIG_FREE_GB) sizes.push(BIG_ROWS);
    else log(`--big skipped: ${freeGb} GB free, ${BIG_FREE_GB} GB wanted`);
  }
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/** p50 of sequential requests to the bare NestJS app: the floor every route is read against. */
async function measureBare(samples: number): Promise<string> {
  const bare = await startBare();
  try {
    // Its code warmed as the service's is by the routes before it.
    const hello = await measure(bare.baseUrl, '/bare', {}, samples, 500);
    const page = await measure(bare.baseUrl, '/bare/page', {}, samples, 500);
    return `bare NestJS app, same run: GET /bare p50 ${hello.p50.toFixed(2)} ms, GET /bare/page (10 KB) p50 ${page.p50.toFixed(2)} ms`;
  } finally {
    bare.child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const soakSeconds = flag('soak', 0);
  if (soakSeconds > 0) return runSoak(soakSeconds, log);
  const sizes = sizesFlag();
  const samples = flag('samples', 25);
  const agentCap = flag('agent-cap', 100_000);
  const started = Date.now();
  const bareLine = await measureBare(samples);
  log(bareLine);
  const server = await startBenchServer({
    split: false,
    apiOnly: true,
    scopes: ALL_SCOPES,
    databasePrefix: `platform_bench_scale_${process.pid}`,
    env: {
      RATE_LIMIT_OVERRIDES: 'api=100000000,media=100000000,unsubscribe=100000000,webhook=100000000',
      // The graph is built on every request: no five-second cache, no rebuild interval.
      AGENT_GRAPH_CACHE_SECONDS: '0',
      AGENT_GRAPH_REBUILD_INTERVAL_MS: '0',
    },
  });
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  const results: Results = new Map(ROUTES.map((route) => [route.key, new Map()]));
  const sizeTables = new Map<number, Map<string, number>>();
  const seedSeconds = new Map<number, number>();
  try {
    const team = await createTeam(server, db);
    const seeder = new ScaleSeeder(db, team, sizes[sizes.length - 1]);
    await seeder.holdAutovacuum();
    await seeder.analyze();
    let previous: SizePlan = { rows: 0, agents: 0, versions: 1 };
    for (const size of sizes) {
      const plan = planFor(size, agentCap);
      log(`seeding ${size.toLocaleString('en')} rows per team (${plan.agents} agents)`);
      const seedStarted = Date.now();
      await seeder.grow(previous, plan, log);
      seedSeconds.set(size, (Date.now() - seedStarted) / 1000);
      previous = plan;
      const context = await routeContext(db, team, plan);
      for (const statistics of ['stale', 'fresh'] as const) {
        if (statistics === 'fresh') {
          const analyzeStarted = Date.now();
          await seeder.analyze();
          log(`  VACUUM ANALYZE: ${((Date.now() - analyzeStarted) / 1000).toFixed(1)} s`);
        }
        for (const route of ROUTES) {
          const timing = await measure(server.baseUrl, route.path(context), server.auth, samples);
          const bySize = results.get(route.key)!;
          bySize.set(size, {
            stale: timing,
            fresh: timing,
            ...bySize.get(size),
            [statistics]: timing,
          });
          log(
            `  ${statistics} ${route.key}: p50 ${timing.p50.toFixed(1)} ms, p99 ${timing.p99.toFixed(1)} ms, first ${timing.first.toFixed(1)} ms${timing.failures.length ? ` FAILED ${timing.failures[0]}` : ''}`,
          );
        }
      }
      sizeTables.set(size, await tableSizes(db));
    }
  } finally {
    await db.end();
    await server.close();
  }
  const failed = failures(results);
  process.stdout.write(
    [
      `npm run bench:scale -- --sizes ${sizes.join(',')}: p50 (p99) ms of ${samples} sequential requests, one client; ` +
        `agents and visual pages capped at ${agentCap.toLocaleString('en')}; ` +
        `run took ${((Date.now() - started) / 60_000).toFixed(1)} min`,
      bareLine,
      `seeding: ${sizes.map((size) => `${size.toLocaleString('en')} rows ${seedSeconds.get(size)?.toFixed(0)} s`).join(', ')}`,
      '',
      growthTable(results, sizes),
      '',
      sizesTable(sizeTables),
      '',
      ...(failed.length ? ['Failed requests:', ...failed, ''] : []),
    ].join('\n'),
  );
  if (failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
