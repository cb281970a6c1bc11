import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { bullOptions } from './bull-options';
import { QueueWorkers } from './queue-workers.service';

/**
 * BullMQ on the service's Redis. Features register their queues (producers) and mark one
 * consumer class per queue with @QueueConsumer; QueueWorkers runs them where runsWorkers(config).
 */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => bullOptions(config),
    }),
  ],
  providers: [QueueWorkers],
  exports: [BullModule],
})
export class QueueModule {}
