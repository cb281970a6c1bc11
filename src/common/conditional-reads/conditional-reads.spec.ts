import { isConditionalRead } from './conditional-reads';

describe('isConditionalRead (platform.md "Conditional reads")', () => {
  it('takes a GET (and its HEAD) of one resource under /v1', () => {
    expect(isConditionalRead('GET', '/v1/agents/abc', {})).toBe(true);
    expect(isConditionalRead('HEAD', '/v1/agents/abc', {})).toBe(true);
    expect(isConditionalRead('GET', '/v1/agents/graph', {})).toBe(true);
  });

  it('takes the first page of a collection: no cursor, no offset or offset 0', () => {
    expect(isConditionalRead('GET', '/v1/agents', { limit: '20' })).toBe(true);
    expect(isConditionalRead('GET', '/v1/agents', { offset: '0' })).toBe(true);
    expect(isConditionalRead('GET', '/v1/agents', { offset: '00' })).toBe(true);
    expect(isConditionalRead('GET', '/v1/events', { cursor: '' })).toBe(true);
  });

  it('leaves out later pages', () => {
    expect(isConditionalRead('GET', '/v1/agents', { offset: '20' })).toBe(false);
    expect(isConditionalRead('GET', '/v1/agents', { offset: 'x' })).toBe(false);
    // Refused (400): an empty offset is no integer.
    expect(isConditionalRead('GET', '/v1/agents', { offset: '' })).toBe(false);
    expect(isConditionalRead('GET', '/v1/agents', { offset: ['0', '0'] })).toBe(false);
    expect(isConditionalRead('GET', '/v1/events', { cursor: 'eyJ2IjoxfQ' })).toBe(false);
  });

  it('leaves out writes and everything outside /v1', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'])
      expect(isConditionalRead(method, '/v1/agents', {})).toBe(false);
    expect(isConditionalRead('GET', '/public/knowledge/abc', {})).toBe(false);
    expect(isConditionalRead('GET', '/v10/agents', {})).toBe(false);
    expect(isConditionalRead('GET', '/health', {})).toBe(false);
  });
});
