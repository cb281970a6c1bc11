import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { EvalShaThrottlerStorage } from './evalsha-throttler-storage';
import type { RedisClient } from '../../redis/redis-client';
import { REDIS } from '../../redis/redis.module';
import { RATE_LIMIT_POLICIES } from './rate-limit-policies';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimiterService } from './rate-limiter.service';

/** @nestjs/throttler with its Redis storage; RateLimitGuard decides which budget a call spends. */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [REDIS],
      useFactory: (redis: RedisClient) => ({
        throttlers: [
          {
            name: 'api',
            ttl: RATE_LIMIT_POLICIES.api.windowMs,
            limit: RATE_LIMIT_POLICIES.api.limit,
          },
        ],
        storage: new EvalShaThrottlerStorage(redis),
      }),
    }),
  ],
  providers: [RateLimiterService, RateLimitGuard],
  exports: [RateLimiterService, RateLimitGuard],
})
export class RateLimitModule {}
