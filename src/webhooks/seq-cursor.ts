import { decodeCursor } from '../common/pagination/cursor-page';

/** Delivery logs page newest first by their insertion sequence (a bigint, kept as a string). */
export interface SeqPosition extends Record<string, string> {
  s: string;
}

/** Postgres bigint: a larger sequence in `seq < $1` is an out-of-range error (a 500). */
const MAX_SEQ = 9_223_372_036_854_775_807n;

function isSeqPosition(value: unknown): value is SeqPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { s } = value as { s?: unknown };
  return typeof s === 'string' && /^\d{1,19}$/.test(s) && BigInt(s) <= MAX_SEQ;
}

/** The sequence below which the next page starts, or undefined for the first page. */
export function decodeSeqCursor(cursor: string | undefined): string | undefined {
  return decodeCursor(cursor, isSeqPosition)?.s;
}

export function seqPosition(row: { seq: string }): SeqPosition {
  return { s: row.seq };
}
