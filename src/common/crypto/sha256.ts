import { createHash } from 'node:crypto';

/** Lowercase hex SHA-256 of a string (as UTF-8) or bytes: how stored token digests are kept. */
export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}
