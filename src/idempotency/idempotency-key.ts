import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { ValidationFailedError } from '../common/errors/domain-error';
import { bodyDigestOf } from '../common/http/body-digest';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** platform.md, "Safe retries": 1 to 255 printable ASCII characters. */
const KEY = /^[\x20-\x7e]{1,255}$/;

/** The same rule as the document states it. */
export const IDEMPOTENCY_KEY_SCHEMA = {
  type: 'string' as const,
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x20-\\x7E]+$',
};

/** The request's key, or undefined without the header; anything else is a 400. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && KEY.test(value)) return value;
  throw ValidationFailedError.forField(
    IDEMPOTENCY_KEY_HEADER,
    'Idempotency-Key must be 1 to 255 printable ASCII characters',
    'invalid_string',
  );
}

/**
 * What a retry must repeat to be given the first answer: the method, the path (with its query)
 * and the body's bytes as the parsers read them. `parts` stands for the body where a handler
 * parses its own (a multipart upload: each part by name and content digest).
 */
export function requestFingerprint(request: Request, parts?: readonly string[]): Buffer {
  const hash = createHash('sha256').update(`${request.method}\n${request.originalUrl}\n`);
  if (parts) for (const part of parts) hash.update(`${part}\n`);
  else hash.update(bodyDigestOf(request));
  return hash.digest();
}
