import { applyDecorators, Post, UseInterceptors } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * `@Post` of an authenticated operation under /v1, taking an Idempotency-Key (docs/platform.md,
 * "Safe retries"). On the POSTs only, not global: an interceptor costs every request it sees
 * (about 120 µs of CPU), and reads never take a key. test/idempotency/replay-every-post proves
 * every POST of the document has it.
 */
export const KeyedPost = (path?: string): MethodDecorator =>
  applyDecorators(Post(path), UseInterceptors(IdempotencyInterceptor));
