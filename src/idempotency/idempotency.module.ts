import { Global, Module } from '@nestjs/common';
import { IdempotencyAnswersModule } from './idempotency-answers.module';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotentRequests } from './idempotent-requests.service';

/**
 * Safe retries of POSTs (docs/platform.md, "Safe retries"). Global: every feature's `@KeyedPost`
 * routes make the interceptor in their own module.
 */
@Global()
@Module({
  imports: [IdempotencyAnswersModule],
  providers: [IdempotentRequests, IdempotencyInterceptor],
  exports: [IdempotentRequests, IdempotencyInterceptor],
})
export class IdempotencyModule {}
