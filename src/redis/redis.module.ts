import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RedisBus } from './redis-bus';
import { closeRedisClient, createRedisClient, readyOrTimeout, RedisClient } from './redis-client';

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: RedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedisClient(this.redis);
  }
}

/** One shared Redis connection for rate limits and caches; queues open their own. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => readyOrTimeout(createRedisClient(config, 'main'), config),
    },
    RedisLifecycle,
    RedisBus,
  ],
  exports: [REDIS, RedisBus],
})
export class RedisModule {}
