import { checkJsonPayload, MAX_JSON_DEPTH } from './json-payload';

const check = (text: string | Buffer) =>
  checkJsonPayload(typeof text === 'string' ? Buffer.from(text, 'utf8') : text);

describe('checkJsonPayload', () => {
  it('accepts any JSON value and returns the text to store as it was sent', () => {
    expect(check('{"order": 1, "items": [true, null, "x"]}')).toEqual({
      ok: true,
      json: '{"order": 1, "items": [true, null, "x"]}',
    });
    expect(check('[1e400, 123456789012345678901234567890]')).toEqual({
      ok: true,
      json: '[null,1.2345678901234568e+29]',
    });
    expect(check('"just a string"')).toEqual({ ok: true, json: '"just a string"' });
  });

  it('refuses bodies that do not parse, including invalid UTF-8', () => {
    expect(check('{"a":')).toEqual({ ok: false, reason: 'invalid_json' });
    expect(check('')).toEqual({ ok: false, reason: 'invalid_json' });
    expect(check(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]))).toEqual({
      ok: false,
      reason: 'invalid_json',
    });
  });

  it('refuses JSON that jsonb cannot store', () => {
    expect(check('{"a":"\\u0000"}')).toEqual({ ok: false, reason: 'json_not_storable' });
    expect(check('{"\\u0000":1}')).toEqual({ ok: false, reason: 'json_not_storable' });
    expect(check('["\\ud800"]')).toEqual({ ok: false, reason: 'json_not_storable' });
    expect(check(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toEqual({
      ok: false,
      reason: 'json_not_storable',
    });
  });

  it('keeps escaped backslashes and surrogate pairs', () => {
    expect(check('{"a":"\\\\u0000","e":"\\ud83d\\ude00"}').ok).toBe(true);
    expect(check(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`).ok).toBe(true);
  });
});

describe('checkJsonPayload on hostile shapes', () => {
  it('refuses extreme nesting before parsing it', () => {
    expect(check('['.repeat(500_000) + ']'.repeat(500_000))).toEqual({
      ok: false,
      reason: 'json_not_storable',
    });
  });

  it('takes wide documents: senders shape their own payloads', () => {
    expect(check(JSON.stringify(new Array(100_000).fill({ a: 1 }))).ok).toBe(true);
  });
});

describe('checkJsonPayload escapes', () => {
  it.each([
    ['"\\u0000"', false],
    ['"\\ud800"', false],
    ['"\\uDC00x"', false],
    ['"\\ud800\\u0041"', false],
    ['{"\\udbff":1}', false],
    ['"\\ud83d\\ude00 \\u00e9 \\n \\\\u0000 \\\\ud800"', true],
    ['"\\\\\\u0000"', false],
    ['"\\ud800\\udc00\\udc00"', false],
  ])('%s storable: %s', (text, ok) => {
    expect(check(text).ok).toBe(ok);
  });
});
