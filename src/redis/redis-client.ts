import type { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import Redis, { Cluster, type RedisOptions } from 'ioredis';
import type { AppConfig, RedisNode } from '../config/app-config';
import { reconnectDelayMs, redisServerOptions } from './redis-connection-options';

/** A connection to the one Redis server, or to a Redis Cluster (REDIS_CLUSTER_NODES). */
export type RedisClient = Redis | Cluster;

/** At most this long for a disconnect's nodes to end before connecting again. */
const CLOSE_WAIT_MS = 1_000;

/** Statuses in which the cluster has already closed: a pool draining again changes nothing. */
const CLOSED = new Set(['close', 'reconnecting', 'end', 'wait']);

/** The parts of ioredis's Cluster that the repairs below reach into (ioredis 5, pinned). */
interface ClusterInternals {
  connectionPool: EventEmitter;
  setStatus(status: string): void;
}

/**
 * ioredis's Cluster, repaired where its pool's "drain" misleads it. A disconnect removes every
 * node from the pool at once, and each node's later end reports the pool drained again: ioredis
 * marks the cluster closed each time, after the first has already ended it or scheduled its
 * reconnect, so the cluster rests in "close" with no reconnect coming, and BullMQ, which waits
 * for a closed client to be ready or ended, waits forever (a worker that never takes a job, a
 * shutdown that never ends). And when the ready check that follows a connect's slot refresh
 * fails (a shard failing over answers `cluster_state:fail`), ioredis reconnects on its own but
 * never settles that connect's promise, on which BullMQ waits. Here the pool drains once per
 * disconnect; connect() settles when the cluster is ready or has ended, whichever connection
 * got it there; and a connect() right after a disconnect() waits for the dropped nodes to end,
 * which would otherwise end the new connection as it starts.
 */
class RedisCluster extends Cluster {
  private pendingClose?: Promise<void>;
  private settling?: Promise<void>;

  constructor(...args: ConstructorParameters<typeof Cluster>) {
    super(...args);
    const internals = this as unknown as ClusterInternals;
    internals.connectionPool.removeAllListeners('drain');
    internals.connectionPool.on('drain', () => {
      if (!CLOSED.has(this.status)) internals.setStatus('close');
    });
  }

  override disconnect(reconnect = false): void {
    const dropped = this.nodes().filter((node) => node.status !== 'end');
    if (dropped.length > 0) {
      this.pendingClose = new Promise((resolve) => {
        const timer = setTimeout(resolve, CLOSE_WAIT_MS);
        timer.unref();
        void Promise.all(
          dropped.map((node) => new Promise((ended) => node.once('end', ended))),
        ).then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    super.disconnect(reconnect);
  }

  override async connect(): Promise<void> {
    const pendingClose = this.pendingClose;
    this.pendingClose = undefined;
    await pendingClose;
    const connecting = super.connect();
    return Promise.race([connecting, this.readyOrEnded()]);
  }

  /**
   * Resolves when the cluster is next ready, rejects when it ends; one wait shared by every
   * connect meanwhile (ioredis's own reconnects call connect() too). Events are emitted a tick
   * after the status changes: one left from before is told apart by the status it finds.
   */
  private readyOrEnded(): Promise<void> {
    this.settling ??= new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        this.off('ready', onReady);
        this.off('end', onEnd);
        this.settling = undefined;
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => this.status === 'ready' && settle();
      const onEnd = () => this.status === 'end' && settle(new Error('Connection is closed.'));
      this.on('ready', onReady);
      this.on('end', onEnd);
    });
    return this.settling;
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
