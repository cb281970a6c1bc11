import { ValidationFailedError } from '../common/errors/domain-error';
import { oneClickScope } from './one-click-body';

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data; boundary=x';
const JSON_TYPE = 'application/json; charset=utf-8';

describe('oneClickScope', () => {
  it('treats an empty or unparsed body as the link category', () => {
    expect(oneClickScope(undefined, undefined)).toBe('category');
    expect(oneClickScope(JSON_TYPE, {})).toBe('category');
    expect(oneClickScope('text/plain', undefined)).toBe('category');
  });

  it('accepts the RFC 8058 form, urlencoded or multipart', () => {
    expect(oneClickScope(FORM, { 'List-Unsubscribe': 'One-Click' })).toBe('category');
    expect(oneClickScope(MULTIPART, { 'List-Unsubscribe': 'One-Click' })).toBe('category');
  });

  it('reads the scope from JSON only', () => {
    expect(oneClickScope(JSON_TYPE, { scope: 'all' })).toBe('all');
    expect(oneClickScope('application/merge-patch+json', { scope: 'all' })).toBe('all');
    expect(oneClickScope(JSON_TYPE, { scope: 'category' })).toBe('category');
    expect(() => oneClickScope(FORM, { scope: 'all' })).toThrow(ValidationFailedError);
  });

  it.each([
    [JSON_TYPE, { scope: 'everything' }, 'invalid_enum_value', 'scope'],
    [JSON_TYPE, { scope: 'all', extra: 1 }, 'unrecognized_keys', ''],
    [JSON_TYPE, ['all'], 'invalid_type', ''],
    [FORM, { 'List-Unsubscribe': 'Yes' }, 'invalid_enum_value', 'List-Unsubscribe'],
    [MULTIPART, { 'List-Unsubscribe': 'One-Click', other: 'x' }, 'unrecognized_keys', ''],
  ])('refuses %s %j with %s', (contentType, body, code, field) => {
    try {
      oneClickScope(contentType, body);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationFailedError);
      expect((error as ValidationFailedError).details).toEqual([
        expect.objectContaining({ code, field }),
      ]);
    }
  });
});
