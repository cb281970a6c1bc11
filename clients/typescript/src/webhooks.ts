import { createHmac, timingSafeEqual } from 'node:crypto';

/** public-api.md, Events: a timestamp more than 300 s either way is refused. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** The envelope of every outbound event (platform.md, Events). */
export interface WebhookEvent<TData = Record<string, unknown>> {
  id: string;
  type: string;
  createdAt: string;
  teamId: string;
  data: TData;
}

export type WebhookRefusal =
  | 'signature_missing'
  | 'timestamp_missing'
  | 'timestamp_invalid'
  | 'timestamp_out_of_tolerance'
  | 'signature_mismatch'
  | 'body_not_json';

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';

  constructor(readonly reason: WebhookRefusal) {
    super(`webhook refused: ${reason}`);
  }
}

/** Node's `req.headers`, a fetch `Headers`, or a plain record. */
export type WebhookHeaders =
  { get(name: string): string | null } | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  toleranceSeconds?: number;
  /** The receiver's clock in unix seconds (tests). */
  nowSeconds?: number;
}

/**
 * Checks an outbound delivery of this service and returns its event. `rawBody` is the body exactly
 * as received, before any JSON parsing (a re-serialised body gives another digest); `secret` is
 * the subscription's secret as issued, `whsec_` prefix included. During a secret rotation's grace
 * a receiver still holding the replaced secret verifies through `X-Webhook-Signature-Previous`,
 * so the secret can be switched on the receiver at any moment of the grace.
 * Throws WebhookVerificationError.
 */
export function verifyWebhook<TData = Record<string, unknown>>(
  rawBody: Buffer | string,
  headers: WebhookHeaders,
  secret: string,
  { toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, nowSeconds }: VerifyOptions = {},
): WebhookEvent<TData> {
  const signature = header(headers, 'x-webhook-signature');
  const timestamp = header(headers, 'x-webhook-timestamp');
  if (!signature) throw new WebhookVerificationError('signature_missing');
  if (!timestamp) throw new WebhookVerificationError('timestamp_missing');
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError('timestamp_invalid');
  const now = nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > toleranceSeconds) {
    throw new WebhookVerificationError('timestamp_out_of_tolerance');
  }
  const hmac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody);
  const expected = Buffer.from(`sha256=${hmac.digest('hex')}`);
  const previous = header(headers, 'x-webhook-signature-previous');
  // Both compared, whichever matches, so the time taken does not say which one did.
  const matches = [signature, previous].map(
    (candidate) => candidate !== undefined && sameSignature(candidate, expected),
  );
  if (!matches.includes(true)) throw new WebhookVerificationError('signature_mismatch');
  try {
    return JSON.parse(rawBody.toString()) as WebhookEvent<TData>;
  } catch {
    throw new WebhookVerificationError('body_not_json');
  }
}

function sameSignature(candidate: string, expected: Buffer): boolean {
  const received = Buffer.from(candidate);
  // The expected length is public (a fixed-size hex digest), so checking it first leaks nothing.
  return received.length === expected.length && timingSafeEqual(received, expected);
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof headers.get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

/** The event that asks a subscription's URL to prove it wants the deliveries. */
export const VERIFICATION_EVENT_TYPE = 'webhook.verification';

export interface WebhookVerificationData {
  subscriptionId: string;
  challenge: string;
}

/**
 * The body that proves ownership of the URL when the event is a `webhook.verification`
 * challenge: send it with status 200 and `Content-Type: application/json`. Undefined for any
 * other event. Pass only an event that `verifyWebhook` returned: a receiver that echoes
 * unsigned requests would answer anyone's challenge.
 */
export function verificationAnswer(event: WebhookEvent<unknown>): string | undefined {
  if (event.type !== VERIFICATION_EVENT_TYPE) return undefined;
  const { challenge } = (event.data ?? {}) as Partial<WebhookVerificationData>;
  return typeof challenge === 'string' ? JSON.stringify({ challenge }) : undefined;
}
