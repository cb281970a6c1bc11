import fc from 'fast-check';
import { sometimes, toJsonText } from './hostile-values';
import type { Operation, Parameter } from './openapi-operations';
import type { BoundValues } from './path-values';
import { Mode, schemaValue, SchemaContext } from './schema-values';
import { encodeText, hostileUrlValue, RAW_URL_JUNK } from './url-encoding';

/** One `key=value` of the query string, both already encoded. */
type Pair = readonly [string, string] | readonly [string];

function asQueryText(value: unknown): string {
  if (typeof value === 'string') return encodeText(value);
  if (value === undefined) return '';
  return encodeText(toJsonText(value).replace(/^"|"$/g, ''));
}

/** A declared parameter: valid-ish from its schema, or hostile, or sent twice, or as `key[]`. */
function parameterPairs(
  parameter: Parameter,
  context: SchemaContext,
  mode: Mode,
): fc.Arbitrary<Pair[]> {
  if (mode === 'valid') {
    return fc.option(
      schemaValue(parameter.schema, context, [parameter.name], 'valid').map((value) => [
        [parameter.name, asQueryText(value)] as Pair,
      ]),
      { nil: [] },
    );
  }
  const value = fc.oneof(
    {
      weight: 6,
      arbitrary: schemaValue(parameter.schema, context, [parameter.name]).map(asQueryText),
    },
    { weight: 2, arbitrary: hostileUrlValue },
  );
  const key = parameter.name;
  return fc.oneof(
    { weight: 6, arbitrary: value.map((text) => [[key, text] as Pair]) },
    { weight: 4, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc.tuple(value, value).map(([a, b]) => [[key, a] as Pair, [key, b] as Pair]),
    },
    { weight: 1, arbitrary: value.map((text) => [[`${key}[]`, text] as Pair]) },
    { weight: 1, arbitrary: value.map((text) => [[`${key}[a]`, text] as Pair]) },
    { weight: 1, arbitrary: fc.constant([[key, ''] as Pair]) },
    { weight: 1, arbitrary: fc.constant([[key] as Pair]) },
  );
}

const strayPairs: fc.Arbitrary<Pair[]> = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'hasOwnProperty',
        'toString',
        'limit',
        'a[b][c]',
        '',
      ),
      fc.constantFrom(...RAW_URL_JUNK),
    ),
    hostileUrlValue,
  ),
  { maxLength: 2 },
);

/**
 * The query string of one request: the bound link token (real, nearly right, hostile, absent
 * or duplicated), the declared parameters, and now and then stray keys.
 */
export function queryString(
  operation: Operation,
  context: SchemaContext,
): fc.Arbitrary<(bound: BoundValues) => string> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const boundNames = new Set(['token']);
  const free = declared.filter((parameter) => !boundNames.has(parameter.name));
  return fc
    .record({
      pairs: fc.oneof(
        {
          weight: 13,
          arbitrary: fc.tuple(...free.map((p) => parameterPairs(p, context, 'valid'))),
        },
        { weight: 7, arbitrary: fc.tuple(...free.map((p) => parameterPairs(p, context, 'mixed'))) },
      ),
      stray: sometimes(strayPairs, 12),
      duplicateToken: sometimes(hostileUrlValue, 8),
      raw: sometimes(fc.constantFrom('?', '&&', '&=', '=&', '#', '%', ';'), 3),
    })
    .map(({ pairs, stray, duplicateToken, raw }) => (bound: BoundValues) => {
      const all: Pair[] = [];
      for (const [name, value] of Object.entries(bound.query)) {
        if (value) all.push([name, value.sent]);
        if (duplicateToken !== null) all.push([name, duplicateToken]);
      }
      all.push(...pairs.flat(), ...(stray ?? []));
      const text = all
        .map((pair) => (pair.length === 1 ? pair[0] : `${pair[0]}=${pair[1]}`))
        .join('&');
      const query = raw ? `${text}${raw}` : text;
      return query ? `?${query}` : '';
    });
}
