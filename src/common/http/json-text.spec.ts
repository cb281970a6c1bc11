import fc from 'fast-check';
import { inspectJsonText } from './json-text';

const inspect = (text: string) => inspectJsonText(text, 64);

/** What the old path concluded: JSON.parse, then a walk for NUL and lone surrogates. */
function oracle(text: string): 'valid' | 'invalid' | 'unstorable' {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  const bad = (s: string) => s.includes('\u0000') || !s.isWellFormed();
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string' && bad(item)) return 'unstorable';
    if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (bad(key)) return 'unstorable';
        stack.push(child);
      }
    }
  }
  return 'valid';
}

const settle = (verdict: string) => (verdict === 'valid_unusual_numbers' ? 'valid' : verdict);

describe('inspectJsonText', () => {
  it.each([
    ['{"a":[1,-2.5e3,true,false,null,"x\\n\\u00e9\\ud83d\\ude00"]}', 'valid'],
    [' \t\r\n[ ] ', 'valid'],
    ['"\\u0000"', 'unstorable'],
    ['"\\ud800"', 'unstorable'],
    ['"\\udc00"', 'unstorable'],
    ['"\\ud800\\u0041"', 'unstorable'],
    ['"\\ud800\\uZZZZ"', 'invalid'],
    ['{"a":1,}', 'invalid'],
    ['[1 2]', 'invalid'],
    ['01', 'invalid'],
    ['1.', 'invalid'],
    ['-', 'invalid'],
    ['"\u0001"', 'invalid'],
    ['tru', 'invalid'],
    ['{"a" 1}', 'invalid'],
    ['{1:2}', 'invalid'],
    ['[1]]', 'invalid'],
    ['', 'invalid'],
    ['1e400', 'valid_unusual_numbers'],
    ['[1e300, 1.5E+99]', 'valid'],
    ['[1, -1E-301]', 'valid_unusual_numbers'],
    ['123456789012345678901234567890', 'valid_unusual_numbers'],
  ])('%j is %s', (text, verdict) => {
    expect(inspect(text)).toBe(verdict);
  });

  it('bounds nesting', () => {
    expect(inspect('['.repeat(64) + ']'.repeat(64))).toBe('valid');
    expect(inspect('['.repeat(65) + ']'.repeat(65))).toBe('too_deep');
    expect(inspect('{"a":'.repeat(500_000))).toBe('too_deep');
  });

  it('agrees with JSON.parse on generated and mutated documents', () => {
    const document = fc.oneof(
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify(value, null, 1)),
      fc.string({ unit: 'binary' }).map((s) => JSON.stringify(s)),
    );
    const mutated = fc
      .tuple(
        document,
        fc.nat(),
        fc.constantFrom('', '\\', '"', ',', ']', '}', '\\u0000', '\\ud800', 'e', '-'),
      )
      .map(([text, at, insert]) => {
        const position = text.length ? at % text.length : 0;
        return text.slice(0, position) + insert + text.slice(position + (insert ? 0 : 1));
      });
    fc.assert(
      fc.property(fc.oneof(document, mutated), (text) => {
        expect(settle(inspect(text))).toBe(oracle(text));
      }),
      { numRuns: 5000, seed: 9 },
    );
  });
});
