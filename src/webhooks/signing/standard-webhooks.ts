import { createHmac } from 'node:crypto';

/** https://www.standardwebhooks.com: the headers a subscription that opted in also gets. */
export const STANDARD_ID_HEADER = 'webhook-id';
export const STANDARD_TIMESTAMP_HEADER = 'webhook-timestamp';
export const STANDARD_SIGNATURE_HEADER = 'webhook-signature';

const SECRET_PREFIX = 'whsec_';

/**
 * The Standard's HMAC key is the base64-decoded part of the secret after `whsec_`, which is
 * exactly what our secrets are made of (base64 of 32 random bytes, generateSigningSecret), so
 * `new Webhook(secret)` of the `standardwebhooks` libraries verifies with the string as issued.
 * Our own X-Webhook-Signature keeps the whole string as its key (platform.md, Events).
 */
export function standardWebhookKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  return Buffer.from(encoded, 'base64');
}

/** `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`. */
export function standardSignatureFor(
  secret: string,
  webhookId: string,
  timestamp: number,
  body: Buffer | string,
): string {
  const hmac = createHmac('sha256', standardWebhookKey(secret));
  hmac.update(`${webhookId}.${timestamp}.`);
  hmac.update(body);
  return `v1,${hmac.digest('base64')}`;
}
