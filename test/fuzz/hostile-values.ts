import fc from 'fast-check';

/**
 * JSON text that JSON.stringify cannot produce (`-0`, `1e309`, 2**53+1 written out): kept as a
 * placeholder in the value and written verbatim by `toJsonText`.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, except that RawJson values are written as their text. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  if (text === undefined) return '';
  // JSON.stringify writes U+0001 as the six characters \u0001.
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)]);
}

/** An object with an own enumerable `__proto__` key (a literal would set the prototype). */
export function withOwnKey(key: string, value: unknown, rest: Record<string, unknown> = {}) {
  const object: Record<string, unknown> = { ...rest };
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

/** A string of `length` copies of `unit` (built once, not by fast-check character by character). */
export function longString(length: number, unit = 'a'): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf'];

export const HOSTILE_STRINGS: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\ud800\u0041',
  '\udbff\udfff',
  '😀',
  'e\u0301',
  '\u202egnp.exe',
  '\ufeff',
  'İı',
  'ß',
  'ﷺ',
  '\u00a0',
  '\r\n',
  '\t',
  '<script>alert(1)</script>',
  "'; DROP TABLE agents; --",
  '%s%n%x',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  '\\',
  '"',
  '%00',
  '%ZZ',
  '%',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '9007199254740993',
  '0x1F',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ...PROTOTYPE_KEYS,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(300, 2_001, 10_001, 100_001),
        fc.constantFrom('a', 'é', '😀', '\u0000'),
      )
      .map(([length, unit]) => longString(length, unit)),
  },
);

/** Numbers at the edges of JSON, IEEE doubles and Postgres integer columns. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  0,
  -1,
  1.5,
  -1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
  new RawJson('-0'),
  new RawJson('9007199254740993'),
  new RawJson('9223372036854775808'),
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('1e-400'),
  new RawJson('1E2'),
  new RawJson('100000000000000000000000000000000000000000000'),
);

/** Any JSON value, small, with the hostile strings and numbers above mixed in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie('value'), { maxLength: 3 }),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileString), tie('value')), {
        maxLength: 3,
      })
      .map((entries) =>
        entries.reduce<Record<string, unknown>>(
          (object, [key, value]) => withOwnKey(key, value, object),
          {},
        ),
      ),
  ),
})).value;

/** `arbitrary` about `percent` times in a hundred, null otherwise. */
export function sometimes<T>(arbitrary: fc.Arbitrary<T>, percent: number): fc.Arbitrary<T | null> {
  return fc.oneof(
    { weight: 100 - percent, arbitrary: fc.constant(null) },
    { weight: percent, arbitrary },
  );
}
