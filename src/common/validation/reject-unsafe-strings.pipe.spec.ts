import { RejectUnsafeStringsPipe } from './reject-unsafe-strings.pipe';
import { findUnsafeString } from './unsafe-strings';

describe('findUnsafeString', () => {
  it('finds a NUL in nested strings, array items and map keys', () => {
    expect(findUnsafeString({ name: 'ok', skills: [{ name: 'a\u0000' }] })?.field).toBe(
      'skills.0.name',
    );
    expect(findUnsafeString({ overrides: { 'web\u0000': 'allow' } })?.field).toBe(
      'overrides.web\uFFFD',
    );
    expect(findUnsafeString({ name: 'fine', list: ['a', 'b'], n: 1, b: null })).toBeUndefined();
  });

  it('finds lone surrogates in values and keys, and accepts paired ones', () => {
    expect(findUnsafeString({ name: 'x\ud800y' })).toEqual({
      field: 'name',
      message: expect.stringContaining('well-formed') as string,
      code: 'invalid_string',
    });
    expect(findUnsafeString({ a: [{ '\udc00': 1 }] })?.field).toBe('a.0.\uFFFD');
    expect(findUnsafeString({ name: 'Agent ✓ 😀 \ud83d\ude00' })).toBeUndefined();
  });

  it('walks attacker depth without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeString(deep)?.code).toBe('invalid_string');
  });
});

describe('RejectUnsafeStringsPipe', () => {
  const pipe = new RejectUnsafeStringsPipe();

  it('refuses bodies and queries with 400 VALIDATION_ERROR naming the field', () => {
    for (const type of ['body', 'query'] as const) {
      expect(() => pipe.transform({ q: 'x\u0000' }, { type })).toThrow(
        expect.objectContaining({
          status: 400,
          code: 'VALIDATION_ERROR',
          details: [expect.objectContaining({ field: 'q', code: 'invalid_string' })],
        }),
      );
    }
  });

  it('leaves path parameters, single named query values (link tokens) and clean values alone', () => {
    expect(pipe.transform('a\u0000', { type: 'param' })).toBe('a\u0000');
    expect(pipe.transform(['t', 'a\u0000'], { type: 'query', data: 'token' })).toEqual([
      't',
      'a\u0000',
    ]);
    const body = { name: 'Agent ✓ 😀' };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
  });
});
