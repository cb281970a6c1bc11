import {
  ConflictError,
  DomainError,
  NotFoundError,
  ValidationFailedError,
} from '../common/errors/domain-error';

type Headers = Record<string, string>;

/** Unknown endpoint, wrong token and failed signature look the same to the caller. */
export class WebhookUnauthorizedError extends DomainError {
  constructor(headers: Headers = {}) {
    super(
      401,
      'WEBHOOK_UNAUTHORIZED',
      'Webhook token or signature is not valid',
      undefined,
      headers,
    );
  }
}

export class WebhookDisabledError extends DomainError {
  constructor(headers: Headers = {}) {
    super(
      410,
      'WEBHOOK_DISABLED',
      'This webhook endpoint does not accept deliveries',
      undefined,
      headers,
    );
  }
}

export class WebhookUnsupportedMediaTypeError extends DomainError {
  constructor(headers: Headers = {}) {
    super(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Webhook deliveries must be sent as application/json (UTF-8, no content encoding)',
      undefined,
      headers,
    );
  }
}

export class WebhookPayloadTooLargeError extends DomainError {
  constructor(limitBytes: number, headers: Headers = {}) {
    super(413, 'PAYLOAD_TOO_LARGE', `Webhook body exceeds ${limitBytes} bytes`, undefined, headers);
  }
}

export class WebhookRateLimitedError extends DomainError {
  constructor(headers: Headers) {
    super(
      429,
      'RATE_LIMIT_EXCEEDED',
      'Too many deliveries to this receiver; retry after the time in Retry-After',
      undefined,
      headers,
    );
  }
}

export class InboundEndpointNotFoundError extends NotFoundError {
  constructor() {
    super('WEBHOOK_ENDPOINT_NOT_FOUND', 'Inbound webhook endpoint not found');
  }
}

export class WebhookSubscriptionNotFoundError extends NotFoundError {
  constructor() {
    super('WEBHOOK_SUBSCRIPTION_NOT_FOUND', 'Webhook subscription not found');
  }
}

export class WebhookDeliveryNotFoundError extends NotFoundError {
  constructor() {
    super('WEBHOOK_DELIVERY_NOT_FOUND', 'Webhook delivery not found');
  }
}

export class WebhookSubscriptionDisabledError extends ConflictError {
  constructor() {
    super(
      'WEBHOOK_SUBSCRIPTION_DISABLED',
      'The subscription is disabled; enable it to replay its deliveries',
    );
  }
}

/** A subscription URL that is not http(s) or points at an address we refuse to call. */
export function destinationRefused(reason: string): ValidationFailedError {
  return ValidationFailedError.forField(
    'url',
    `url is not an allowed webhook destination: ${reason}`,
    'destination_not_allowed',
  );
}
