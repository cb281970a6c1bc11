export type JsonPayloadCheck =
  { ok: true; json: string } | { ok: false; reason: 'invalid_json' | 'json_not_storable' };

/** Deeper documents are refused: nothing legitimate nests this far, and storage has limits. */
export const MAX_JSON_DEPTH = 64;

const decoder = new TextDecoder('utf-8', { fatal: true });
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Parses an inbound body (UTF-8 JSON) and returns it re-serialised for storage. Valid JSON that
 * Postgres cannot keep in jsonb (NUL characters, lone surrogates, absurd nesting) is refused
 * here as a bad request rather than failing later as a server error.
 */
export function checkJsonPayload(body: Buffer): JsonPayloadCheck {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(body));
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  return isStorable(value)
    ? { ok: true, json: JSON.stringify(value) }
    : { ok: false, reason: 'json_not_storable' };
}

function isStorable(root: unknown): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableString(value)) return false;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return false;
      const entries = Array.isArray(value) ? value : Object.entries(value);
      for (const entry of entries) {
        if (Array.isArray(value)) stack.push({ value: entry, depth: depth + 1 });
        else {
          const [key, child] = entry as [string, unknown];
          if (!isStorableString(key)) return false;
          stack.push({ value: child, depth: depth + 1 });
        }
      }
    }
  }
  return true;
}

function isStorableString(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
