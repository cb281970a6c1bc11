import { randomBytes } from 'node:crypto';
import { addressHash } from './address-hash';

describe('addressHash', () => {
  const key = randomBytes(32);

  it('is the same for the same address however it is cased or padded', () => {
    expect(addressHash(key, ' Ada@Example.TEST ')).toBe(addressHash(key, 'ada@example.test'));
  });

  it('depends on the key and never contains the address', () => {
    const hash = addressHash(key, 'ada@example.test');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(addressHash(randomBytes(32), 'ada@example.test')).not.toBe(hash);
    expect(addressHash(key, 'bob@example.test')).not.toBe(hash);
  });
});
