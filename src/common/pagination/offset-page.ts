import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './pagination.constants';

export interface OffsetPaging {
  limit: number;
  offset: number;
}

export interface OffsetPagination extends OffsetPaging {
  total?: number;
  hasMore: boolean;
}

export interface OffsetPage<T> {
  data: T[];
  pagination: OffsetPagination;
}

export function resolveOffsetPaging(
  query: { limit?: number; offset?: number },
  cap = MAX_PAGE_LIMIT,
): OffsetPaging {
  return {
    limit: Math.min(query.limit ?? DEFAULT_PAGE_LIMIT, cap),
    offset: query.offset ?? 0,
  };
}

/**
 * Builds a page from rows fetched with `limit + 1` (the extra row only proves there is more).
 * `total` is set only when the caller counted it over the same filter: an absent total means
 * unknown, so it is never derived from the page length.
 */
export function offsetPage<T>(probeRows: T[], paging: OffsetPaging, total?: number): OffsetPage<T> {
  const hasMore = probeRows.length > paging.limit;
  const pagination: OffsetPagination = { limit: paging.limit, offset: paging.offset, hasMore };
  if (total !== undefined) pagination.total = total;
  return { data: hasMore ? probeRows.slice(0, paging.limit) : probeRows, pagination };
}
