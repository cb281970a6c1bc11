import { Module } from '@nestjs/common';
import { IdempotencyAnswersRepository } from './idempotency-answers.repository';

/** The stored answers alone, for the worker's partition upkeep and retention. */
@Module({
  providers: [IdempotencyAnswersRepository],
  exports: [IdempotencyAnswersRepository],
})
export class IdempotencyAnswersModule {}
