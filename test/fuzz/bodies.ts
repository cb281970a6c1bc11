import fc from 'fast-check';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import {
  hostileString,
  hostileValue,
  PROTOTYPE_KEYS,
  RawJson,
  sometimes,
  toJsonText,
  withOwnKey,
} from './hostile-values';
import { TEXT_MUTATIONS, textMutation } from './json-text';
import { multipartBody, uploadParts } from './multipart';
import type { Operation, Schema } from './openapi-operations';
import { schemaValue, SchemaContext } from './schema-values';

export interface BodyPlan {
  body?: Buffer;
  headers: Record<string, string>;
  /** The JSON value, when the text is one (for the pools). */
  sent?: unknown;
  /** How the body was made, for the failure report. */
  how: string;
}

const JSON_TYPES = [
  'application/json; charset=utf-8',
  'application/JSON',
  'application/merge-patch+json',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/json; charset="bogus"',
  'application/json;;;',
];
const OTHER_TYPES = [
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  '*/*',
  'a/b/c',
  'application/json, text/plain',
];

let gzipBombCache: Buffer | undefined;
/** 64 MB of spaces inside a JSON string, gzipped to about 64 KB (the 1 MB limit must hold inflated). */
function gzipBomb(): Buffer {
  gzipBombCache ??= gzipSync(
    Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(64 * 1024 * 1024, 0x20), Buffer.from('"}')]),
  );
  return gzipBombCache;
}

/** Every position of a JSON value (as key paths), the root first. */
function positions(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const out = [path];
  if (Array.isArray(value))
    value.forEach((item, index) => out.push(...positions(item, [...path, index])));
  else if (typeof value === 'object' && value !== null && !(value instanceof RawJson)) {
    for (const [key, item] of Object.entries(value)) out.push(...positions(item, [...path, key]));
  }
  return out;
}

/** A copy of `value` with the value at `path` replaced (the rest shared). */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const record = value as Record<string, unknown>;
  return withOwnKey(String(head), replaceAt(record[head], rest, replacement), record);
}

/**
 * Value-level changes: one position of a valid value swapped for a hostile one or wrapped in an
 * array (most often),
 * an unknown or prototype key added, a key dropped, the value wrapped or swapped whole.
 */
function mutateValue(value: unknown, n: number, replacement: unknown): unknown {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (n % 9 >= 5) {
    const all = positions(value);
    const at = all[(n >> 4) % all.length];
    if (n % 9 === 8) {
      // A shape swap in place: the value there wrapped in an array, or an empty one.
      const here = at.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
      return replaceAt(value, at, n % 2 === 0 ? [here] : []);
    }
    return replaceAt(value, at, replacement);
  }
  switch (n % 5) {
    case 0:
      return isObject
        ? withOwnKey(
            PROTOTYPE_KEYS[n % PROTOTYPE_KEYS.length],
            replacement,
            value as Record<string, unknown>,
          )
        : value;
    case 1:
      return isObject ? { ...value, [`extra${n % 3}`]: replacement } : value;
    case 2: {
      if (!isObject) return value;
      const keys = Object.keys(value);
      const { [keys[n % Math.max(keys.length, 1)]]: _dropped, ...rest } = value as Record<
        string,
        unknown
      >;
      return rest;
    }
    case 3:
      return [value];
    default:
      return replacement;
  }
}

function encodeText(
  text: string,
  contentType: string,
  n: number,
): { body: Buffer; headers: Record<string, string> } {
  if (/utf-16le/i.test(contentType)) return { body: Buffer.from(text, 'utf16le'), headers: {} };
  let body = Buffer.from(text, 'utf8');
  switch (n % 16) {
    case 1:
      // Bytes that are not UTF-8 in the middle of the text.
      body = Buffer.concat([
        body.subarray(0, body.length >> 1),
        Buffer.from([0xff, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
        body.subarray(body.length >> 1),
      ]);
      return { body, headers: {} };
    case 2:
      return { body: gzipSync(body), headers: { 'Content-Encoding': 'gzip' } };
    case 3:
      return { body, headers: { 'Content-Encoding': 'gzip' } };
    case 4:
      return { body: deflateSync(body), headers: { 'Content-Encoding': 'deflate' } };
    case 5:
      return { body: brotliCompressSync(body), headers: { 'Content-Encoding': 'br' } };
    case 6:
      return { body, headers: { 'Content-Encoding': 'x-unknown, identity' } };
    case 7:
      return n % 64 === 7
        ? { body: gzipBomb(), headers: { 'Content-Encoding': 'gzip' } }
        : { body, headers: {} };
    default:
      return { body, headers: {} };
  }
}

/** Marks a value generated in `valid` mode (for the failure report). */
class Valid {
  constructor(readonly value: unknown) {}
}
const asValid = (value: unknown) => new Valid(value);

/** A JSON body for `schema`: valid-ish, then perhaps changed as a value, then perhaps as text. */
function jsonBody(
  schema: Schema,
  context: SchemaContext,
  documentedType: string,
): fc.Arbitrary<BodyPlan> {
  return fc
    .record({
      value: fc.oneof(
        { weight: 11, arbitrary: schemaValue(schema, context, [], 'valid').map(asValid) },
        { weight: 9, arbitrary: schemaValue(schema, context, [], 'mixed') },
      ),
      valueMutation: sometimes(fc.tuple(fc.nat(), hostileValue), 25),
      text: sometimes(textMutation, 15),
      contentType: fc.oneof(
        { weight: 12, arbitrary: fc.constant(documentedType) },
        { weight: 2, arbitrary: fc.constantFrom(...JSON_TYPES) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_TYPES) },
        { weight: 1, arbitrary: fc.constant('') },
      ),
      encoding: fc.oneof({ weight: 10, arbitrary: fc.constant(0) }, fc.nat()),
    })
    .map(({ value, valueMutation, text, contentType, encoding }) => {
      const valid = value instanceof Valid;
      const plain = value instanceof Valid ? value.value : value;
      const sent = valueMutation ? mutateValue(plain, valueMutation[0], valueMutation[1]) : plain;
      let json = toJsonText(sent);
      const how = [valid ? 'valid' : 'mixed'];
      if (valueMutation) how.push(`value#${valueMutation[0] % 9}`);
      if (text) {
        json = TEXT_MUTATIONS[text.name](json, text.n);
        how.push(`text:${text.name}#${text.n}`);
      }
      const encoded = encodeText(json, contentType, encoding);
      const headers = {
        ...encoded.headers,
        ...(contentType ? { 'Content-Type': contentType } : {}),
      };
      return { body: encoded.body, headers, sent: text ? undefined : sent, how: how.join(' ') };
    });
}

const formBody: fc.Arbitrary<BodyPlan> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('List-Unsubscribe', 'scope', '__proto__', 'a[b]'), hostileString),
      fc.oneof(fc.constantFrom('One-Click', 'all', 'category'), hostileString),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => {
    const text = pairs
      .map(
        ([key, value]) =>
          `${encodeURIComponent(key.toWellFormed())}=${encodeURIComponent(value.toWellFormed())}`,
      )
      .join('&');
    return {
      body: Buffer.from(text),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      how: 'form',
    };
  });

const multipart: fc.Arbitrary<BodyPlan> = fc
  .record({
    parts: uploadParts,
    boundary: fc.constantFrom('fuzzBoundary', 'x', '----', 'a'.repeat(70)),
    damage: fc.nat(),
    declared: fc.nat({ max: 9 }),
  })
  .map(({ parts, boundary, damage, declared }) => ({
    body: multipartBody(parts, boundary, damage),
    headers: {
      'Content-Type':
        declared === 0
          ? 'multipart/form-data'
          : declared === 1
            ? 'multipart/form-data; boundary=other'
            : `multipart/form-data; boundary=${boundary}`,
    },
    how: `multipart#${damage % 8}`,
  }));

/** A body that the operation does not take: JSON, junk text or nothing, under some content type. */
const strayBody: fc.Arbitrary<BodyPlan> = fc
  .record({
    value: hostileValue,
    contentType: fc.constantFrom('application/json', ...OTHER_TYPES),
    text: sometimes(textMutation, 30),
  })
  .map(({ value, contentType, text }) => {
    let json = toJsonText(value);
    if (text) json = TEXT_MUTATIONS[text.name](json, text.n);
    return { body: Buffer.from(json), headers: { 'Content-Type': contentType }, how: 'stray' };
  });

const noBody: fc.Arbitrary<BodyPlan> = fc.constant({ headers: {}, how: 'none' });

/** Bodies for one operation, by the media types its requestBody documents. */
export function bodyPlan(operation: Operation, context: SchemaContext): fc.Arbitrary<BodyPlan> {
  const content = operation.body?.content ?? {};
  const options: fc.WeightedArbitrary<BodyPlan>[] = [];
  for (const [type, schema] of Object.entries(content)) {
    if (type === 'application/json')
      options.push({ weight: 10, arbitrary: jsonBody(schema, context, type) });
    else if (type === 'multipart/form-data') options.push({ weight: 10, arbitrary: multipart });
    else if (type === 'application/x-www-form-urlencoded')
      options.push({ weight: 5, arbitrary: formBody });
  }
  options.push({ weight: options.length ? 1 : 12, arbitrary: noBody });
  options.push({ weight: 2, arbitrary: strayBody });
  return fc.oneof(...options);
}
