import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Equality of two secrets (tokens, MACs, digests) in time that depends on neither their content
 * nor their lengths: both sides are hashed to 32 bytes first, so inputs of different lengths are
 * compared too, and unequal, without an early return (Node's crypto.timingSafeEqual docs).
 * Strings are compared as their UTF-8 bytes.
 */
export function constantTimeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
