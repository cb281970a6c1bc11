import { findJsonShapeViolation, REQUEST_BODY_LIMITS } from './json-shape';

const scan = (text: string) => findJsonShapeViolation(text, REQUEST_BODY_LIMITS);

describe('findJsonShapeViolation', () => {
  it('accepts ordinary documents, strings full of brackets and escaped quotes', () => {
    expect(scan('{"name":"x","skills":[{"name":"a"}],"n":1,"b":null}')).toBeUndefined();
    expect(scan(JSON.stringify({ text: '[[[[{{{{ "\\" ,,,,'.repeat(1000) }))).toBeUndefined();
    expect(scan(JSON.stringify({ list: new Array(1000).fill(0) }))).toBeUndefined();
  });

  it('refuses nesting past the limit and names where it went too deep', () => {
    const deep = '{"scope":' + '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_001);
    const found = scan(deep);
    expect(found?.code).toBe('too_big');
    expect(found?.field).toBe(['scope', ...new Array(31).fill('a')].join('.'));
    expect(scan('{"name":' + '['.repeat(2000) + ']'.repeat(2000) + '}')?.field).toBe(
      'name' + '.0'.repeat(31),
    );
    expect(scan('['.repeat(32) + ']'.repeat(32))).toBeUndefined();
    expect(scan('['.repeat(33) + ']'.repeat(33))?.field).toBe(new Array(32).fill('0').join('.'));
  });

  it('refuses arrays and objects with too many items, naming the container', () => {
    const items = '{}'.concat(',{}'.repeat(100_000));
    expect(scan(`{"name":"x","skills":[${items}]}`)).toEqual({
      field: 'skills',
      message: 'skills must contain at most 1000 items',
      code: 'too_big',
    });
    const keys = Array.from({ length: 1001 }, (_, i) => `"k${i}":1`).join(',');
    expect(scan(`{"config":{${keys}}}`)?.field).toBe('config');
    expect(scan(`[${new Array(1001).fill('1').join(',')}]`)?.field).toBe('');
  });

  it('decodes escaped keys in the path and shortens very long ones', () => {
    expect(scan('{"a\\u0062":' + '['.repeat(40) + ']'.repeat(40) + '}')?.field).toMatch(/^ab\.0/);
    const long = 'k'.repeat(500);
    expect(scan(`{"${long}":${'['.repeat(40)}${']'.repeat(40)}}`)?.field).toMatch(/^k{100}…\.0/);
  });

  it('takes a long string as one value, whatever it contains', () => {
    expect(scan(JSON.stringify({ page: '[{,'.repeat(300_000) }))).toBeUndefined();
  });
});
