import { RejectNulPipe, firstNulField } from './reject-nul.pipe';

describe('RejectNulPipe', () => {
  const pipe = new RejectNulPipe();

  it('finds a NUL in nested strings, array items and map keys', () => {
    expect(firstNulField({ name: 'ok', skills: [{ name: 'a\u0000' }] }, '')).toBe('skills.0.name');
    expect(firstNulField({ overrides: { 'web\u0000': 'allow' } }, '')).toBe('overrides.web\u0000');
    expect(firstNulField({ name: 'fine', list: ['a', 'b'], n: 1, b: null }, '')).toBeUndefined();
  });

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

  it('leaves path parameters and clean values alone', () => {
    expect(pipe.transform('a\u0000', { type: 'param' })).toBe('a\u0000');
    const body = { name: 'Agent ✓ 😀' };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
  });
});
