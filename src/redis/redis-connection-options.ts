import type { RedisOptions } from 'ioredis';

/**
 * Reconnect attempts at most a second apart, however long Redis was away: ioredis's default
 * backs off to 2 s and BullMQ's to 20 s (an attempt just before Redis returned then left queues
 * without a connection for another 8–20 s).
 */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(250 * attempt, 1_000);
}

/** Host, port, database, credentials and TLS from REDIS_URL; a cluster's nodes take the last two. */
export function redisServerOptions(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  const db = url.pathname.replace(/^\//, '');
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: db ? Number(db) : undefined,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}
