import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyAnswersModule } from './idempotency-answers.module';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotentRequests } from './idempotent-requests.service';

/** Safe retries of POSTs (docs/platform.md, "Safe retries"). */
@Module({
  imports: [IdempotencyAnswersModule],
  providers: [
    IdempotentRequests,
    IdempotencyInterceptor,
    { provide: APP_INTERCEPTOR, useExisting: IdempotencyInterceptor },
  ],
  exports: [IdempotencyInterceptor],
})
export class IdempotencyModule {}
