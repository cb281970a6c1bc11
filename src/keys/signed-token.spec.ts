import { randomBytes } from 'node:crypto';
import { canonicalTokenSpelling, parseSignedToken, signToken, verifyMac } from './signed-token';

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

  describe('spare bits of a last base64url character', () => {
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // A 7-byte payload leaves 4 spare bits in its last character, a 32-byte MAC 2.
    const token = signToken('svc_x_', 'k1', Buffer.from('{"a":1}'), secret);
    const [head, payload, mac] = token.split('.') as [string, string, string];
    const respell = (part: string) =>
      part.slice(0, -1) + ALPHABET[ALPHABET.indexOf(part[part.length - 1]) ^ 1];
    const macTwin = `${head}.${payload}.${respell(mac)}`;
    const payloadTwin = `${head}.${respell(payload)}.${mac}`;

    it('decode to the same bytes', () => {
      expect(Buffer.from(respell(mac), 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
      expect(Buffer.from(respell(payload), 'base64url')).toEqual(Buffer.from(payload, 'base64url'));
    });

    it('make a token that no longer verifies: only the issued spelling does', () => {
      expect(verifyMac(parseSignedToken('svc_x_', token)!, secret)).toBe(true);
      expect(verifyMac(parseSignedToken('svc_x_', macTwin)!, secret)).toBe(false);
      expect(verifyMac(parseSignedToken('svc_x_', payloadTwin)!, secret)).toBe(false);
    });

    it('do not change what a token is: every spelling has the issued one as canonical text', () => {
      expect(canonicalTokenSpelling(token)).toBe(token);
      expect(canonicalTokenSpelling(macTwin)).toBe(token);
      expect(canonicalTokenSpelling(payloadTwin)).toBe(token);
      expect(canonicalTokenSpelling(`${head}.${respell(payload)}.${respell(mac)}`)).toBe(token);
    });
  });

  it('leaves text that is not token-shaped as it is when asked for a canonical spelling', () => {
    for (const value of ['', 'garbage', 'svc_x_a.b', 'svc_x_a.b.c.d', 'svc_x_a.b!.c', 'a.b.c=']) {
      expect(canonicalTokenSpelling(value)).toBe(value);
    }
  });

  it('returns undefined for shapes that are not tokens', () => {
    for (const value of ['svc_x_', 'svc_x_a.b', 'svc_x_a.b.c.d', 'svc_x_a!.b.c']) {
      expect(parseSignedToken('svc_x_', value)).toBeUndefined();
    }
  });
});
