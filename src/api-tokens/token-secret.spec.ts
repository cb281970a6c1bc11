import {
  displayPrefix,
  generateTokenSecret,
  hashTokenSecret,
  hasTokenShape,
  withChecksum,
} from './token-secret';

describe('API token secrets', () => {
  it('have the environment prefix, 256 bits of base62 and a valid checksum', () => {
    const live = generateTokenSecret('svc_live_');
    expect(live).toMatch(/^svc_live_[0-9A-Za-z]{49}$/);
    expect(hasTokenShape(live)).toBe(true);
    expect(hasTokenShape(generateTokenSecret('svc_test_'))).toBe(true);
  });

  it('refuse a token whose checksum does not match (a typo)', () => {
    const token = generateTokenSecret('svc_live_');
    const flipped = token.slice(0, 12) + (token[12] === 'a' ? 'b' : 'a') + token.slice(13);
    expect(hasTokenShape(flipped)).toBe(false);
    expect(hasTokenShape(token.replace('svc_live_', 'svc_test_'))).toBe(false);
    expect(hasTokenShape('svc_live_short')).toBe(false);
  });

  it('refuse a wrong prefix or length even when the rest carries a matching checksum', () => {
    const body = generateTokenSecret('svc_live_').slice(9, 52);
    expect(hasTokenShape(withChecksum('svc_live_', body))).toBe(true);
    expect(hasTokenShape(withChecksum('svc_live_', body).replace('svc_live_', 'svc_prod_'))).toBe(
      false,
    );
    expect(hasTokenShape(withChecksum('svc_live_', `${body}x`))).toBe(false);
    expect(hasTokenShape(withChecksum('svc_live_', body.slice(1)))).toBe(false);
  });

  it('are unique and hash to 64 hex characters', () => {
    const a = generateTokenSecret('svc_live_');
    const b = generateTokenSecret('svc_live_');
    expect(a).not.toBe(b);
    expect(hashTokenSecret(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(displayPrefix(a)).toBe(a.slice(0, 13));
  });
});
