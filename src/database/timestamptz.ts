import { types } from 'pg';

const TIMESTAMPTZ = 1184;
const pgParse = types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => Date | number | null;

const ZERO = 48;
const HYPHEN = 45;
const SPACE = 32;
const COLON = 58;
const DOT = 46;
const PLUS = 43;

/**
 * A timestamptz as Postgres sends it under DateStyle ISO, `2026-12-01 21:31:13.123456+00` (up to
 * six fraction digits; an offset of hours, or hours and minutes, in the session's time zone), read
 * by character codes: pg's own parser runs three regular expressions a value, and a page of agents
 * reads sixty. Anything else (infinity, BC, a year before 100 or after 9999, an offset with
 * seconds) is read by pg's parser. Milliseconds are truncated, as pg's parser and Postgres's own
 * `to_char(…, 'MS')` do.
 */
export function parseTimestamptz(text: string): Date | number | null {
  return isoTimestamptz(text) ?? pgParse(text);
}

/** The pg client option that reads timestamptz columns with parseTimestamptz, every other type as pg does. */
export const CLIENT_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): unknown {
    if (oid === TIMESTAMPTZ && (format ?? 'text') === 'text') return parseTimestamptz;
    return types.getTypeParser(oid, format);
  },
};

function isoTimestamptz(text: string): Date | undefined {
  if (
    text.length < 22 ||
    text.charCodeAt(4) !== HYPHEN ||
    text.charCodeAt(7) !== HYPHEN ||
    text.charCodeAt(10) !== SPACE ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON
  ) {
    return undefined;
  }
  const year = digits(text, 0, 4);
  if (!(year >= 100)) return undefined;
  let at = 19;
  let milliseconds = 0;
  if (text.charCodeAt(at) === DOT) {
    const start = ++at;
    while (at < text.length && isDigit(text.charCodeAt(at))) at++;
    if (at === start || at - start > 6) return undefined;
    for (let i = start; i < start + 3; i++) {
      milliseconds = milliseconds * 10 + (i < at ? text.charCodeAt(i) - ZERO : 0);
    }
  }
  const sign = text.charCodeAt(at);
  if (sign !== PLUS && sign !== HYPHEN) return undefined;
  let offsetMinutes = digits(text, at + 1, 2) * 60;
  if (text.length === at + 6 && text.charCodeAt(at + 3) === COLON) {
    offsetMinutes += digits(text, at + 4, 2);
  } else if (text.length !== at + 3) {
    return undefined;
  }
  const utc = Date.UTC(
    year,
    digits(text, 5, 2) - 1,
    digits(text, 8, 2),
    digits(text, 11, 2),
    digits(text, 14, 2),
    digits(text, 17, 2),
    milliseconds,
  );
  const time = utc - (sign === PLUS ? offsetMinutes : -offsetMinutes) * 60_000;
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** The number written by `count` decimal digits from `start`, or NaN. */
function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const code = text.charCodeAt(i);
    if (!isDigit(code)) return NaN;
    value = value * 10 + code - ZERO;
  }
  return value;
}

function isDigit(code: number): boolean {
  return code >= ZERO && code <= ZERO + 9;
}
