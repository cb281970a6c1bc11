import type { Client } from 'pg';
import { percentile } from '../support/bench-server';
import type { ScaleTeam, SizePlan } from './seed';

/** What a route's path needs at one size: ids in the middle of the data and deep cursors. */
export interface RouteContext {
  team: ScaleTeam;
  plan: SizePlan;
  /** Agent 1: the one with many children and versions. */
  agentOne: string;
  /** The agent in the middle of the team's agents. */
  agentMid: string;
  eventMid: string;
  /** Cursors positioned at the middle of the events, deliveries and inbound deliveries. */
  eventCursor: string;
  deliveryCursor: string;
  inboundCursor: string;
  pageMid: string;
  /** Agent 1's children (for the last page by offset). */
  children: number;
}

export interface Route {
  key: string;
  path(context: RouteContext): string;
}

/** The cursor encoding of src/common/pagination/cursor-page.ts (version 1). */
const cursor = (position: Record<string, string>) =>
  encodeURIComponent(Buffer.from(JSON.stringify({ v: 1, p: position })).toString('base64url'));
const lastOffset = (total: number, limit: number) => Math.max(0, total - limit);

/** Every collection route's first page, a deep page, a filtered page, and the by-id reads. */
export const ROUTES: Route[] = [
  { key: 'agents ?limit=20', path: () => '/v1/agents?limit=20' },
  { key: 'agents ?limit=100', path: () => '/v1/agents?limit=100' },
  {
    key: 'agents last page (offset)',
    path: (c) => `/v1/agents?limit=20&offset=${lastOffset(c.plan.agents + 1, 20)}`,
  },
  { key: 'agents ?status=archived', path: () => '/v1/agents?status=archived&limit=20' },
  {
    key: 'agents ?q=<name>',
    path: (c) => `/v1/agents?limit=20&q=${encodeURIComponent(`Agent ${c.plan.agents >> 1}`)}`,
  },
  { key: 'agents/graph', path: () => '/v1/agents/graph' },
  { key: 'agents/{id}', path: (c) => `/v1/agents/${c.agentMid}` },
  { key: 'agents/{id}/children', path: (c) => `/v1/agents/${c.agentOne}/children?limit=20` },
  {
    key: 'agents/{id}/children last page',
    path: (c) => `/v1/agents/${c.agentOne}/children?limit=20&offset=${lastOffset(c.children, 20)}`,
  },
  { key: 'agents/{id}/versions', path: (c) => `/v1/agents/${c.agentOne}/versions?limit=20` },
  {
    key: 'agents/{id}/versions/{n}',
    path: (c) => `/v1/agents/${c.agentOne}/versions/${Math.max(1, c.plan.versions >> 1)}`,
  },
  { key: 'events ?limit=100', path: () => '/v1/events?limit=100' },
  { key: 'events deep cursor', path: (c) => `/v1/events?limit=100&cursor=${c.eventCursor}` },
  {
    key: 'events ?type=notification.read&order=asc',
    path: () => '/v1/events?limit=100&type=notification.read&order=asc',
  },
  {
    key: 'events ?type=agent.created (1 in 1,000)',
    path: () => '/v1/events?limit=100&type=agent.created',
  },
  { key: 'events/{id}', path: (c) => `/v1/events/${c.eventMid}` },
  { key: 'webhooks/subscriptions', path: () => '/v1/webhooks/subscriptions' },
  {
    key: 'subscriptions/{id}',
    path: (c) => `/v1/webhooks/subscriptions/${c.team.subscriptionId}`,
  },
  {
    key: 'subscriptions/{id}/deliveries',
    path: (c) => `/v1/webhooks/subscriptions/${c.team.subscriptionId}/deliveries`,
  },
  {
    key: 'subscriptions/{id}/deliveries deep',
    path: (c) =>
      `/v1/webhooks/subscriptions/${c.team.subscriptionId}/deliveries?cursor=${c.deliveryCursor}`,
  },
  { key: 'webhooks/inbound-endpoints', path: () => '/v1/webhooks/inbound-endpoints' },
  {
    key: 'inbound-endpoints/{id}',
    path: (c) => `/v1/webhooks/inbound-endpoints/${c.team.endpointId}`,
  },
  {
    key: 'inbound-endpoints/{id}/deliveries',
    path: (c) => `/v1/webhooks/inbound-endpoints/${c.team.endpointId}/deliveries`,
  },
  {
    key: 'inbound-endpoints/{id}/deliveries deep',
    path: (c) =>
      `/v1/webhooks/inbound-endpoints/${c.team.endpointId}/deliveries?cursor=${c.inboundCursor}`,
  },
  { key: 'visual-pages', path: () => '/v1/visual-pages?limit=20' },
  {
    key: 'visual-pages last page (offset)',
    path: (c) => `/v1/visual-pages?limit=20&offset=${lastOffset(c.plan.agents, 20)}`,
  },
  { key: 'visual-pages/{id}', path: (c) => `/v1/visual-pages/${c.pageMid}` },
];

/** Reads the ids and positions in the middle of the seeded data. */
export async function routeContext(
  db: Client,
  team: ScaleTeam,
  plan: SizePlan,
): Promise<RouteContext> {
  const one = async <T>(text: string, parameters: unknown[]): Promise<T> =>
    (await db.query(text, parameters)).rows[0] as T;
  const agentId = (r: number) =>
    one<{ id: string }>(`SELECT md5('agent:' || $1::text || ':' || $2::text)::uuid AS id`, [
      team.teamId,
      r,
    ]);
  const mid = Math.max(1, plan.rows >> 1);
  const event = await one<{ id: string; xid: string; seq: string }>(
    `SELECT id, xid::text, seq::text FROM outbox_events
      WHERE team_id = $1 ORDER BY created_at OFFSET $2 - 1 LIMIT 1`,
    [team.teamId, mid],
  );
  const delivery = await one<{ seq: string }>(
    `SELECT seq::text FROM webhook_deliveries WHERE subscription_id = $1 AND event_id = $2`,
    [team.subscriptionId, event.id],
  );
  const inbound = await one<{ seq: string }>(
    `SELECT seq::text FROM webhook_inbound_deliveries WHERE endpoint_id = $1
      ORDER BY seq OFFSET $2 LIMIT 1`,
    [team.endpointId, mid],
  );
  const page = await one<{ id: string }>(
    `SELECT id FROM visual_pages WHERE team_id = $1 AND title = $2`,
    [team.teamId, `Page ${Math.max(1, plan.agents >> 1)}`],
  );
  const children = await one<{ count: string }>(
    `SELECT count(*)::text AS count FROM agent_edges WHERE parent_agent_id = $1`,
    [(await agentId(1)).id],
  );
  return {
    team,
    plan,
    agentOne: (await agentId(1)).id,
    agentMid: (await agentId(Math.max(1, plan.agents >> 1))).id,
    eventMid: event.id,
    eventCursor: cursor({ x: event.xid, s: event.seq, o: 'desc' }),
    deliveryCursor: cursor({ s: delivery.seq }),
    inboundCursor: cursor({ s: inbound.seq }),
    pageMid: page.id,
    children: Number(children.count),
  };
}

export interface Timing {
  p50: number;
  p99: number;
  /** The first request's time: a plan (or cache) nobody has warmed yet. */
  first: number;
  failures: string[];
}

/**
 * `samples` sequential requests by one client, after the first (reported on its own) and
 * `warmup - 1` more unmeasured ones. Every answer must be a 200 and is read to its end.
 */
export async function measure(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  samples: number,
  warmup = 3,
): Promise<Timing> {
  const times: number[] = [];
  const failures: string[] = [];
  for (let index = 0; index < samples + warmup; index += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers });
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200 && failures.length < 3)
      failures.push(`${response.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
  }
  const sorted = times.slice(warmup).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    first: times[0],
    failures,
  };
}
