import { isStored, isStoredAnswer } from './stored-answer-rules';

const answer = (status: number, body: unknown) => ({
  status,
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});

describe('which answers of a keyed request are stored (platform.md "Safe retries")', () => {
  it('stores what the operation answered: successes, 404, 409, 410, 422', () => {
    for (const status of [200, 201, 204, 404, 409, 410, 422]) expect(isStored(status)).toBe(true);
  });

  it('does not store what the operation never reached, nor 5xx', () => {
    for (const status of [401, 403, 413, 415, 429, 500, 503])
      expect(isStored(status, 'ANY_CODE')).toBe(false);
  });

  it('stores a 400 by its code: every code but VALIDATION_ERROR', () => {
    expect(isStoredAnswer(answer(400, { error: 'AGENT_DAG_SELF_EDGE', message: 'm' }))).toBe(true);
    expect(isStoredAnswer(answer(400, { error: 'BULK_CONFIRM_TOKEN_INVALID' }))).toBe(true);
    expect(isStoredAnswer(answer(400, { error: 'VALIDATION_ERROR', details: [] }))).toBe(false);
  });

  it('does not store a 400 whose body names no code', () => {
    for (const body of ['', 'not json', 'null', '[]', { error: 7 }, { message: 'm' }])
      expect(isStoredAnswer(answer(400, body))).toBe(false);
  });

  it('reads no body but a 400 one', () => {
    expect(isStoredAnswer(answer(201, 'not json'))).toBe(true);
    expect(isStoredAnswer(answer(404, 'not json'))).toBe(true);
  });
});
