/** Bounds on the shape of a JSON document, checked on its text before it is parsed. */
export interface JsonShapeLimits {
  /** Nesting of objects and arrays; the top-level value is depth 1. */
  maxDepth: number;
  /** Items of one array. */
  maxArrayItems: number;
  /** Members of one object. */
  maxObjectKeys: number;
}

/** Request bodies of the API: nothing the contract accepts comes near these. */
export const REQUEST_BODY_LIMITS: JsonShapeLimits = {
  maxDepth: 32,
  maxArrayItems: 1000,
  maxObjectKeys: 1000,
};

export interface JsonShapeViolation {
  /** Dotted path of the offending container (`skills.3.commands`), empty for the top level. */
  field: string;
  message: string;
  code: 'too_big';
}

interface Frame {
  isArray: boolean;
  /** Commas seen: the index of the current array item, or the member count less one. */
  commas: number;
  /** Start and end of the current member's key in the text (objects only). */
  keyStart: number;
  keyEnd: number;
  expectKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MAX_SEGMENT_LENGTH = 100;

/**
 * Walks JSON text once, without recursion, and returns the first container that breaks a limit.
 * It runs before JSON.parse, so a hostile document (100,000 levels of `[`, an array of a million
 * items) costs a linear scan instead of a parse that blocks the event loop and a validation that
 * overflows the stack. Malformed JSON is not judged here: the parser that follows refuses it.
 */
export function findJsonShapeViolation(
  text: string,
  limits: JsonShapeLimits,
): JsonShapeViolation | undefined {
  const frames: Frame[] = [];
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = endOfString(text, i);
      const top = frames[frames.length - 1];
      if (top && !top.isArray && top.expectKey) {
        top.keyStart = i;
        top.keyEnd = end + 1;
        top.expectKey = false;
      }
      i = end;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (frames.length + 1 > limits.maxDepth) {
        return violation(text, frames, `nests deeper than ${limits.maxDepth} levels`);
      }
      frames.push({ isArray: c === 0x5b, commas: 0, keyStart: -1, keyEnd: -1, expectKey: true });
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      frames.pop();
    } else if (c === 0x2c /* , */) {
      const top = frames[frames.length - 1];
      if (!top) continue;
      top.commas++;
      if (top.isArray && top.commas + 1 > limits.maxArrayItems) {
        return violation(text, frames, `must contain at most ${limits.maxArrayItems} items`, true);
      }
      if (!top.isArray) {
        if (top.commas + 1 > limits.maxObjectKeys) {
          return violation(text, frames, `must have at most ${limits.maxObjectKeys} keys`, true);
        }
        top.expectKey = true;
      }
    }
  }
  return undefined;
}

/** Index of the closing quote of the string that opens at `start` (or the text's end). */
function endOfString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i;
  }
  return text.length;
}

function violation(
  text: string,
  frames: Frame[],
  problem: string,
  atContainer = false,
): JsonShapeViolation {
  // A size problem names the container itself; a depth problem names where the nesting went too far.
  const segments = frames.map((frame, index) =>
    frame.isArray ? String(frame.commas) : keyOf(text, frame, index),
  );
  const field = (atContainer ? segments.slice(0, -1) : segments).join('.');
  return { field, message: `${field || 'the body'} ${problem}`, code: 'too_big' };
}

function keyOf(text: string, frame: Frame, index: number): string {
  if (frame.keyStart < 0) return String(index);
  let key: string;
  try {
    key = JSON.parse(text.slice(frame.keyStart, frame.keyEnd)) as string;
  } catch {
    key = text.slice(frame.keyStart + 1, frame.keyEnd - 1);
  }
  return key.length > MAX_SEGMENT_LENGTH ? `${key.slice(0, MAX_SEGMENT_LENGTH)}…` : key;
}
