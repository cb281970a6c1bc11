import { Controller, Get, Inject, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { Public } from '../common/access/access-policy.decorator';
import { withDeadline } from '../common/async/with-deadline';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { RedisClient } from '../redis/redis-client';
import { REDIS } from '../redis/redis.module';

@ApiExcludeController()
@Controller('health')
export class HealthController implements OnApplicationShutdown {
  /**
   * Readiness asks Postgres on a connection of its own: through the request pool it would wait
   * behind busy requests and report load, not whether Postgres answers.
   */
  private probe?: Promise<Client>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: RedisClient,
  ) {}

  /** 200 while the process runs. */
  @Get('live')
  @Public()
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 200 only while Postgres and Redis answer, each within its deadline; 503 otherwise. */
  @Get('ready')
  @Public()
  @HealthCheck()
  ready() {
    const deadline = this.config.dbConnectTimeoutMs;
    return this.health.check([
      () => this.check('database', () => withDeadline(this.pingDatabase(), deadline)),
      () =>
        this.check('redis', () =>
          withDeadline(this.redis.ping(), this.config.redisCommandTimeoutMs),
        ),
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    const probe = this.probe;
    this.probe = undefined;
    if (probe) await (await probe.catch(() => undefined))?.end().catch(() => undefined);
  }

  private async check(name: string, ping: () => Promise<unknown>) {
    const indicator = this.indicators.check(name);
    try {
      await ping();
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : 'unreachable' });
    }
  }

  private async pingDatabase(): Promise<void> {
    this.probe ??= this.connectProbe();
    const probe = this.probe;
    try {
      // The readiness probe's own connection asks Postgres to answer; it reads no table.
      // eslint-disable-next-line no-restricted-syntax
      await (await probe).query('SELECT 1');
    } catch (error) {
      if (this.probe === probe) this.probe = undefined; // the next check connects afresh
      void probe.then((client) => client.end()).catch(() => undefined);
      throw error;
    }
  }

  private async connectProbe(): Promise<Client> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      connectionTimeoutMillis: this.config.dbConnectTimeoutMs,
      query_timeout: this.config.dbConnectTimeoutMs,
    });
    client.on('error', () => undefined); // a lost probe fails its next query, and is replaced
    await client.connect();
    return client;
  }
}
