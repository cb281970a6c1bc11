import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { seedAgentGraph } from './harness/agent-graph-seed';
import { graphUnderWrites } from './harness/graph-under-writes';
import { TEAM_GRAPH } from '../src/agents/dag/agent-edges.queries';
import { dataSourceOptions } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/migrate';
import { rowsOf } from '../src/database/sql-statement';

/**
 * `npm run bench:agents-graph`: the whole-team graph listing (GET /v1/agents/graph) at 2,000
 * agents and 10,000 edges, next to a second team of the same size so the team scoping counts.
 * Uses a throwaway database on the server of DATABASE_URL (default: local Postgres).
 * `-- --writers`: the graph read over HTTP from the built service while the team changes
 * (harness/graph-under-writes.ts).
 */
const AGENTS = Number(process.env.BENCH_AGENTS ?? 2000);
const EDGES = Number(process.env.BENCH_EDGES ?? 10000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function main(): Promise<void> {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const database = `bench_agents_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: withDatabase(base, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  const url = withDatabase(base, database);
  const dataSource = new DataSource(dataSourceOptions(url));
  try {
    await runMigrations(url);
    await dataSource.initialize();
    const team = randomUUID();
    await seedTeam(dataSource, team);
    await seedTeam(dataSource, randomUUID());
    await dataSource.query('ANALYZE');

    for (let warm = 0; warm < 3; warm += 1) await rowsOf(dataSource, TEAM_GRAPH, [team]);
    const timings: number[] = [];
    let nodes = 0;
    let edges = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const rows = await rowsOf(dataSource, TEAM_GRAPH, [team]);
      const body = JSON.stringify(rows);
      timings.push(performance.now() - started);
      nodes = rows.length;
      edges = rows.reduce((sum, row) => sum + row.childIds.length, 0);
      if (body.length === 0) throw new Error('empty graph');
    }
    const plan: { 'QUERY PLAN': { 'Execution Time': number }[] }[] = await dataSource.query(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${TEAM_GRAPH.text}`,
      [team],
    );
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
    process.stdout.write(
      [
        `graph listing: ${nodes} nodes, ${edges} edges (another team of the same size in the table)`,
        `runs: ${RUNS}; query + row mapping + JSON serialisation, ms:`,
        `  p50 ${at(0.5).toFixed(1)}  p95 ${at(0.95).toFixed(1)}  max ${timings[timings.length - 1].toFixed(1)}`,
        `  postgres execution time (EXPLAIN ANALYZE): ${plan[0]['QUERY PLAN'][0]['Execution Time'].toFixed(1)} ms`,
        `  heap used: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`,
      ].join('\n') + '\n',
    );
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
}

function seedTeam(dataSource: DataSource, teamId: string): Promise<void> {
  return seedAgentGraph(
    (text, parameters) => dataSource.query(text, parameters),
    { teamId, installedBy: randomUUID() },
    AGENTS,
    EDGES,
  );
}

function withDatabase(base: URL, database: string): string {
  const url = new URL(base.toString());
  url.pathname = `/${database}`;
  return url.toString();
}

(process.argv.includes('--writers') ? graphUnderWrites() : main()).catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
