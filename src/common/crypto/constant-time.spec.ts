import { constantTimeEqual } from './constant-time';

describe('constantTimeEqual', () => {
  it('is true for equal strings and equal bytes', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual(Buffer.from([1, 2, 3]), Buffer.from([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual('', '')).toBe(true);
  });

  it('is false for different content of the same length', () => {
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
  });

  it('is false, without throwing, for different lengths', () => {
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', 'a')).toBe(false);
  });

  it('compares a string with the bytes of its UTF-8 spelling as equal', () => {
    expect(constantTimeEqual('é', Buffer.from('é', 'utf8'))).toBe(true);
  });
});
