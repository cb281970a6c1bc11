import { retryAfterHeader } from '../rate-limit/rate-limit-headers';

export interface ErrorDetail {
  field: string;
  message: string;
  code: string;
}

/**
 * What a refusal does to its request's log line: `audit` adds its fields and message to it, in
 * place of a line of its own; `unlogged` leaves the line out (a refusal only counted in metrics).
 */
export type RequestLogNote =
  { kind: 'audit'; message: string; fields: Record<string, unknown> } | { kind: 'unlogged' };

/**
 * A class of refusal: its status and stable code are static, so `@ApiErrors` documents the class
 * that services throw and a code is written once, in its class.
 */
export type ErrorClass = (abstract new (...args: never[]) => DomainError) & {
  readonly status: number;
  readonly code: string;
};

/**
 * A refusal the API promises to its callers: the status, the stable code and a message for
 * humans. Services throw these; the global filter is the only place that turns them into bodies.
 * Each subclass declares its code (and, unless a family below gives it, its status) statically.
 */
export abstract class DomainError extends Error {
  declare static readonly status: number;
  declare static readonly code: string;

  readonly status: number;
  readonly code: string;
  /** Set by whoever audits the refusal (AuthFailureBudget); LoggingModule writes it. */
  logNote?: RequestLogNote;

  constructor(
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    const kind = new.target as unknown as ErrorClass;
    // A refusal is an answer, not a fault: no stack trace to capture (a measurable share of a
    // refused request's CPU, see the auth-malformed bench row). Server errors keep theirs.
    const stackTraceLimit = Error.stackTraceLimit;
    if (kind.status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = kind.name;
    this.status = kind.status;
    this.code = kind.code;
  }
}

export class ValidationFailedError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'VALIDATION_ERROR';

  constructor(details: ErrorDetail[], message = 'Request validation failed') {
    super(message, details);
  }

  static forField(field: string, message: string, code = 'custom'): ValidationFailedError {
    return new ValidationFailedError([{ field, message, code }], message);
  }
}

/** The 401 family; subclasses name the credential with their own code. */
export class UnauthorizedError extends DomainError {
  static override readonly status = 401;
  static override readonly code: string = 'UNAUTHORIZED';

  constructor(message = 'Missing, malformed, expired or revoked credentials') {
    super(message);
  }
}

/** The 403 family; subclasses name the reason with their own code. */
export class ForbiddenError extends DomainError {
  static override readonly status = 403;
  static override readonly code: string = 'FORBIDDEN';

  constructor(message = 'Forbidden') {
    super(message);
  }
}

/** A token without the scope an operation declares (public-api.md, Authentication). */
export class InsufficientScopeError extends ForbiddenError {
  static override readonly code = 'INSUFFICIENT_SCOPE';

  constructor(message = 'API token does not have the scope this operation requires') {
    super(message);
  }
}

/** The 404 family; a route that does not exist answers the bare NOT_FOUND. */
export class NotFoundError extends DomainError {
  static override readonly status = 404;
  static override readonly code: string = 'NOT_FOUND';

  constructor(message: string) {
    super(message);
  }
}

/**
 * A path that exists, asked with a method it does not declare (RFC 9110 §15.5.6): `Allow` lists
 * the methods it does declare (docs/platform.md, "Errors and validation").
 */
export class MethodNotAllowedError extends DomainError {
  static override readonly status = 405;
  static override readonly code = 'METHOD_NOT_ALLOWED';

  constructor(method: string, path: string, allowed: string[]) {
    super(`${path} does not take ${method}; it takes ${allowed.join(', ')}`, undefined, {
      Allow: allowed.join(', '),
    });
  }
}

export class ConflictError extends DomainError {
  static override readonly status = 409;
  static override readonly code: string = 'CONFLICT';

  constructor(message: string) {
    super(message);
  }
}

export class PayloadTooLargeError extends DomainError {
  static override readonly status = 413;
  static override readonly code: string = 'PAYLOAD_TOO_LARGE';
}

export class UnsupportedMediaTypeError extends DomainError {
  static override readonly status = 415;
  static override readonly code: string = 'UNSUPPORTED_MEDIA_TYPE';
}

export class RateLimitedError extends DomainError {
  static override readonly status = 429;
  static override readonly code = 'RATE_LIMIT_EXCEEDED';

  constructor(
    retryAfterSeconds: number,
    headers: Record<string, string> = {},
    message = 'Too many requests; retry after the time in Retry-After',
  ) {
    super(message, undefined, { ...headers, ...retryAfterHeader(retryAfterSeconds) });
  }
}

export class InternalError extends DomainError {
  static override readonly status = 500;
  static override readonly code = 'INTERNAL_ERROR';

  constructor(message = 'Internal server error') {
    super(message);
  }
}

/** The 503 family: retryable, with Retry-After when the wait is known. */
export class ServiceUnavailableError extends DomainError {
  static override readonly status = 503;
  static override readonly code: string = 'SERVICE_UNAVAILABLE';

  constructor(message = 'Service temporarily unavailable', retryAfterSeconds?: number) {
    super(
      message,
      undefined,
      retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/** Postgres could not be reached or did not answer in time (the filter maps such errors). */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  static readonly retryAfterSeconds = 5;

  constructor() {
    super(
      'The service is briefly unable to reach its database; retry shortly',
      DatabaseUnavailableError.retryAfterSeconds,
    );
  }
}
