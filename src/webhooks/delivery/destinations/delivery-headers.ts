import { activeCarrier } from '../../../tracing/trace-carrier';
import { signatureHeaders } from './delivery-signatures';
import type { DeliveryMessage } from './destination';

/**
 * Every header of one attempt but the transport's own (public-api.md "Outbound delivery
 * headers"): the signatures, `Idempotency-Key` (the delivery id) and `X-Correlation-Id`. HTTP
 * sends them as request headers, a broker as message headers (platform.md, Destinations beyond
 * HTTP).
 */
export function deliveryHeaders(message: DeliveryMessage): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const { deliveryId, body } = message;
  return Object.assign(signatureHeaders(message.signing, deliveryId, timestamp, body), {
    'Idempotency-Key': deliveryId,
    'X-Correlation-Id': message.correlationId,
  });
}

/**
 * A broker message's headers: the delivery headers and, while tracing, the W3C `traceparent`
 * (and `tracestate`) of the publish span, as the http instrumentation adds them to a POST
 * (platform.md, Tracing).
 */
export function brokerMessageHeaders(message: DeliveryMessage): Record<string, string> {
  return Object.assign(deliveryHeaders(message), activeCarrier());
}
