import { SetMetadata } from '@nestjs/common';

export const FINGERPRINTED_BY_HANDLER = 'idempotency:fingerprinted-by-handler';

/**
 * On a POST whose body its own parser reads (a multipart upload): the global interceptor leaves
 * the Idempotency-Key to the route's own interceptor, placed after that parser.
 */
export const FingerprintedByHandler = () => SetMetadata(FINGERPRINTED_BY_HANDLER, true);
