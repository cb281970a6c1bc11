import type { INestApplication, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { PrototypedExpressAdapter } from '../../src/common/http/prototyped-express-adapter';
import type { Server } from 'node:http';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { APP_CONFIG } from '../../src/config/config.module';
import { runMigrations } from '../../src/database/migrate';
import {
  checkEvents,
  describeEventViolations,
  takeEventViolations,
  watchEvents,
} from './event-schema-check';
import { recordResponses } from './openapi-response-recorder';
import { suiteDeadlines } from './suite-deadlines';

export interface TestApp {
  app: INestApplication;
  http: Server;
  config: AppConfig;
  get<T>(type: Type<T> | string | symbol): T;
  dataSource: DataSource;
  /** Listens on a free loopback port (for clients that need a URL) and returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Boots the real AppModule (real Postgres, real Redis) exactly as main.ts assembles it.
 * `env` overrides configuration for this app only (for example APP_ENV=staging); `extra.controllers`
 * mounts test-only routes (for example a probe route with a scope of its own).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: { controllers?: Type<unknown>[] } = {},
): Promise<TestApp> {
  const config = loadConfig({ ...suiteDeadlines(env), ...process.env, ...env });
  await runMigrations(config.databaseUrl);
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule],
    controllers: extra.controllers ?? [],
  })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .compile();
  const app = moduleRef.createNestApplication(new PrototypedExpressAdapter(), {
    bodyParser: false,
    bufferLogs: true,
  });
  // First of all middleware: every answer is checked against openapi.json (see the recorder).
  app.use(recordResponses);
  configureApp(app, config);
  try {
    await app.init();
  } catch (error) {
    // A start that fails (a test of a refused start) leaves no pool, Redis client or worker behind.
    await app.close().catch(() => undefined);
    throw error;
  }
  const dataSource = app.get(DataSource);
  watchEvents(dataSource);
  return {
    app,
    http: app.getHttpServer() as Server,
    config,
    get: <T>(type: Type<T> | string | symbol) => app.get<T>(type, { strict: false }),
    dataSource,
    listen: async () => {
      await app.listen(0, '127.0.0.1');
      const address = (app.getHttpServer() as Server).address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    // The events of its last moments are checked against their schemas before the database
    // (often the app's own) goes; a drift then fails the hook that closes it.
    close: async () => {
      await checkEvents(dataSource);
      await app.close();
      const found = takeEventViolations();
      if (found.length > 0) throw new Error(describeEventViolations(found));
    },
  };
}
