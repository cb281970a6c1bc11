/**
 * Database deadlines of the apps a test boots in its own jest worker (test-app.ts,
 * medium-context.ts), beneath whatever the test itself sets. Three jest workers, the fault tests'
 * own Postgres servers and Chromium share this machine's two cores, and under that load a pooled
 * connection or a statement can wait past the production deadlines (1 s to connect, 1.5 s a
 * statement), which a request then answers with the 503 of an outage. Those tests are about
 * behaviour, not deadlines; the tests of the deadlines set their own (test/outages), and a built
 * service the suite starts in a process of its own keeps the shipped defaults.
 */
export const SUITE_DEADLINES: Readonly<Record<string, string>> = {
  DB_CONNECT_TIMEOUT_MS: '10000',
  DB_STATEMENT_TIMEOUT_MS: '15000',
};
