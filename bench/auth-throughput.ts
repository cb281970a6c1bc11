import autocannon from 'autocannon';
import { ApiTokensService } from '../src/api-tokens/api-tokens.service';
import { IdentityService } from '../src/identity/identity.service';
import { startBenchApp } from './bench-app';

/**
 * Issue 2: requests per second of a bare route (GET /health/live: no auth, no database) against
 * an authenticated, scope-checked route (GET /v1/agents/models: token look-up, scope check, the
 * per-token rate-limit counter in Redis, a response from the in-memory catalog). Target: the
 * authenticated route reaches at least 75% of the bare one.
 *
 * `npm run bench:auth` (BENCH_SECONDS, BENCH_CONNECTIONS to change the load).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const non2xx = result.non2xx + result.errors;
  return { rps: result.requests.average, p99: result.latency.p99, non2xx };
}

async function main(): Promise<void> {
  // The 600/minute budget would turn the load into 429s: raise it, keep the Redis counter on the path.
  const bench = await startBenchApp({ RATE_LIMIT_OVERRIDES: 'api=100000000' });
  try {
    const member = await bench.app.get(IdentityService).bootstrap('Bench', 'bench@example.test');
    const { token } = await bench.app
      .get(ApiTokensService)
      .create(member, { name: 'bench', scopes: [{ entity: 'ai_agents', actions: ['read'] }] });
    const auth = { Authorization: `Bearer ${token}` };

    await measure(`${bench.baseUrl}/health/live`); // warm-up
    await measure(`${bench.baseUrl}/v1/agents/models`, auth);
    const bare = await measure(`${bench.baseUrl}/health/live`);
    const authed = await measure(`${bench.baseUrl}/v1/agents/models`, auth);
    const ratio = authed.rps / bare.rps;

    process.stdout.write(
      [
        `load: ${connections} connections, ${seconds} s per route, Node ${process.version}`,
        `bare route          GET /health/live        ${bare.rps.toFixed(0)} req/s  p99 ${bare.p99} ms  non-2xx ${bare.non2xx}`,
        `authenticated route GET /v1/agents/models   ${authed.rps.toFixed(0)} req/s  p99 ${authed.p99} ms  non-2xx ${authed.non2xx}`,
        `ratio ${(ratio * 100).toFixed(1)}% (target >= 75%) ${ratio >= 0.75 ? 'PASS' : 'FAIL'}`,
        '',
      ].join('\n'),
    );
    if (authed.non2xx > 0 || bare.non2xx > 0) process.exitCode = 1;
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
