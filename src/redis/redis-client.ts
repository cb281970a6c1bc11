import { Logger } from '@nestjs/common';
import Redis, { Cluster, type RedisOptions } from 'ioredis';
import type { AppConfig, RedisNode } from '../config/app-config';
import { reconnectDelayMs, redisServerOptions } from './redis-connection-options';

/** A connection to the one Redis server, or to a Redis Cluster (REDIS_CLUSTER_NODES). */
export type RedisClient = Redis | Cluster;

/** At most this long for a disconnect's close (its nodes' sockets closing) before connecting. */
const CLOSE_WAIT_MS = 1_000;

/**
 * ioredis's Cluster, but a connect() right after a disconnect() waits for that disconnect's
 * close: ioredis lets the late close end the new connection, which leaves a client with no node
 * that never connects again. BullMQ reconnects a worker's blocking connection so (after a
 * failover, under load), and a worker left so takes no job until it is restarted.
 */
class RedisCluster extends Cluster {
  private pendingClose?: Promise<void>;

  override disconnect(reconnect = false): void {
    if (this.nodes().length > 0) {
      this.pendingClose = new Promise((resolve) => {
        this.once('close', () => resolve());
        setTimeout(resolve, CLOSE_WAIT_MS).unref();
      });
    }
    super.disconnect(reconnect);
  }

  override async connect(): Promise<void> {
    const pendingClose = this.pendingClose;
    this.pendingClose = undefined;
    await pendingClose;
    return super.connect();
  }
}

/**
 * Every Redis connection of the service is made here (BullMQ's through bull-options.ts): to the
 * server `options` name, or, given cluster nodes, to the cluster with the same options for each
 * node. Reconnecting and the offline queue are the cluster's own (a node of a cluster is not
 * reconnected: the cluster finds where its slots went, as after a failover).
 */
export function openRedis(clusterNodes: readonly RedisNode[], options: RedisOptions): RedisClient {
  if (clusterNodes.length === 0) return new Redis(options);
  const {
    host: _host,
    port: _port,
    db: _db,
    retryStrategy,
    enableOfflineQueue,
    enableAutoPipelining,
    ...nodeOptions
  } = options;
  return new RedisCluster([...clusterNodes], {
    redisOptions: nodeOptions,
    clusterRetryStrategy: (attempt) => retryStrategy?.(attempt) ?? null,
    enableOfflineQueue,
    enableAutoPipelining,
    slotsRefreshTimeout: options.connectTimeout,
  });
}

/**
 * `requestPath` clients serve requests and must never hold one: a command fails within the
 * deadline, or at once while disconnected. The bus subscriber is not one: it keeps its offline
 * queue so that its subscriptions are made whenever Redis comes (and remade on reconnect).
 */
export function createRedisClient(
  config: AppConfig,
  name: string,
  { requestPath = true }: { requestPath?: boolean } = {},
): RedisClient {
  const client = openRedis(config.redisClusterNodes, {
    ...redisServerOptions(config.redisUrl),
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
export async function readyOrTimeout<T extends RedisClient>(
  client: T,
  config: AppConfig,
): Promise<T> {
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
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
