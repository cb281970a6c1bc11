import { createHash } from 'node:crypto';
import type { Request } from 'express';

const BODY_DIGEST = Symbol('body-digest');
type DigestedRequest = Request & { [BODY_DIGEST]?: Buffer };

/**
 * Called by the body parsers with the bytes they read, before they are parsed: a request sent
 * with an Idempotency-Key is compared with its first sending by these bytes (docs/platform.md,
 * "Safe retries"). Only such requests pay for the hash.
 */
export function noteBodyBytes(request: Request, bytes: Buffer): void {
  if (request.headers['idempotency-key'] === undefined) return;
  (request as DigestedRequest)[BODY_DIGEST] = createHash('sha256').update(bytes).digest();
}

/** SHA-256 of the body's bytes as read (of no bytes when nothing was parsed). */
export function bodyDigestOf(request: Request): Buffer {
  return (request as DigestedRequest)[BODY_DIGEST] ?? createHash('sha256').digest();
}
