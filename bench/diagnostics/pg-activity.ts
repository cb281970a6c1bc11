import { Client } from 'pg';
import { ALL_SCOPES, createFixtures } from '../harness/fixtures';
import { generateLoad, SERVER_CPU } from '../harness/run-load';
import { startBenchServer } from '../support/bench-server';

/**
 * Samples pg_stat_activity of the bench database while one GET route is under load, and prints
 * which statements (and wait events) the service's connections spend their time in:
 *
 *   npm run build && npx ts-node --transpile-only bench/diagnostics/pg-activity.ts /v1/agents?limit=20
 */
async function main(): Promise<void> {
  const path = process.argv[2] ?? '/v1/agents?limit=20';
  const server = await startBenchServer({
    split: false,
    cpus: SERVER_CPU,
    scopes: ALL_SCOPES,
    env: {
      LOG_LEVEL: 'info',
      RATE_LIMIT_OVERRIDES: 'api=100000000,media=100000000',
      NOTIFICATION_ALLOWED_HOSTS: 'app.example.test',
    },
  });
  try {
    const fixtures = await createFixtures(server);
    const resolved = path.replace('{id}', fixtures.agentId).replace('{media}', fixtures.mediaToken);
    const monitor = new Client({ connectionString: server.databaseUrl });
    await monitor.connect();
    const database = new URL(server.databaseUrl).pathname.slice(1);
    const load = generateLoad({
      url: `${server.baseUrl}${resolved}`,
      method: 'GET',
      headers: path.startsWith('/v1') ? server.auth : {},
      connections: 50,
      durationSeconds: 6,
    });
    const counts = new Map<string, number>();
    let samples = 0;
    let done = false;
    void load.finally(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    while (!done) {
      const { rows } = await monitor.query<{ state: string; wait: string; query: string }>(
        `SELECT state, coalesce(wait_event_type || ':' || wait_event, '') AS wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query
           FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [database],
      );
      samples += 1;
      for (const row of rows) {
        const key = `${row.state} ${row.wait} | ${row.state === 'idle' ? '' : row.query}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const result = await load;
    process.stdout.write(
      `${path}: ${Math.round(result.requestsPerSecond)} req/s, ${samples} samples\n`,
    );
    for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      process.stdout.write(`${(count / samples).toFixed(2).padStart(6)} conns  ${key}\n`);
    }
    await monitor.end();
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
