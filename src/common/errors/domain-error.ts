import { retryAfterHeader } from '../rate-limit/rate-limit-headers';

export interface ErrorDetail {
  field: string;
  message: string;
  code: string;
}

/**
 * A refusal the API promises to its callers: the status, the stable code and a message for
 * humans. Services throw these; the global filter is the only place that turns them into bodies.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailedError extends DomainError {
  constructor(details: ErrorDetail[], message = 'Request validation failed') {
    super(400, 'VALIDATION_ERROR', message, details);
  }

  static forField(field: string, message: string, code = 'custom'): ValidationFailedError {
    return new ValidationFailedError([{ field, message, code }], message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Missing, malformed, expired or revoked credentials') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code = 'FORBIDDEN', message = 'Forbidden') {
    super(403, code, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message: string) {
    super(404, code, message);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      'RATE_LIMIT_EXCEEDED',
      'Too many requests; retry after the time in Retry-After',
      undefined,
      retryAfterHeader(retryAfterSeconds),
    );
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(
    code = 'SERVICE_UNAVAILABLE',
    message = 'Service temporarily unavailable',
    retryAfterSeconds?: number,
  ) {
    super(
      503,
      code,
      message,
      undefined,
      retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

export class InternalError extends DomainError {
  constructor(message = 'Internal server error') {
    super(500, 'INTERNAL_ERROR', message);
  }
}
