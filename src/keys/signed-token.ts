import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../common/crypto/constant-time';

/**
 * Compact HMAC-signed tokens: `<prefix><kid>.<payload>.<mac>`, all base64url. The payload is
 * whatever the caller encodes (keep it free of personal data); the kid lets keys rotate.
 *
 * base64url leaves spare bits in a last character that decoders ignore, so the bytes of one token
 * can be spelt several ways. Exactly one spelling verifies, the one we issue: the MAC covers the
 * kid and payload as written, and `verifyMac` compares the MAC as written. Anything keyed on a
 * token's text (a rate-limit budget) uses `canonicalTokenSpelling`, so every spelling counts once.
 */
export interface SignedTokenParts {
  kid: string;
  payload: Buffer;
  /** The MAC exactly as written in the token. */
  signature: string;
  signedPart: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function signToken(prefix: string, kid: string, payload: Buffer, secret: Buffer): string {
  const signedPart = `${prefix}${kid}.${payload.toString('base64url')}`;
  return `${signedPart}.${mac(signedPart, secret)}`;
}

/** Splits a token without trusting it; undefined when it does not have the shape at all. */
export function parseSignedToken(prefix: string, token: string): SignedTokenParts | undefined {
  if (!token.startsWith(prefix)) return undefined;
  const parts = token.slice(prefix.length).split('.');
  if (parts.length !== 3) return undefined;
  const [kid, payload, signature] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(kid) || !BASE64URL.test(payload) || !BASE64URL.test(signature))
    return undefined;
  return {
    kid,
    payload: Buffer.from(payload, 'base64url'),
    signature,
    signedPart: `${prefix}${kid}.${payload}`,
  };
}

/** True only for the issued spelling: a MAC with other spare bits is a wrong MAC. */
export function verifyMac(parts: SignedTokenParts, secret: Buffer): boolean {
  return constantTimeEqual(parts.signature, mac(parts.signedPart, secret));
}

/**
 * The issued spelling of whatever token these bytes are: payload and MAC re-encoded from what
 * they decode to. Text that is not token-shaped is returned as it is.
 */
export function canonicalTokenSpelling(token: string): string {
  const parts = token.split('.');
  if (parts.length !== 3) return token;
  const [head, payload, signature] = parts as [string, string, string];
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return token;
  return `${head}.${recode(payload)}.${recode(signature)}`;
}

function recode(base64url: string): string {
  return Buffer.from(base64url, 'base64url').toString('base64url');
}

function mac(value: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}
