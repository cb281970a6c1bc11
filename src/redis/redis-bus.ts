import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { closeRedisClient, createRedisClient, readyOrTimeout, RedisClient } from './redis-client';

type Handler = (message: string) => void;

/**
 * Cross-process notices (a revoked token, a rotated key) so that in-memory caches of every
 * API instance drop stale entries at once rather than when their TTL runs out.
 */
@Injectable()
export class RedisBus implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisBus.name);
  private subscriber?: RedisClient;
  private publisher?: RedisClient;
  private readonly handlers = new Map<string, Handler[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private channel(name: string): string {
    return `${this.config.redisPrefix}:bus:${name}`;
  }

  async publish(name: string, message: string): Promise<void> {
    this.publisher ??= createRedisClient(this.config, 'bus-pub');
    await (await readyOrTimeout(this.publisher, this.config)).publish(this.channel(name), message);
  }

  subscribe(name: string, handler: Handler): void {
    const channel = this.channel(name);
    if (!this.subscriber) {
      this.subscriber = createRedisClient(this.config, 'bus-sub', { requestPath: false });
      this.subscriber.on('message', (from: string, message: string) => {
        for (const registered of this.handlers.get(from) ?? []) registered(message);
      });
    }
    const existing = this.handlers.get(channel);
    if (existing) {
      existing.push(handler);
      return;
    }
    this.handlers.set(channel, [handler]);
    this.subscriber
      .subscribe(channel)
      .catch((error: Error) => this.logger.warn(`subscribe failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    for (const client of [this.subscriber, this.publisher]) {
      if (client) await closeRedisClient(client);
    }
  }
}
