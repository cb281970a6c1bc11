import { DomainError } from '../common/errors/domain-error';

/** platform.md, "Safe retries": the same key with another method, path or body. */
export class IdempotencyKeyReusedError extends DomainError {
  static override readonly status = 422;
  static override readonly code = 'IDEMPOTENCY_KEY_REUSED';

  constructor() {
    super('This Idempotency-Key was used for a request with another method, path or body');
  }
}

/** platform.md, "Safe retries": the key's first request is still running. */
export class IdempotencyKeyInUseError extends DomainError {
  static override readonly status = 409;
  static override readonly code = 'IDEMPOTENCY_KEY_IN_USE';

  constructor() {
    super(
      'A request with this Idempotency-Key is still running; retry after Retry-After',
      undefined,
      {
        'Retry-After': '1',
      },
    );
  }
}
