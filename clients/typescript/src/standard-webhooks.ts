import { createHmac } from 'node:crypto';
import {
  anySignatureMatches,
  checkedTimestamp,
  header,
  parseEvent,
  type RawBody,
  type VerifyOptions,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookVerificationError,
} from './webhooks';

const SECRET_PREFIX = 'whsec_';

/**
 * Checks a delivery of a subscription created with `standardWebhooks: true` by its Standard
 * Webhooks headers (https://www.standardwebhooks.com) and returns its event. `webhook-signature`
 * holds space-separated `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`
 * entries keyed by the base64-decoded bytes after `whsec_` (the Standard's keying, so `secret` is
 * the string as issued); during a secret rotation's grace it holds one entry per secret, so either
 * secret verifies. `webhook-id` is the delivery id, the same on every attempt: drop repeats by it.
 * Throws WebhookVerificationError.
 */
export function verifyStandardWebhook<TData = Record<string, unknown>>(
  rawBody: RawBody,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyOptions = {},
): WebhookEvent<TData> {
  const id = header(headers, 'webhook-id');
  const signatures = header(headers, 'webhook-signature');
  if (!id) throw new WebhookVerificationError('id_missing');
  if (!signatures) throw new WebhookVerificationError('signature_missing');
  const timestamp = checkedTimestamp(header(headers, 'webhook-timestamp'), options);
  const hmac = createHmac('sha256', standardKey(secret)).update(`${id}.${timestamp}.`);
  const expected = `v1,${hmac.update(rawBody).digest('base64')}`;
  if (!anySignatureMatches(signatures.split(' '), expected)) {
    throw new WebhookVerificationError('signature_mismatch');
  }
  return parseEvent<TData>(rawBody);
}

function standardKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new TypeError('the secret holds no key: pass it as issued (whsec_…)');
  return key;
}
