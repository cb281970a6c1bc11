import { ValidationFailedError } from '../common/errors/domain-error';
import { decodeCursor } from '../common/pagination/cursor-page';

/**
 * A position in a team's events: the writing transaction's id and the row's sequence (both
 * bigints, kept as strings), and the order the cursor walks in, so that a cursor of one order is
 * refused by the other.
 */
export interface EventPosition extends Record<string, string> {
  x: string;
  s: string;
  o: EventOrder;
}

export type EventOrder = 'asc' | 'desc';
export const EVENT_ORDERS: readonly EventOrder[] = ['desc', 'asc'];

/** Postgres bigint: a larger value in a comparison is an out-of-range error (a 500). */
const MAX_BIGINT = 9_223_372_036_854_775_807n;

function isBigint(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,19}$/.test(value) && BigInt(value) <= MAX_BIGINT;
}

function isEventPosition(value: unknown): value is EventPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { x, s, o } = value as { x?: unknown; s?: unknown; o?: unknown };
  return isBigint(x) && isBigint(s) && (o === 'asc' || o === 'desc');
}

/** The position after which (in `order`) the page starts, or undefined for the first page. */
export function decodeEventCursor(
  cursor: string | undefined,
  order: EventOrder,
): EventPosition | undefined {
  const position = decodeCursor(cursor, isEventPosition);
  // A cursor of the other order would silently walk the wrong way: refuse it like a forged one.
  if (position && position.o !== order) {
    throw ValidationFailedError.forField(
      'cursor',
      `cursor was issued for order=${position.o}, not order=${order}`,
      'invalid_string',
    );
  }
  return position;
}

export function eventPosition(row: { xid: string; seq: string }, order: EventOrder): EventPosition {
  return { x: row.xid, s: row.seq, o: order };
}
