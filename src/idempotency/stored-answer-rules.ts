import { ValidationFailedError } from '../common/errors/domain-error';

/** Refused before the operation runs: guards, body parsers, rate limits. */
const NEVER_REACHED = new Set([401, 403, 413, 415, 429]);

/**
 * platform.md, "Safe retries": an answer the operation reached is stored and replayed, a 400 it
 * gave (a refused cycle, a spent version limit) included; the answers it never reached and 5xx
 * are not, so a retry runs afresh. A 400 validation error is not stored even when the operation
 * raised it: its writes are undone with the unstored answer, so the retry does nothing twice.
 */
export function isStored(status: number, errorCode?: string): boolean {
  if (status === 400) return errorCode !== undefined && errorCode !== ValidationFailedError.code;
  return status < 500 && !NEVER_REACHED.has(status);
}

/** The answer about to be sent: its body is read only for a 400, which its code decides. */
export function isStoredAnswer(answer: { status: number; body: Buffer }): boolean {
  return isStored(answer.status, answer.status === 400 ? errorCodeOf(answer.body) : undefined);
}

/** The `error` of the error envelope; undefined for a body that is not one. */
function errorCodeOf(body: Buffer): string | undefined {
  try {
    const envelope: unknown = JSON.parse(body.toString('utf8'));
    const code = (envelope as { error?: unknown } | null)?.error;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
