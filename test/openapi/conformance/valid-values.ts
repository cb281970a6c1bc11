import fc from 'fast-check';
import type { ConformanceDocument, Node } from './document';
import { Flat, flatten } from './flat-schema';

/**
 * Values only the running world knows for a position (a live id, a catalog model, a receiver
 * this machine runs, an instant relative to now), or undefined to let the schema decide. `path`
 * is the property path from the root (`*` for an array item, `{key}` for a map key).
 */
export type Hint = (path: string[], flat: Flat) => fc.Arbitrary<unknown> | undefined;

export interface Generation {
  document: ConformanceDocument;
  hint: Hint;
  /**
   * Every optional property present, every array and map holding something, no null: the
   * request whose violations reach every position of the schema.
   */
  complete?: boolean;
  /** Which alternative (`oneOf`/`anyOf`) of the body's root to take; any when absent. */
  rootBranch?: number;
}

/** Strings the server refuses everywhere, as the document says (info.description). */
export function isStorable(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** A value the schema at `node` accepts. */
export function validValue(
  generation: Generation,
  node: Node,
  path: string[] = [],
): fc.Arbitrary<unknown> {
  const flat = flatten(generation.document, node);
  const value = generation.hint(path, flat) ?? shaped(generation, flat, path);
  return flat.nullable && !generation.complete
    ? fc.oneof({ weight: 5, arbitrary: value }, fc.constant(null))
    : value;
}

function shaped(generation: Generation, flat: Flat, path: string[]): fc.Arbitrary<unknown> {
  if (flat.enum) {
    const allowed = flat.enum.filter((value) => !flat.notEnum?.includes(value));
    return fc.constantFrom(...allowed);
  }
  switch (flat.type) {
    case 'string':
      return stringValue(flat);
    case 'integer':
      return integerValue(flat);
    case 'number':
      return numberValue(flat);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayValue(generation, flat, path);
    default:
      return objectValue(generation, flat, path);
  }
}

function integerValue(flat: Flat): fc.Arbitrary<number> {
  const min = Math.ceil(flat.minimum ?? -1_000_000);
  const max = Math.floor(flat.maximum ?? 1_000_000);
  const inner = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  return fc.oneof({ weight: 4, arbitrary: inner }, fc.constantFrom(min, max));
}

function numberValue(flat: Flat): fc.Arbitrary<number> {
  const min = flat.minimum ?? -1_000_000;
  const max = flat.maximum ?? 1_000_000;
  const inner = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: inner }, fc.constantFrom(min, max));
}

// Building a stringMatching arbitrary costs about 10 ms, and a document's string positions are
// many: each pattern's is built once.
const EMAIL_LOCAL_PART = fc.stringMatching(/^[a-z][a-z0-9.]{0,15}[a-z0-9]$/);
const URI_PATH = fc.stringMatching(/^(\/[a-z0-9]{1,8}){0,3}$/);
const matchingByPattern = new Map<string, fc.Arbitrary<string>>();

function matching(pattern: string): fc.Arbitrary<string> {
  let arbitrary = matchingByPattern.get(pattern);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(new RegExp(pattern, 'u'));
    matchingByPattern.set(pattern, arbitrary);
  }
  return arbitrary;
}

function stringValue(flat: Flat): fc.Arbitrary<string> {
  const minLength = flat.minLength ?? 0;
  const maxLength = flat.maxLength ?? Infinity;
  let text: fc.Arbitrary<string>;
  switch (flat.format) {
    case 'uuid':
      text = fc.uuid();
      break;
    case 'date-time':
      text = fc
        .integer({ min: -300, max: 300 })
        .map((days) => new Date(Date.now() + days * 86_400_000).toISOString());
      break;
    case 'email':
      text = fc
        .tuple(EMAIL_LOCAL_PART, fc.constantFrom('example.test', 'mail.example.org'))
        .filter(([local]) => !local.includes('..'))
        .map(([local, domain]) => `${local}@${domain}`);
      break;
    case 'uri':
      text = fc
        .tuple(
          fc.constantFrom('https', 'http'),
          fc.constantFrom('app.example.test', 'a.docs.example.test'),
          URI_PATH,
        )
        .map(([scheme, host, rest]) => `${scheme}://${host}${rest}`);
      break;
    default:
      text =
        flat.patterns.length > 0
          ? matching(flat.patterns[0])
          : fc.oneof(
              {
                weight: 3,
                arbitrary: fc.string({
                  minLength,
                  maxLength: Math.min(maxLength, Math.max(minLength, 24)),
                }),
              },
              fc.string({
                unit: 'grapheme',
                minLength,
                maxLength: Math.min(maxLength, Math.max(minLength, 8)),
              }),
            );
  }
  return text.filter(
    (value) =>
      isStorable(value) &&
      [...value].length >= minLength &&
      [...value].length <= maxLength &&
      flat.patterns.every((pattern) => new RegExp(pattern, 'u').test(value)) &&
      !flat.notEnum?.includes(value),
  );
}

/**
 * Items are unique by a property whose description says it is unique ("Unique within the
 * agent"): a rule the document states in words, since no keyword states uniqueness by a key.
 */
function uniqueKeyOf(generation: Generation, items: Node | undefined): string | undefined {
  if (!items) return undefined;
  const properties = flatten(generation.document, items).properties ?? {};
  return Object.entries(properties).find(([, property]) =>
    /\bunique\b/i.test(describeNode(generation.document.deref(property).description)),
  )?.[0];
}

function arrayValue(generation: Generation, flat: Flat, path: string[]): fc.Arbitrary<unknown> {
  const item = validValue(generation, flat.items ?? {}, [...path, '*']);
  const maxLength = Math.min(flat.maxItems ?? 3, Math.max(flat.minItems ?? 0, 3));
  const minLength = Math.min(Math.max(flat.minItems ?? 0, generation.complete ? 1 : 0), maxLength);
  const key = uniqueKeyOf(generation, flat.items);
  if (key) {
    return fc.uniqueArray(item, {
      minLength,
      maxLength,
      selector: (value) => (value as Record<string, unknown>)[key],
    });
  }
  return flat.uniqueItems
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(item, { minLength, maxLength });
}

function objectValue(generation: Generation, flat: Flat, path: string[]): fc.Arbitrary<unknown> {
  const minKeys = Math.min(
    Math.max(flat.minProperties ?? 0, generation.complete ? 1 : 0),
    flat.maxProperties ?? Infinity,
  );
  if (!flat.properties && typeof flat.additionalProperties === 'object') {
    const key =
      generation.hint([...path, '{key}'], flat) ?? fc.string({ minLength: 1, maxLength: 12 });
    return fc.dictionary(
      (key as fc.Arbitrary<string>).filter(isStorable),
      validValue(generation, flat.additionalProperties, [...path, '*']),
      { minKeys, maxKeys: Math.min(flat.maxProperties ?? 3, Math.max(minKeys, 3)) },
    );
  }
  if (!flat.properties) {
    // Any JSON object (the inbound receiver's body).
    const json = fc.jsonValue({ maxDepth: 2 }).filter((value) => isStorable(JSON.stringify(value)));
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).filter(isStorable), json, {
      minKeys,
      maxKeys: 4,
    });
  }
  const alternatives = flat.alternatives ?? [{}];
  const { rootBranch } = generation;
  const branches =
    path.length === 0 && rootBranch !== undefined
      ? [alternatives[rootBranch % alternatives.length]]
      : alternatives;
  return fc.oneof(
    ...branches.map((branch) => {
      const { required, forbidden } = branchKeys(generation, branch);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, child] of Object.entries(flat.properties!)) {
        if (!forbidden.has(name)) model[name] = validValue(generation, child, [...path, name]);
      }
      const requiredKeys = Object.keys(model).filter(
        (name) => generation.complete || flat.required.includes(name) || required.includes(name),
      );
      return fc
        .record(model, { requiredKeys })
        .filter((value) => Object.keys(value).length >= minKeys);
    }),
  );
}

/** What one alternative adds: keys it requires, and keys its `not` rules out. */
function branchKeys(generation: Generation, branch: Node) {
  const flat = flatten(generation.document, branch);
  const forbidden = new Set<string>();
  const not = flat.not;
  for (const part of [not, ...((not?.anyOf as Node[] | undefined) ?? [])]) {
    for (const name of (part?.required as string[] | undefined) ?? []) forbidden.add(name);
  }
  return { required: flat.required, forbidden };
}

function describeNode(description: unknown): string {
  return typeof description === 'string' ? description : '';
}
