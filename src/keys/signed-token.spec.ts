import { randomBytes } from 'node:crypto';
import { parseSignedToken, signToken, verifyMac } from './signed-token';

describe('signed tokens', () => {
  const secret = randomBytes(32);

  it('verifies a token it signed and exposes kid and payload', () => {
    const token = signToken('svc_x_', 'k1', Buffer.from('{"a":1}'), secret);
    const parts = parseSignedToken('svc_x_', token);
    expect(parts?.kid).toBe('k1');
    expect(parts?.payload.toString()).toBe('{"a":1}');
    expect(verifyMac(parts!, secret)).toBe(true);
  });

  it('rejects a tampered payload, a wrong key and a wrong prefix', () => {
    const token = signToken('svc_x_', 'k1', Buffer.from('{"a":1}'), secret);
    const [head, , mac] = token.split('.');
    const tampered = `${head}.${Buffer.from('{"a":2}').toString('base64url')}.${mac}`;
    expect(verifyMac(parseSignedToken('svc_x_', tampered)!, secret)).toBe(false);
    expect(verifyMac(parseSignedToken('svc_x_', token)!, randomBytes(32))).toBe(false);
    expect(parseSignedToken('svc_y_', token)).toBeUndefined();
  });

  it('returns undefined for shapes that are not tokens', () => {
    for (const value of ['svc_x_', 'svc_x_a.b', 'svc_x_a.b.c.d', 'svc_x_a!.b.c']) {
      expect(parseSignedToken('svc_x_', value)).toBeUndefined();
    }
  });
});
