import { isBigintPosition } from '../common/pagination/bigint-position';
import { decodeCursor } from '../common/pagination/cursor-page';

/** Delivery logs page newest first by their insertion sequence (a bigint, kept as a string). */
export interface SeqPosition extends Record<string, string> {
  s: string;
}

function isSeqPosition(value: unknown): value is SeqPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { s } = value as { s?: unknown };
  return isBigintPosition(s);
}

/** The sequence below which the next page starts, or undefined for the first page. */
export function decodeSeqCursor(cursor: string | undefined): string | undefined {
  return decodeCursor(cursor, isSeqPosition)?.s;
}

export function seqPosition(row: { seq: string }): SeqPosition {
  return { s: row.seq };
}
