import { inspectJsonText } from '../../common/http/json-text';

export type JsonPayloadCheck =
  { ok: true; json: string } | { ok: false; reason: 'invalid_json' | 'json_not_storable' };

/** Deeper documents are refused: nothing legitimate nests this far, and storage has limits. */
export const MAX_JSON_DEPTH = 64;

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Checks an inbound body (UTF-8 JSON) and returns the text to store. Valid JSON that Postgres
 * cannot keep in jsonb (NUL characters, lone surrogates, absurd nesting) is refused here as a bad
 * request rather than failing later as a server error. The text is judged without being parsed
 * (a megabyte of small objects would cost the event loop a parse and a garbage collection) and
 * stored as sent; only a document with numbers jsonb might refuse or blow up (`1e131071`) is
 * parsed and re-serialised, so that what is stored is what JSON.parse understood.
 */
export function checkJsonPayload(body: Buffer): JsonPayloadCheck {
  let text: string;
  try {
    text = decoder.decode(body);
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  switch (inspectJsonText(text, MAX_JSON_DEPTH)) {
    case 'valid':
      return { ok: true, json: text };
    case 'valid_unusual_numbers':
      return { ok: true, json: JSON.stringify(JSON.parse(text)) };
    case 'invalid':
      return { ok: false, reason: 'invalid_json' };
    case 'too_deep':
    case 'unstorable':
      return { ok: false, reason: 'json_not_storable' };
  }
}
