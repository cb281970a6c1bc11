import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';

export function createRedisClient(config: AppConfig, name: string): Redis {
  const client = new Redis(config.redisUrl, {
    connectionName: `${config.redisPrefix}:${name}`,
    maxRetriesPerRequest: 2,
    // Commands issued in the same tick (rate-limit counters of concurrent requests) share one write.
    enableAutoPipelining: true,
  });
  const logger = new Logger('Redis');
  client.on('error', (error: Error) => logger.warn(`redis ${name}: ${error.message}`));
  return client;
}
