import { randomBytes } from 'node:crypto';
import { createOwnDatabase, dropOwnDatabase } from '../../support/own-database';
import { createTestApp, TestApp } from '../../support/test-app';

export interface WebhookTestApp extends TestApp {
  /** The environment this app runs with (a worker process started beside it reuses it). */
  env: Record<string, string>;
}

/** Short timings for tests; each can be overridden per app. */
export const FAST_WEBHOOK_ENV: Record<string, string> = {
  WEBHOOK_RETRY_SCHEDULE_MS: '0,50,50,50,50,50,50,50',
  WEBHOOK_DELIVERY_TIMEOUT_MS: '1500',
  WEBHOOK_RELAY_INTERVAL_MS: '20',
  WEBHOOK_RECOVERY_AFTER_MS: '1000',
  WEBHOOK_JOB_LOCK_MS: '2000',
};

/**
 * An app with its own database and Redis prefix. Webhook workers act on every outbox event and
 * queued job they can see, so apps booted by other test files (with other settings) must not
 * share them with the webhook tests.
 */
export async function createWebhookTestApp(
  env: Record<string, string> = {},
): Promise<WebhookTestApp> {
  const suffix = randomBytes(4).toString('hex');
  const database = await createOwnDatabase(`wh_${suffix}`);
  const fullEnv = {
    ...FAST_WEBHOOK_ENV,
    DATABASE_URL: database.url,
    REDIS_PREFIX: `${process.env.REDIS_PREFIX}:wh${suffix}`,
    ...env,
  };
  const app = await createTestApp(fullEnv);
  return {
    ...app,
    env: fullEnv,
    close: async () => {
      await app.close();
      await dropOwnDatabase(database.name);
    },
  };
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
