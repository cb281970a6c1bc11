import { hash } from 'node:crypto';

/** Lowercase hex SHA-256 of a string (as UTF-8) or bytes: how stored token digests are kept. */
export function sha256Hex(value: string | Buffer): string {
  return hash('sha256', value, 'hex');
}

/** base64url SHA-256 of a string (as UTF-8) or bytes: one call, no hash object (hot paths). */
export function sha256Base64Url(value: string | Buffer): string {
  return hash('sha256', value, 'base64url');
}
