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
  | 'id_missing'
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

/** The body exactly as received: a Node `Buffer`, any `Uint8Array`, or a string. */
export type RawBody = Uint8Array | string;

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
  rawBody: RawBody,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyOptions = {},
): WebhookEvent<TData> {
  const signature = header(headers, 'x-webhook-signature');
  if (!signature) throw new WebhookVerificationError('signature_missing');
  const timestamp = checkedTimestamp(header(headers, 'x-webhook-timestamp'), options);
  const hmac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody);
  const expected = `sha256=${hmac.digest('hex')}`;
  const previous = header(headers, 'x-webhook-signature-previous');
  if (!anySignatureMatches([signature, previous], expected)) {
    throw new WebhookVerificationError('signature_mismatch');
  }
  return parseEvent<TData>(rawBody);
}

/** The timestamp header once it is well-formed and within the tolerance of the receiver's clock. */
export function checkedTimestamp(
  timestamp: string | undefined,
  { toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, nowSeconds }: VerifyOptions,
): string {
  if (!timestamp) throw new WebhookVerificationError('timestamp_missing');
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError('timestamp_invalid');
  const now = nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > toleranceSeconds) {
    throw new WebhookVerificationError('timestamp_out_of_tolerance');
  }
  return timestamp;
}

/**
 * Compares every candidate, whichever matches, so the time taken does not say which one did.
 * The expected length is public (a fixed-size digest), so checking it first leaks nothing.
 */
export function anySignatureMatches(candidates: (string | undefined)[], expected: string): boolean {
  const wanted = Buffer.from(expected);
  const matches = candidates.map((candidate) => {
    const received = Buffer.from(candidate ?? '');
    return received.length === wanted.length && timingSafeEqual(received, wanted);
  });
  return matches.includes(true);
}

export function parseEvent<TData>(rawBody: RawBody): WebhookEvent<TData> {
  try {
    const text = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
    return JSON.parse(text) as WebhookEvent<TData>;
  } catch {
    throw new WebhookVerificationError('body_not_json');
  }
}

export function header(headers: WebhookHeaders, name: string): string | undefined {
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
