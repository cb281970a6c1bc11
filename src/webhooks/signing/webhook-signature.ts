import { createHmac, randomBytes } from 'node:crypto';
import { constantTimeEqual } from '../../common/crypto/constant-time';

/** public-api.md, Events: a timestamp more than 300 s either way is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const SIGNATURE_HEADER = 'X-Webhook-Signature';
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
/** During a rotation grace: the same format, made with the replaced secret. */
export const PREVIOUS_SIGNATURE_HEADER = 'X-Webhook-Signature-Previous';

/** Signing secrets in the Svix style: `whsec_` + base64 of 32 random bytes. */
export function generateSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Receiver URL tokens: 256 random bits; only their SHA-256 is stored. */
export function generateUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * `sha256=` + lowercase hex HMAC-SHA256 of `<unix-seconds>.<raw body>`. The key is the secret
 * exactly as issued, `whsec_` prefix included (platform.md, Events).
 */
export function signatureFor(secret: string, timestamp: number, body: Buffer | string): string {
  const hmac = createHmac('sha256', secret);
  hmac.update(`${timestamp}.`);
  hmac.update(body);
  return `sha256=${hmac.digest('hex')}`;
}

/** The retired scheme signed the body alone; we only compute it to name the refusal. */
function bodyOnlySignatureFor(secret: string, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export type SignatureRefusal =
  | 'signature_missing'
  | 'timestamp_missing'
  | 'timestamp_invalid'
  | 'timestamp_out_of_tolerance'
  | 'signature_retired_scheme'
  | 'signature_mismatch';

export interface SignedRequest {
  signature: string | undefined;
  timestamp: string | undefined;
  body: Buffer;
}

/**
 * Checks an inbound signature; returns the refusal reason or undefined when it is valid. During
 * a rotation grace `secrets` holds the current and the replaced secret, and either one signs.
 * The whole header value is compared in constant time; the body-only form is never accepted.
 */
export function verifySignature(
  secrets: string | readonly string[],
  request: SignedRequest,
  nowSeconds: number,
): SignatureRefusal | undefined {
  const keys = typeof secrets === 'string' ? [secrets] : secrets;
  const { signature, timestamp, body } = request;
  if (!signature) return 'signature_missing';
  const retiredScheme = () =>
    keys.some((key) => constantTimeEqual(signature, bodyOnlySignatureFor(key, body)));
  if (!timestamp) return retiredScheme() ? 'signature_retired_scheme' : 'timestamp_missing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'timestamp_invalid';
  const seconds = Number(timestamp);
  if (Math.abs(nowSeconds - seconds) > SIGNATURE_TOLERANCE_SECONDS)
    return 'timestamp_out_of_tolerance';
  if (keys.some((key) => constantTimeEqual(signature, signatureFor(key, seconds, body))))
    return undefined;
  return retiredScheme() ? 'signature_retired_scheme' : 'signature_mismatch';
}
