import { findJsonShapeViolation, JsonShapeLimits } from '../../common/http/json-shape';
import { findUnsafeString } from '../../common/validation/unsafe-strings';

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
  // A document nested 500,000 deep costs JSON.parse most of a second; the scan refuses it first.
  if (findJsonShapeViolation(text, PAYLOAD_SHAPE))
    return { ok: false, reason: 'json_not_storable' };
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  return findUnsafeString(value) === undefined
    ? { ok: true, json: JSON.stringify(value) }
    : { ok: false, reason: 'json_not_storable' };
}
