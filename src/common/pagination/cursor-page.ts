import { ValidationFailedError } from '../errors/domain-error';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './pagination.constants';

export type CursorDirection = 'next';

export interface CursorPagination {
  hasMore: boolean;
  cursor: string | null;
  direction: CursorDirection;
  limit: number;
  total?: number;
}

export interface CursorPage<T> {
  data: T[];
  pagination: CursorPagination;
}

/** Cursors carry a schema version so that a cursor minted before a schema change is refused. */
const CURSOR_VERSION = 1;

export function encodeCursor(position: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify({ v: CURSOR_VERSION, p: position }), 'utf8').toString(
    'base64url',
  );
}

/** Returns the position inside a cursor, or undefined for an absent/empty one (the first page). */
export function decodeCursor<T extends Record<string, string | number>>(
  cursor: string | undefined | null,
  isPosition: (value: unknown) => value is T,
): T | undefined {
  if (cursor === undefined || cursor === null || cursor === '' || cursor === 'null')
    return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null) {
      const { v, p } = parsed as { v?: unknown; p?: unknown };
      if (v === CURSOR_VERSION && isPosition(p)) return p;
    }
  } catch {
    // fall through to the refusal below
  }
  throw ValidationFailedError.forField(
    'cursor',
    'cursor is not a cursor issued by this endpoint',
    'invalid_string',
  );
}

export function resolveCursorLimit(limit: number | undefined, cap = MAX_PAGE_LIMIT): number {
  return Math.min(limit ?? DEFAULT_PAGE_LIMIT, cap);
}

/**
 * Builds a page from rows fetched with `limit + 1`; `positionOf` turns the last row shown into
 * the next cursor. `total` only when it was counted over the same filter.
 */
export function cursorPage<T>(
  probeRows: T[],
  limit: number,
  positionOf: (row: T) => Record<string, string | number>,
  total?: number,
): CursorPage<T> {
  const hasMore = probeRows.length > limit;
  const data = hasMore ? probeRows.slice(0, limit) : probeRows;
  const last = data[data.length - 1];
  const pagination: CursorPagination = {
    hasMore,
    cursor: hasMore && last !== undefined ? encodeCursor(positionOf(last)) : null,
    direction: 'next',
    limit,
  };
  if (total !== undefined) pagination.total = total;
  return { data, pagination };
}
