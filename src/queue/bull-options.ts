import { createIORedisClient, RedisConnection, type QueueOptions } from 'bullmq';
import type { RedisOptions } from 'ioredis';
import type { AppConfig, RedisNode } from '../config/app-config';
import { openRedis } from '../redis/redis-client';
import { reconnectDelayMs, redisServerOptions } from '../redis/redis-connection-options';

/** BullMQ's connection options, with the cluster (if any) its connections are to. */
interface BullConnectionOptions extends RedisOptions {
  clusterNodes: readonly RedisNode[];
}

/**
 * BullMQ opens (and closes) every connection of a queue or worker itself, from the options
 * below; this has it open them as the rest of the service does, to the server or the cluster.
 */
RedisConnection.clientFactory = (options: RedisOptions) => {
  const { clusterNodes = [], ...rest } = options as Partial<BullConnectionOptions>;
  return createIORedisClient(openRedis(clusterNodes, rest));
};

/**
 * BullMQ's keys are `<prefix>:<queue>:…`, and the braces make the prefix their hash tag, one for
 * every queue: on a cluster each queue's scripts need all its keys in one slot, and one slot for
 * all queues keeps work that moves between them (flows, parents) possible. Its master carries all
 * queue traffic, which is small: jobs carry ids, Postgres the work.
 */
export function bullPrefix(redisPrefix: string): string {
  return `{${redisPrefix}:bull}`;
}

/** Where queues live: producers and workers must agree on both. */
export function bullOptions(config: AppConfig): Pick<QueueOptions, 'connection' | 'prefix'> {
  const connection: BullConnectionOptions = {
    ...redisServerOptions(config.redisUrl),
    maxRetriesPerRequest: null,
    retryStrategy: reconnectDelayMs,
    clusterNodes: config.redisClusterNodes,
  };
  return { connection, prefix: bullPrefix(config.redisPrefix) };
}
