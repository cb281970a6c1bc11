import { findJsonShapeViolation, JsonShapeLimits } from '../../common/http/json-shape';

export type JsonPayloadCheck =
  { ok: true; json: string } | { ok: false; reason: 'invalid_json' | 'json_not_storable' };

/** Deeper documents are refused: nothing legitimate nests this far, and storage has limits. */
export const MAX_JSON_DEPTH = 64;

/** Senders' payloads are theirs to shape: only nesting is bounded, and before parsing. */
const PAYLOAD_SHAPE: JsonShapeLimits = {
  maxDepth: MAX_JSON_DEPTH,
  maxArrayItems: Number.POSITIVE_INFINITY,
  maxObjectKeys: Number.POSITIVE_INFINITY,
};

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * A JSON escape that would decode to U+0000 or to a lone surrogate (a valid pair is consumed
 * whole; `\\` is consumed so that `\\u0000` stays text). With strict UTF-8 decoding these
 * escapes are the only way such characters can reach a parsed value.
 */
const ESCAPE =
  /\\(?:u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})|u(0000|d[89a-f][0-9a-f]{2})|[^u])/gi;

/**
 * Parses an inbound body (UTF-8 JSON) and returns it re-serialised for storage. Valid JSON that
 * Postgres cannot keep in jsonb (NUL characters, lone surrogates, absurd nesting) is refused
 * here as a bad request rather than failing later as a server error.
 */
export function checkJsonPayload(body: Buffer): JsonPayloadCheck {
  let text: string;
  let value: unknown;
  try {
    text = decoder.decode(body);
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  // Checked on the text before parsing: a document nested 500,000 deep costs JSON.parse most of a
  // second, and a walk of the parsed value would cost as much as the parse.
  if (findJsonShapeViolation(text, PAYLOAD_SHAPE) || hasUnstorableEscape(text)) {
    return { ok: false, reason: 'json_not_storable' };
  }
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  // Re-serialised so that what jsonb stores is what JSON.parse understood (1e400 is null, not an
  // overflowing numeric).
  return { ok: true, json: JSON.stringify(value) };
}

function hasUnstorableEscape(text: string): boolean {
  if (!text.includes('\\')) return false;
  for (const match of text.matchAll(ESCAPE)) if (match[3] !== undefined) return true;
  return false;
}
