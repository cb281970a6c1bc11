import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { redisConnectionOptions } from '../redis/redis-connection-options';

/**
 * BullMQ on the service's Redis. Queues and processors are registered by the features that own
 * them; processors start only where runsWorkers(config) is true.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: redisConnectionOptions(config.redisUrl),
        prefix: `${config.redisPrefix}:bull`,
      }),
    }),
  ],
  exports: [BullModule],
})
export class QueueModule {}
