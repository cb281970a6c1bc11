import { rmSync } from 'node:fs';
import Redis from 'ioredis';
import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const database = process.env.TEST_DATABASE_NAME;
  if (database && !process.env.TEST_KEEP_DATABASE) {
    // The run's database and those made from its name: each worker's, each test's own.
    const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $1 || '\\_%'",
      [database],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  }
  const prefix = process.env.REDIS_PREFIX;
  if (prefix?.startsWith('test:')) {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    // Rate-limit keys are wrapped in braces by the throttler storage.
    cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `{${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    await redis.quit();
  }
  if (process.env.TEST_SCRATCH_DIR)
    rmSync(process.env.TEST_SCRATCH_DIR, { recursive: true, force: true });
}
