import { randomBytes } from 'node:crypto';

/** The event type of a proof-of-ownership challenge (docs/webhooks-delivery.md). */
export const VERIFICATION_EVENT = 'webhook.verification';

/** The attempt's recorded error when a 2xx answer did not carry the challenge back. */
export const CHALLENGE_NOT_ECHOED = 'challenge not echoed';

/** 32 random bytes, base64url: 43 characters, safe in JSON, text and URLs alike. */
export function newChallenge(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Whether an answer's body proves the receiver read the challenge: the bare value, the value as
 * a JSON string, or a JSON object whose top-level `challenge` is the value (other members are
 * ignored); surrounding whitespace does not matter. Only the top level counts: a URL that
 * reflects whatever it is sent (the challenge sits in the request's `data`) proves nothing.
 * `body` is the recorded excerpt (the first 1024 bytes), so a longer answer never matches.
 */
export function echoesChallenge(body: string | undefined, challenge: string): boolean {
  if (body === undefined || challenge === '') return false;
  const text = body.trim();
  if (text === challenge) return true;
  if (!text.startsWith('{') && !text.startsWith('"')) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof parsed === 'string') return parsed === challenge;
  return (
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    (parsed as Record<string, unknown>).challenge === challenge
  );
}
