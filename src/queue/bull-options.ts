import type { QueueOptions } from 'bullmq';
import type { AppConfig } from '../config/app-config';
import { redisConnectionOptions } from '../redis/redis-connection-options';

/** Where queues live: producers and workers must agree on both. */
export function bullOptions(config: AppConfig): Pick<QueueOptions, 'connection' | 'prefix'> {
  return {
    connection: redisConnectionOptions(config.redisUrl),
    prefix: `${config.redisPrefix}:bull`,
  };
}
