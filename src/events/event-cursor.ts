import { ValidationFailedError } from '../common/errors/domain-error';
import { isBigintPosition } from '../common/pagination/bigint-position';
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

function isEventPosition(value: unknown): value is EventPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { x, s, o } = value as { x?: unknown; s?: unknown; o?: unknown };
  return isBigintPosition(x) && isBigintPosition(s) && (o === 'asc' || o === 'desc');
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
