import type { PlatformClient } from './client';
import { eventsSince } from './events';

const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
const event = (id: string) => ({ id, type: 'agent.created', createdAt: '', teamId: 't', data: {} });

/** A client whose GET /v1/events answers from `pages`, keyed by the cursor it is given. */
function fakeClient(pages: Record<string, { ids: string[]; hasMore: boolean; cursor: string }>) {
  const asked: Record<string, unknown>[] = [];
  const client = {
    GET: (
      _path: string,
      init: { params: { query: Record<string, unknown> & { cursor?: string } } },
    ) => {
      asked.push(init.params.query);
      const page = pages[init.params.query.cursor ?? 'start'];
      return Promise.resolve(
        ok({
          data: page.ids.map(event),
          pagination: { hasMore: page.hasMore, cursor: page.cursor, direction: 'next', limit: 2 },
        }),
      );
    },
  } as unknown as PlatformClient;
  return { client, asked };
}

describe('eventsSince', () => {
  it('walks oldest first and hands each event the cursor that resumes without a gap', async () => {
    const { client, asked } = fakeClient({
      start: { ids: ['e1', 'e2'], hasMore: true, cursor: 'c2' },
      c2: { ids: ['e3'], hasMore: false, cursor: 'c3' },
    });
    const seen: { id: string; cursor: string | undefined }[] = [];
    for await (const { event: each, cursor } of eventsSince(client, {
      createdAfter: '2026-11-25T00:00:00Z',
    }))
      seen.push({ id: each.id, cursor });
    expect(seen).toEqual([
      { id: 'e1', cursor: undefined },
      { id: 'e2', cursor: 'c2' },
      { id: 'e3', cursor: 'c3' },
    ]);
    expect(asked).toEqual([
      { type: undefined, order: 'asc', limit: 100, createdAfter: '2026-11-25T00:00:00Z' },
      // Once there is a cursor, it alone says where to go on.
      { type: undefined, order: 'asc', limit: 100, cursor: 'c2' },
    ]);
  });

  it('resumes from a saved cursor and ends on an empty last page', async () => {
    const { client } = fakeClient({ c3: { ids: [], hasMore: false, cursor: 'c3' } });
    const seen: string[] = [];
    for await (const { event: each } of eventsSince(client, { cursor: 'c3' })) seen.push(each.id);
    expect(seen).toEqual([]);
  });
});
