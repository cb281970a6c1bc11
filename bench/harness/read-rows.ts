import type { BenchFixtures } from './fixtures';
import type { LoadJob } from './load-generator';
import type { BenchServer } from '../support/bench-server';

/** The request rows of `npm run bench` (run.ts) and `npm run bench:ab` (ab.ts): one route each. */

/** The service's environment for them: its normal logging, budgets high enough that no row measures 429s. */
export const ROWS_ENV = {
  LOG_LEVEL: 'info',
  RATE_LIMIT_OVERRIDES: 'api=100000000,media=100000000,unsubscribe=100000000,webhook=100000000',
  AUTH_FAILURE_LIMIT: '1000000000',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  NOTIFICATION_ALLOWED_HOSTS: 'app.example.test',
};

export interface Row {
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

export const get =
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

export const ROWS: Row[] = [
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
