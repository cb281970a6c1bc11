import type { INestApplication, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Server } from 'node:http';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { APP_CONFIG } from '../../src/config/config.module';
import { runMigrations } from '../../src/database/migrate';

export interface TestApp {
  app: INestApplication;
  http: Server;
  config: AppConfig;
  get<T>(type: Type<T> | string | symbol): T;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * Boots the real AppModule (real Postgres, real Redis) exactly as main.ts assembles it.
 * `env` overrides configuration for this app only (for example APP_ENV=staging).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...process.env, ...env });
  await runMigrations(config.databaseUrl);
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .compile();
  const app = moduleRef.createNestApplication({ bodyParser: false, bufferLogs: true });
  configureApp(app, config);
  await app.init();
  return {
    app,
    http: app.getHttpServer() as Server,
    config,
    get: <T>(type: Type<T> | string | symbol) => app.get<T>(type, { strict: false }),
    dataSource: app.get(DataSource),
    close: () => app.close(),
  };
}
