import {
  ConflictError,
  DomainError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  UnsupportedMediaTypeError,
  ValidationFailedError,
} from '../common/errors/domain-error';

type Headers = Record<string, string>;

/** Unknown endpoint, wrong token and failed signature look the same to the caller. */
export class WebhookUnauthorizedError extends DomainError {
  static override readonly status = 401;
  static override readonly code = 'WEBHOOK_UNAUTHORIZED';

  constructor(headers: Headers = {}) {
    super('Webhook token or signature is not valid', undefined, headers);
  }
}

export class WebhookDisabledError extends DomainError {
  static override readonly status = 410;
  static override readonly code = 'WEBHOOK_DISABLED';

  constructor(headers: Headers = {}) {
    super('This webhook endpoint does not accept deliveries', undefined, headers);
  }
}

export class WebhookUnsupportedMediaTypeError extends UnsupportedMediaTypeError {
  constructor(headers: Headers = {}) {
    super(
      'Webhook deliveries must be sent as application/json (UTF-8, no content encoding)',
      undefined,
      headers,
    );
  }
}

export class WebhookPayloadTooLargeError extends PayloadTooLargeError {
  constructor(limitBytes: number, headers: Headers = {}) {
    super(`Webhook body exceeds ${limitBytes} bytes`, undefined, headers);
  }
}

/** The receiver's own budget: its headers carry the receiver's limit, not the caller's. */
export class WebhookRateLimitedError extends DomainError {
  static override readonly status = RateLimitedError.status;
  static override readonly code = RateLimitedError.code;

  constructor(headers: Headers) {
    super(
      'Too many deliveries to this receiver; retry after the time in Retry-After',
      undefined,
      headers,
    );
  }
}

/** The refusals of the public receiver, each thrown by InboundReceiverService. */
export const INBOUND_RECEIVER_REFUSALS = [
  WebhookUnauthorizedError,
  WebhookDisabledError,
  WebhookPayloadTooLargeError,
  WebhookUnsupportedMediaTypeError,
  WebhookRateLimitedError,
];

export class InboundEndpointNotFoundError extends NotFoundError {
  static override readonly code = 'WEBHOOK_ENDPOINT_NOT_FOUND';

  constructor() {
    super('Inbound webhook endpoint not found');
  }
}

export class WebhookSubscriptionNotFoundError extends NotFoundError {
  static override readonly code = 'WEBHOOK_SUBSCRIPTION_NOT_FOUND';

  constructor(message = 'Webhook subscription not found') {
    super(message);
  }
}

export class WebhookDeliveryNotFoundError extends NotFoundError {
  static override readonly code = 'WEBHOOK_DELIVERY_NOT_FOUND';

  constructor() {
    super('Webhook delivery not found');
  }
}

export class WebhookSubscriptionDisabledError extends ConflictError {
  static override readonly code = 'WEBHOOK_SUBSCRIPTION_DISABLED';

  constructor() {
    super('The subscription is disabled; enable it to replay its deliveries');
  }
}

// Proof of ownership (docs/webhooks-delivery.md, "Proof of ownership").

/** Nothing but the challenge goes to a URL that has not proven its ownership yet. */
export class WebhookSubscriptionPendingVerificationError extends ConflictError {
  static override readonly code = 'WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION';

  constructor() {
    super(
      'The subscription’s URL has not echoed its verification challenge yet; nothing but the challenge is sent to it until then (POST …/verify sends a fresh one)',
    );
  }
}

export class WebhookVerificationNotPendingError extends ConflictError {
  static override readonly code = 'WEBHOOK_VERIFICATION_NOT_PENDING';

  constructor() {
    super(
      'The subscription is not waiting for a verification; PATCH it with {"verify": true} to ask its URL again',
    );
  }
}

/**
 * A subscription URL of no known destination (platform.md, Destinations beyond HTTP), or one
 * pointing at an address we refuse to call. A private or loopback address names the setting that
 * allows it, for a receiver on a developer's machine.
 */
export function destinationRefused(reason: string, privateRange = false): ValidationFailedError {
  const hint = privateRange
    ? ' (private and loopback receivers are allowed only when the service runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, meant for local development)'
    : '';
  return ValidationFailedError.forField(
    'url',
    `url is not an allowed webhook destination: ${reason}${hint}`,
    'destination_not_allowed',
  );
}

/**
 * A url within its bound as given that outgrows it as stored (its column): percent-encoding of
 * non-ASCII characters and `***` for a short password lengthen it. The detail is the one the
 * bound gives a url too long as given, saying why.
 */
export function urlTooLongStored(maxLength: number): ValidationFailedError {
  return ValidationFailedError.forField(
    'url',
    `url must be shorter than or equal to ${maxLength} characters as stored (non-ASCII characters percent-encoded, a password as ***)`,
    'too_big',
  );
}

/** A broker's route (`amqp`, `nats`) given for another kind of destination, or `verify: true` for a broker. */
export function notForDestination(field: string, message: string): ValidationFailedError {
  return ValidationFailedError.forField(field, message, 'not_applicable');
}

/** An amqp(s) url without the exchange it publishes to (platform.md, Destinations beyond HTTP). */
export function amqpRouteRequired(): ValidationFailedError {
  return ValidationFailedError.forField(
    'amqp',
    'amqp is required with an amqp:// or amqps:// url: {"exchange": "…", "routingKey"?: "…"}',
    'invalid_type',
  );
}
