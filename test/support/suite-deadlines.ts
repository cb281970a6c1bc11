/**
 * Deadlines of the apps a test boots in its own jest worker (test-app.ts, medium-context.ts),
 * beneath whatever the test itself sets. Three jest workers, the fault tests' own Postgres and
 * Redis servers and Chromium share this machine's two cores, and under that load a pooled
 * connection, a statement or a Redis call can wait past the production deadlines (1 s to connect,
 * 1.5 s a statement, 500 ms a Redis command). Past them a request answers the 503 of an outage,
 * and a Redis budget is counted in process instead (redis-fallback.ts), so a test that counts a
 * budget sees more than it allows. Those tests are about behaviour, not deadlines. The tests of
 * the deadlines set their own (test/outages), an app given a Redis of its own (`REDIS_URL` or
 * `REDIS_CLUSTER_NODES`: a Redis the test stops, freezes, cuts or fails over) keeps Redis's
 * shipped deadline, and a built service the suite starts in a process of its own keeps every
 * shipped default.
 */
export function suiteDeadlines(env: Record<string, string>): Record<string, string> {
  return {
    DB_CONNECT_TIMEOUT_MS: '10000',
    DB_STATEMENT_TIMEOUT_MS: '15000',
    ...(env.REDIS_URL === undefined &&
      env.REDIS_CLUSTER_NODES === undefined && { REDIS_COMMAND_TIMEOUT_MS: '10000' }),
  };
}
