import request from 'supertest';
import type { TestApp } from '../../support/test-app';

export interface EventBody {
  id: string;
  type: string;
  createdAt: string;
  teamId: string;
  data: Record<string, unknown>;
}

export interface EventPage {
  data: EventBody[];
  pagination: { hasMore: boolean; cursor?: string | null; direction: string; limit: number };
}

/** One page of GET /v1/events; `query` values may repeat (`type`). */
export async function eventPage(
  app: TestApp,
  auth: Record<string, string>,
  query: Record<string, string | number | string[]>,
): Promise<EventPage> {
  const res = await request(app.http).get(eventsPath(query)).set(auth).expect(200);
  return res.body as EventPage;
}

/** `/v1/events?…` with a repeated parameter for each array entry (`type=a&type=b`). */
export function eventsPath(query: Record<string, string | number | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  const text = search.toString();
  return text ? `/v1/events?${text}` : '/v1/events';
}

/** Every page from `cursor` on, until `hasMore` is false: the events and the last cursor. */
export async function allEvents(
  app: TestApp,
  auth: Record<string, string>,
  query: Record<string, string | number | string[]>,
): Promise<{ events: EventBody[]; cursor: string | null; pages: number }> {
  const events: EventBody[] = [];
  let cursor = typeof query.cursor === 'string' ? query.cursor : undefined;
  for (let pages = 1; ; pages += 1) {
    const page = await eventPage(app, auth, { ...query, ...(cursor ? { cursor } : {}) });
    events.push(...page.data);
    if (!page.pagination.hasMore) return { events, cursor: page.pagination.cursor ?? null, pages };
    cursor = page.pagination.cursor ?? undefined;
    if (!cursor) throw new Error('hasMore without a cursor');
  }
}

/**
 * Waits until every id is listed. An event is listed only once every transaction on the server
 * that began writing before it has finished (any database's: transaction ids are server-wide),
 * so a busy server, such as another test file holding a transaction open, delays it. A wait of
 * the whole 20 s costs 80 requests, well within the token's budget of 600 a minute.
 */
export async function untilListed(
  app: TestApp,
  auth: Record<string, string>,
  ids: readonly string[],
): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { events } = await allEvents(app, auth, { limit: 100, order: 'asc' });
    const listed = new Set(events.map((event) => event.id));
    if (ids.every((id) => listed.has(id))) return;
    if (Date.now() > deadline) throw new Error(`events not listed within 20 s: ${ids.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
