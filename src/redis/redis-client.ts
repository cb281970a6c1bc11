import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { reconnectDelayMs } from './redis-connection-options';

/**
 * `requestPath` clients serve requests and must never hold one: a command fails within the
 * deadline, or at once while disconnected. The bus subscriber is not one: it keeps its offline
 * queue so that its subscriptions are made whenever Redis comes (and remade on reconnect).
 */
export function createRedisClient(
  config: AppConfig,
  name: string,
  { requestPath = true }: { requestPath?: boolean } = {},
): Redis {
  const client = new Redis(config.redisUrl, {
    connectionName: `${config.redisPrefix}:${name}`,
    connectTimeout: config.redisConnectTimeoutMs,
    retryStrategy: reconnectDelayMs,
    ...(requestPath
      ? {
          commandTimeout: config.redisCommandTimeoutMs,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
        }
      : { maxRetriesPerRequest: null }),
    // Commands issued in the same tick (rate-limit counters of concurrent requests) share one write.
    enableAutoPipelining: true,
  });
  const logger = new Logger('Redis');
  client.on('error', (error: Error) => logger.warn(`redis ${name}: ${error.message}`));
  return client;
}

/** Waits (at most the connect deadline) for a client to be ready; a Redis that is down does not stop start-up. */
export async function readyOrTimeout(client: Redis, config: AppConfig): Promise<Redis> {
  if (client.status === 'ready') return client;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, config.redisConnectTimeoutMs);
    client.once('ready', done);
  });
  return client;
}

/** Closes a client: politely when connected, at once when Redis is away (a QUIT would wait). */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
