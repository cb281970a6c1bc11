import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * One throwaway database, key directory, media directory and Redis prefix per test run, so runs
 * never see each other's data (CI and a developer may run at once on one machine).
 */
export default async function globalSetup(): Promise<void> {
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `platform_test_${run}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();

  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  const scratch = mkdtempSync(join(tmpdir(), `platform-test-${run}-`));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    APP_ENV: 'test',
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `test:${run}`,
    KEYS_DIR: join(scratch, 'keys'),
    MEDIA_STORAGE_DIR: join(scratch, 'media'),
    KEY_CACHE_SECONDS: '0',
    // The suite refuses many credentials from 127.0.0.1 on purpose; the tests of the budget itself
    // (test/platform/credential-guessing*.e2e-spec.ts) set the real default back.
    AUTH_FAILURE_LIMIT: '1000000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    TEST_SCRATCH_DIR: scratch,
    TEST_DATABASE_NAME: database,
    TEST_ADMIN_DATABASE_URL: baseUrl,
  });
}
