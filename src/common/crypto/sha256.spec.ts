import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('gives the lowercase hex digest of a string (FIPS 180-4 test vector "abc")', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives the same digest for a string and its UTF-8 bytes', () => {
    expect(sha256Hex(Buffer.from('abc'))).toBe(sha256Hex('abc'));
  });
});
