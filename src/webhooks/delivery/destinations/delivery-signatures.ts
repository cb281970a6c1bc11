import {
  STANDARD_ID_HEADER,
  STANDARD_SIGNATURE_HEADER,
  STANDARD_TIMESTAMP_HEADER,
  standardSignatureFor,
} from '../../signing/standard-webhooks';
import {
  PREVIOUS_SIGNATURE_HEADER,
  SIGNATURE_HEADER,
  signatureFor,
  TIMESTAMP_HEADER,
} from '../../signing/webhook-signature';

/** The opened secrets of one subscription and how it wants its deliveries signed. */
export interface DeliverySigning {
  secret: string;
  /** The replaced secret, only while its rotation grace lasts. */
  previousSecret: string | undefined;
  standardWebhooks: boolean;
}

/**
 * The signature headers of one attempt. X-Webhook-Signature is always made with the current
 * secret, exactly as the spec says; the replaced one goes in a header of its own during a grace
 * and, for Standard Webhooks, as a second `v1,` entry (the Standard's multi-signature form).
 * `webhook-id` is the delivery id, like Idempotency-Key: the same on every attempt.
 */
export function signatureHeaders(
  signing: DeliverySigning,
  deliveryId: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  const { secret, previousSecret } = signing;
  const headers: Record<string, string> = {
    [SIGNATURE_HEADER]: signatureFor(secret, timestamp, body),
    [TIMESTAMP_HEADER]: String(timestamp),
  };
  if (previousSecret !== undefined)
    headers[PREVIOUS_SIGNATURE_HEADER] = signatureFor(previousSecret, timestamp, body);
  if (signing.standardWebhooks) {
    const secrets = previousSecret === undefined ? [secret] : [secret, previousSecret];
    headers[STANDARD_ID_HEADER] = deliveryId;
    headers[STANDARD_TIMESTAMP_HEADER] = String(timestamp);
    headers[STANDARD_SIGNATURE_HEADER] = secrets
      .map((key) => standardSignatureFor(key, deliveryId, timestamp, body))
      .join(' ');
  }
  return headers;
}
