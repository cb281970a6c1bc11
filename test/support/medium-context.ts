import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { APP_CONFIG, ConfigModule } from '../../src/config/config.module';
import { DatabaseModule } from '../../src/database/database.module';
import { runMigrations } from '../../src/database/migrate';
import { RedisModule } from '../../src/redis/redis.module';
import {
  checkEvents,
  describeEventViolations,
  takeEventViolations,
  watchEvents,
} from './event-schema-check';
import { suiteDeadlines } from './suite-deadlines';

type ModuleImport = Type<unknown> | DynamicModule | ForwardReference;

export interface MediumContext {
  config: AppConfig;
  dataSource: DataSource;
  get<T>(type: Type<T> | string | symbol): T;
  close(): Promise<void>;
}

/**
 * The middle tier (STYLE.md rule 9): the feature modules a test names, on the run's real Postgres
 * and Redis, with no HTTP server, guards or pipes. Rules that need no request (what a repository
 * returns, what a service writes in one transaction) are proven here, faster than through HTTP;
 * every contract row is still proven over HTTP in the e2e tier.
 */
export async function createMediumContext(
  imports: ModuleImport[],
  env: Record<string, string> = {},
): Promise<MediumContext> {
  const config = loadConfig({ ...suiteDeadlines(env), ...process.env, ...env });
  await runMigrations(config.databaseUrl);
  const moduleRef: TestingModule = await Test.createTestingModule({
    imports: [ConfigModule, DatabaseModule, RedisModule, ...imports],
  })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .compile();
  moduleRef.useLogger(false);
  try {
    await moduleRef.init();
  } catch (error) {
    // A start that fails (a test of a refused start) leaves no pool or Redis client behind.
    await moduleRef.close().catch(() => undefined);
    throw error;
  }
  const dataSource = moduleRef.get(DataSource);
  watchEvents(dataSource);
  return {
    config,
    dataSource,
    get: <T>(type: Type<T> | string | symbol) => moduleRef.get<T>(type, { strict: false }),
    close: async () => {
      await checkEvents(dataSource);
      await moduleRef.close();
      const found = takeEventViolations();
      if (found.length > 0) throw new Error(describeEventViolations(found));
    },
  };
}
