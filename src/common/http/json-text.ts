/**
 * What a JSON text is, learnt in one pass over its characters without building its value:
 * - `valid`: well-formed JSON that Postgres' jsonb takes as it is;
 * - `valid_unusual_numbers`: well-formed, but with a number so long or so large that jsonb might
 *   refuse it or store it far longer than sent (`1e131071`): parse and re-serialise it instead;
 * - `invalid`: not JSON (what JSON.parse refuses);
 * - `too_deep`: objects and arrays nested deeper than the limit;
 * - `unstorable`: an escape that decodes to U+0000 or to a lone UTF-16 surrogate.
 *
 * Parsing a megabyte of small objects allocates hundreds of thousands of them, and collecting
 * that garbage pauses the event loop for longer than the parse; this check allocates nothing.
 */
export type JsonTextVerdict =
  'valid' | 'valid_unusual_numbers' | 'invalid' | 'too_deep' | 'unstorable';

const enum Expect {
  Value,
  ValueOrEnd,
  Key,
  KeyOrEnd,
  Colon,
  CommaOrEnd,
  Nothing,
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const INVALID = -1;

/** What the pass noticed on the way; judged once the whole text proved valid. */
interface Findings {
  /** A string holds an escape that decodes to U+0000 or a lone surrogate. */
  unstorable: boolean;
  /** A number is longer than PLAIN_NUMBER_LENGTH or has an exponent beyond ±300. */
  unusualNumbers: boolean;
}
/** Numbers longer than this, or with an exponent beyond ±300, take the parse path. */
const PLAIN_NUMBER_LENGTH = 24;

export function inspectJsonText(text: string, maxDepth: number): JsonTextVerdict {
  const containers: boolean[] = []; // true for an object
  const findings: Findings = { unstorable: false, unusualNumbers: false };
  let expect: Expect = Expect.Value;
  const length = text.length;
  let i = 0;
  for (;;) {
    while (i < length && isSpace(text.charCodeAt(i))) i++;
    if (i >= length) break;
    const c = text.charCodeAt(i);
    const afterValue = () => (containers.length === 0 ? Expect.Nothing : Expect.CommaOrEnd);
    switch (expect) {
      case Expect.Value:
      case Expect.ValueOrEnd: {
        if (c === CLOSE_BRACKET && expect === Expect.ValueOrEnd) {
          containers.pop();
          i++;
          expect = afterValue();
        } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
          containers.push(c === OPEN_BRACE);
          if (containers.length > maxDepth) return 'too_deep';
          i++;
          expect = c === OPEN_BRACE ? Expect.KeyOrEnd : Expect.ValueOrEnd;
        } else if (c === QUOTE) {
          i = endOfString(text, i, findings);
          if (i < 0) return 'invalid';
          expect = afterValue();
        } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
          i = endOfNumber(text, i, findings);
          if (i < 0) return 'invalid';
          expect = afterValue();
        } else {
          const literal = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : '';
          if (!literal || !text.startsWith(literal, i)) return 'invalid';
          i += literal.length;
          expect = afterValue();
        }
        break;
      }
      case Expect.Key:
      case Expect.KeyOrEnd: {
        if (c === CLOSE_BRACE && expect === Expect.KeyOrEnd) {
          containers.pop();
          i++;
          expect = afterValue();
        } else if (c === QUOTE) {
          i = endOfString(text, i, findings);
          if (i < 0) return 'invalid';
          expect = Expect.Colon;
        } else {
          return 'invalid';
        }
        break;
      }
      case Expect.Colon:
        if (c !== 0x3a) return 'invalid';
        i++;
        expect = Expect.Value;
        break;
      case Expect.CommaOrEnd: {
        const inObject = containers[containers.length - 1];
        if (c === 0x2c) {
          expect = inObject ? Expect.Key : Expect.Value;
        } else if (c === (inObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
          containers.pop();
          expect = afterValue();
        } else {
          return 'invalid';
        }
        i++;
        break;
      }
      case Expect.Nothing:
        return 'invalid';
    }
  }
  if (expect !== Expect.Nothing) return 'invalid';
  if (findings.unstorable) return 'unstorable';
  return findings.unusualNumbers ? 'valid_unusual_numbers' : 'valid';
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** Index after the closing quote of the string opening at `start`, or INVALID. */
function endOfString(text: string, start: number, findings: Findings): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c < 0x20) return INVALID;
    if (c >= 0xd800 && c <= 0xdfff) {
      // A raw surrogate must be half of a pair (text from a strict UTF-8 decoder always is).
      const low = text.charCodeAt(i + 1);
      if (c > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) findings.unstorable = true;
      else i++;
    } else if (c === BACKSLASH) {
      const escape = text.charCodeAt(i + 1);
      if (escape === 0x75 /* u */) {
        const unit = hex4(text, i + 2);
        if (unit < 0) return INVALID;
        const pairedLow =
          text.charCodeAt(i + 6) === BACKSLASH && text.charCodeAt(i + 7) === 0x75
            ? hex4(text, i + 8)
            : -1;
        if (unit >= 0xd800 && unit <= 0xdbff && pairedLow >= 0xdc00 && pairedLow <= 0xdfff) {
          i += 11;
        } else {
          if (unit === 0 || (unit >= 0xd800 && unit <= 0xdfff)) findings.unstorable = true;
          i += 5;
        }
      } else if ('"\\/bfnrt'.includes(text[i + 1] ?? 'x')) {
        i++;
      } else {
        return INVALID;
      }
    }
  }
  return INVALID;
}

function hex4(text: string, start: number): number {
  if (start + 4 > text.length) return -1;
  let value = 0;
  for (let i = start; i < start + 4; i++) {
    const c = text.charCodeAt(i);
    const digit =
      c >= 0x30 && c <= 0x39
        ? c - 0x30
        : c >= 0x61 && c <= 0x66
          ? c - 0x57
          : c >= 0x41 && c <= 0x46
            ? c - 0x37
            : -1;
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

/** JSON's number grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
function endOfNumber(text: string, start: number, findings: Findings): number {
  let i = start;
  if (text.charCodeAt(i) === 0x2d) i++;
  const first = text.charCodeAt(i);
  if (first === 0x30) i++;
  else if (first >= 0x31 && first <= 0x39) i = digitsFrom(text, i);
  else return INVALID;
  if (text.charCodeAt(i) === 0x2e) {
    const end = digitsFrom(text, i + 1);
    if (end === i + 1) return INVALID;
    i = end;
  }
  const e = text.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b || sign === 0x2d) i++;
    const end = digitsFrom(text, i);
    if (end === i) return INVALID;
    // Three digits are needed to pass 300, so only those exponents are read as a number.
    if (end - i >= 3 && Number(text.slice(i, end)) > 300) findings.unusualNumbers = true;
    i = end;
  }
  if (i - start > PLAIN_NUMBER_LENGTH) findings.unusualNumbers = true;
  return i;
}

function digitsFrom(text: string, start: number): number {
  let i = start;
  while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
  return i;
}
