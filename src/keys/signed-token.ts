import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HMAC-signed tokens: `<prefix><kid>.<payload>.<mac>`, all base64url. The payload is
 * whatever the caller encodes (keep it free of personal data); the kid lets keys rotate.
 */
export interface SignedTokenParts {
  kid: string;
  payload: Buffer;
  mac: Buffer;
  signedPart: string;
}

export function signToken(prefix: string, kid: string, payload: Buffer, secret: Buffer): string {
  const signedPart = `${prefix}${kid}.${payload.toString('base64url')}`;
  return `${signedPart}.${mac(signedPart, secret).toString('base64url')}`;
}

/** Splits a token without trusting it; undefined when it does not have the shape at all. */
export function parseSignedToken(prefix: string, token: string): SignedTokenParts | undefined {
  if (!token.startsWith(prefix)) return undefined;
  const parts = token.slice(prefix.length).split('.');
  if (parts.length !== 3) return undefined;
  const [kid, payload, signature] = parts as [string, string, string];
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(kid) || !base64url.test(payload) || !base64url.test(signature))
    return undefined;
  return {
    kid,
    payload: Buffer.from(payload, 'base64url'),
    mac: Buffer.from(signature, 'base64url'),
    signedPart: `${prefix}${kid}.${payload}`,
  };
}

export function verifyMac(parts: SignedTokenParts, secret: Buffer): boolean {
  const expected = mac(parts.signedPart, secret);
  return parts.mac.length === expected.length && timingSafeEqual(parts.mac, expected);
}

function mac(value: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(value).digest();
}
