import fc from 'fast-check';
import {
  hostileNumber,
  hostileString,
  hostileValue,
  longString,
  RawJson,
  toJsonText,
} from './hostile-values';
import type { Schema } from './openapi-operations';

/**
 * Values the world knows for a property (real ids, catalog models, the loopback receiver URL,
 * patterns the document does not state): `undefined` lets the schema decide. `path` is the
 * property path from the body's root (`*` for an array item).
 */
export type Hint = (
  name: string,
  schema: Schema,
  path: string[],
  mode: Mode,
) => fc.Arbitrary<unknown> | undefined;

/** Keys a map-valued property (`additionalProperties`) is likely to be looked up by. */
export type KeyHint = (name: string) => fc.Arbitrary<string> | undefined;

export interface SchemaContext {
  hint: Hint;
  keyHint: KeyHint;
}

/**
 * `valid`: values the schema accepts, so a request gets past validation and runs the handler
 * deep. `mixed`: mostly valid, with boundary values (maxLength, maxItems, minimum and one past
 * them), near misses, wrong types and hostile values in any position.
 */
export type Mode = 'valid' | 'mixed';

/** Made once: building a stringMatching arbitrary costs about 10 ms, and string fields are many. */
const IDENTIFIER_LIKE = fc.stringMatching(/^[a-z][a-z0-9_.:-]{0,20}$/);

export function schemaValue(
  schema: Schema,
  context: SchemaContext,
  path: string[] = [],
  mode: Mode = 'mixed',
): fc.Arbitrary<unknown> {
  const name = path[path.length - 1] ?? '';
  const hinted = name ? context.hint(name, schema, path, mode) : undefined;
  const value = hinted ?? schemaShaped(schema, context, path, mode);
  if (mode === 'valid') {
    return schema.nullable ? fc.oneof({ weight: 8, arbitrary: value }, fc.constant(null)) : value;
  }
  return fc.oneof(
    { weight: 20, arbitrary: value },
    { weight: 1, arbitrary: hostileValue },
    { weight: schema.nullable ? 2 : 1, arbitrary: fc.constant(null) },
  );
}

function schemaShaped(
  schema: Schema,
  context: SchemaContext,
  path: string[],
  mode: Mode,
): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) {
    const valid = fc.constantFrom(...schema.enum);
    // Near misses: case and whitespace variants of a valid value.
    return mode === 'valid'
      ? valid
      : fc.oneof({ weight: 8, arbitrary: valid }, valid.map(nearMiss));
  }
  switch (schema.type) {
    case 'string':
      return mode === 'valid' ? validString(schema) : stringValue(schema);
    case 'number':
    case 'integer':
      return mode === 'valid' ? validNumber(schema) : numberValue(schema);
    case 'boolean':
      return mode === 'valid'
        ? fc.boolean()
        : fc.oneof({ weight: 8, arbitrary: fc.boolean() }, fc.constantFrom('true', 0, 1));
    case 'array':
      return arrayValue(schema, context, path, mode);
    case 'object':
      return objectValue(schema, context, path, mode);
    default:
      return schema.properties ? objectValue(schema, context, path, mode) : hostileValue;
  }
}

function nearMiss(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.toUpperCase() === value ? ` ${value}` : value.toUpperCase();
}

function validString(schema: Schema): fc.Arbitrary<unknown> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.integer({ min: 1, max: 170 }).map(isoDaysFromNow);
    case 'uri':
      return fc.constantFrom('https://app.example.test/a', 'https://a.docs.example.test/b?c=1');
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 320));
    default:
      return fc.string({
        minLength: Math.max(schema.minLength ?? 0, 1),
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      });
  }
}

function validNumber(schema: Schema): fc.Arbitrary<unknown> {
  const min = Math.ceil(schema.minimum ?? 0);
  const max = Math.floor(schema.maximum ?? Math.max(min + 50, 100));
  // The minimum often (a page `limit` of 1 is what makes a list hand out cursors).
  return fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max }) }, fc.constant(min));
}

function stringValue(schema: Schema): fc.Arbitrary<unknown> {
  const max = schema.maxLength;
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 6, arbitrary: formatted(schema) },
    { weight: 2, arbitrary: hostileString },
  ];
  if (max !== undefined) {
    options.push({
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(max, max + 1), fc.constantFrom('a', 'é', '😀'))
        .map(([length, unit]) => longString(length, unit)),
    });
  }
  if (schema.minLength) options.push({ weight: 1, arbitrary: fc.constant('') });
  return fc.oneof(...options);
}

function formatted(schema: Schema): fc.Arbitrary<unknown> {
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(
        fc.uuid(),
        fc.uuid().map((id) => id.toUpperCase()),
        fc.constant('not-a-uuid'),
      );
    case 'date-time':
      return fc.oneof(
        fc.integer({ min: -400, max: 400 }).map((days) => isoDaysFromNow(days)),
        fc.constantFrom(
          '2999-12-31T23:59:59.999Z',
          '1970-01-01T00:00:00Z',
          '0000-01-01T00:00:00Z',
          '+275760-09-13T00:00:00.000Z',
          '2025-02-30T00:00:00Z',
          '2025-01-01',
          'yesterday',
          '1e308',
        ),
      );
    case 'uri':
      return fc.constantFrom(
        'https://app.example.test/a',
        'https://app.example.test/' + 'x'.repeat(2100),
        'javascript:alert(1)',
        'http://[::1]/x',
        'https://user:pass@app.example.test/',
        'https://xn--80ak6aa92e.example.test/',
        'not a url',
      );
    case 'email':
      return fc.oneof(
        fc.emailAddress(),
        fc.constantFrom('A@B.TEST', 'a@b', '"quoted"@example.test', 'ü@example.test', '@x.test'),
      );
    default:
      if (schema.example !== undefined && typeof schema.example === 'string') {
        return fc.oneof(fc.constant(schema.example), fc.string({ maxLength: 24 }));
      }
      return fc.oneof(
        fc.string({ maxLength: 24 }),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        IDENTIFIER_LIKE,
      );
  }
}

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 60_000).toISOString();
}

function numberValue(schema: Schema): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? Math.max(min + 100, 1000);
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 2, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
    { weight: 2, arbitrary: fc.constantFrom(min - 1, max + 1, min, max) },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom('1', '', '1e3', new RawJson('1.0')) },
  );
}

/** Items are unique by their `name` or `key` (the document's "unique within the agent"). */
function itemIdentity(item: unknown): string {
  if (typeof item === 'object' && item !== null) {
    const record = item as Record<string, unknown>;
    return JSON.stringify(record.name ?? record.key ?? record);
  }
  return JSON.stringify(item);
}

/** A copied array item stays small: 1,000 copies of a 100,000-character string are no body. */
function small(item: unknown): unknown {
  return toJsonText(item).length <= 1_000 ? item : 0;
}

function arrayValue(
  schema: Schema,
  context: SchemaContext,
  path: string[],
  mode: Mode,
): fc.Arbitrary<unknown> {
  const item = schemaValue(schema.items ?? {}, context, [...path, '*'], mode);
  const max = schema.maxItems;
  const some = fc.uniqueArray(item, {
    maxLength: Math.min(max ?? 3, 3),
    selector: itemIdentity,
  });
  if (mode === 'valid') return some;
  const options: fc.WeightedArbitrary<unknown>[] = [{ weight: 8, arbitrary: some }];
  if (max !== undefined) {
    // At the bound and one past it: the items are cheap copies of one generated item.
    options.push({
      weight: 1,
      arbitrary: fc
        .tuple(item, fc.constantFrom(max, max + 1))
        .map(([one, length]) => new Array<unknown>(length).fill(small(one))),
    });
  }
  options.push({
    weight: 1,
    arbitrary: fc
      .tuple(item, fc.constantFrom(999, 1000))
      .map(([one, length]) => new Array<unknown>(length).fill(small(one))),
  });
  return fc.oneof(...options);
}

function objectValue(
  schema: Schema,
  context: SchemaContext,
  path: string[],
  mode: Mode,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const additional = schema.additionalProperties;
  if (additional && typeof additional === 'object' && Object.keys(properties).length === 0) {
    const name = path[path.length - 1] ?? '';
    const named = context.keyHint(name) ?? fc.string({ minLength: 1, maxLength: 12 });
    const key = mode === 'valid' ? named : fc.oneof({ weight: 6, arbitrary: named }, hostileString);
    return fc.dictionary(key, schemaValue(additional, context, [...path, '*'], mode), {
      maxKeys: 4,
    });
  }
  if (Object.keys(properties).length === 0 && !additional) {
    // Any JSON object (the webhook receiver's body): arbitrary keys and nested values.
    const any = mode === 'valid' ? fc.jsonValue({ maxDepth: 3 }) : hostileValue;
    return fc.dictionary(fc.string({ maxLength: 12 }), any, { maxKeys: 6 });
  }
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, child] of Object.entries(properties)) {
    model[name] = schemaValue(child, context, [...path, name], mode);
  }
  const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
  return fc.record(model, { requiredKeys });
}
