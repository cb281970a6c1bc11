import { ApiError } from './errors';
import { cursorItems, offsetItems } from './pagination';

const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) }) as never;

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('pagination iterators', () => {
  it('offsetItems walks pages by the offset the service answered until hasMore is false', async () => {
    const asked: { limit: number; offset: number }[] = [];
    const items = [1, 2, 3, 4, 5];
    const all = await collect(
      offsetItems<number>(
        async (page) => {
          asked.push(page);
          const data = items.slice(page.offset, page.offset + page.limit);
          const hasMore = page.offset + data.length < items.length;
          return ok({ data, pagination: { ...page, hasMore } });
        },
        { pageSize: 2 },
      ),
    );
    expect(all).toEqual(items);
    expect(asked.map((page) => page.offset)).toEqual([0, 2, 4]);
  });

  it('offsetItems stops on an empty page that claims more', async () => {
    const all = await collect(
      offsetItems<number>(async (page) => ok({ data: [], pagination: { ...page, hasMore: true } })),
    );
    expect(all).toEqual([]);
  });

  it('cursorItems passes the cursor back untouched and treats null as the end', async () => {
    const pages: Record<string, { data: string[]; cursor: string | null }> = {
      start: { data: ['a', 'b'], cursor: 'opaque+/=1' },
      'opaque+/=1': { data: ['c'], cursor: null },
    };
    const asked: (string | undefined)[] = [];
    const all = await collect(
      cursorItems<string>(async (cursor) => {
        asked.push(cursor);
        const page = pages[cursor ?? 'start'];
        const pagination = { hasMore: page.cursor !== null, cursor: page.cursor, limit: 2 };
        return ok({ data: page.data, pagination });
      }),
    );
    expect(all).toEqual(['a', 'b', 'c']);
    expect(asked).toEqual([undefined, 'opaque+/=1']);
  });

  it('throws an ApiError from the flat envelope', async () => {
    const failing = async () =>
      ({
        error: {
          error: 'INSUFFICIENT_SCOPE',
          message: 'API token does not have scope ai_agents:read',
        },
        response: new Response(null, { status: 403 }),
      }) as never;
    const error = await collect(offsetItems(failing)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'INSUFFICIENT_SCOPE', details: undefined });
  });
});
