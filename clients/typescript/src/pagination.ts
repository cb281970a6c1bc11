import { type CallResult, unwrap } from './client';

/** Offset envelope (public-api.md, Common conventions): `hasMore` is the loop condition. */
export interface OffsetPage<T> {
  data: T[];
  pagination: { hasMore: boolean; limit: number; offset: number; total?: number };
}

/** Cursor envelope: a null and an absent cursor both mean the last page. */
export interface CursorPage<T> {
  data: T[];
  pagination: { hasMore: boolean; cursor?: string | null; limit: number; total?: number };
}

export interface PagingOptions {
  /** Items asked for per request; the service clamps values above its cap (100). */
  pageSize?: number;
}

/**
 * Every item of an offset collection, one request per page:
 * `offsetItems((page) => client.GET('/v1/agents', { params: { query: page } }))`.
 */
export async function* offsetItems<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<CallResult<OffsetPage<T>>>,
  { pageSize = 100 }: PagingOptions = {},
): AsyncGenerator<T, void, undefined> {
  let offset = 0;
  for (;;) {
    const page = await unwrap(fetchPage({ limit: pageSize, offset }));
    yield* page.data;
    // An empty page that claims more would loop for ever: stop rather than trust it.
    if (!page.pagination.hasMore || page.data.length === 0) return;
    offset = page.pagination.offset + page.data.length;
  }
}

/**
 * Every item of a cursor collection. The cursor is passed back untouched (never parsed or kept):
 * `cursorItems((cursor) => client.GET(path, { params: { path: { id }, query: { cursor, limit } } }))`.
 */
export async function* cursorItems<T>(
  fetchPage: (cursor: string | undefined) => Promise<CallResult<CursorPage<T>>>,
): AsyncGenerator<T, void, undefined> {
  let cursor: string | undefined;
  for (;;) {
    const page = await unwrap(fetchPage(cursor));
    yield* page.data;
    cursor = page.pagination.cursor ?? undefined;
    if (!page.pagination.hasMore || !cursor) return;
  }
}
