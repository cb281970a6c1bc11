import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { loadConfig } from '../src/config/app-config';
import { runMigrations } from '../src/database/migrate';

export interface BenchApp {
  app: INestApplication;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the real service on a throwaway database and Redis prefix, listening on a free loopback
 * port, the way `npm start` assembles it. `env` adds or overrides configuration.
 */
export async function startBenchApp(env: Record<string, string> = {}): Promise<BenchApp> {
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const adminUrl =
    process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `platform_bench_${run}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const scratch = mkdtempSync(join(tmpdir(), `platform-bench-${run}-`));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    REDIS_PREFIX: `bench:${run}`,
    KEYS_DIR: join(scratch, 'keys'),
    MEDIA_STORAGE_DIR: join(scratch, 'media'),
    LOG_LEVEL: 'warn',
    ...env,
  });
  const config = loadConfig();
  await runMigrations(config.databaseUrl);
  const app = await NestFactory.create(AppModule, { bodyParser: false, bufferLogs: true });
  configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
