import { join } from 'node:path';

/**
 * Jest setupFiles of the medium and e2e tiers. Test files run in parallel workers, each with a
 * database, a Redis prefix and key and media directories of its own, derived from the run's
 * (global-setup.ts), so one worker's loops, queues and rows never meet another's. Jest gives each
 * test file a fresh copy of the environment, so this runs from the run's values every time.
 */
const worker = process.env.JEST_WORKER_ID;
const runDatabase = process.env.TEST_DATABASE_NAME;
if (worker && runDatabase && process.env.DATABASE_URL && process.env.TEST_SCRATCH_DIR) {
  const database = `${runDatabase}_w${worker}`;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  const scratch = join(process.env.TEST_SCRATCH_DIR, `w${worker}`);
  Object.assign(process.env, {
    DATABASE_URL: url.toString(),
    TEST_DATABASE_NAME: database,
    REDIS_PREFIX: `${process.env.REDIS_PREFIX}:w${worker}`,
    KEYS_DIR: join(scratch, 'keys'),
    MEDIA_STORAGE_DIR: join(scratch, 'media'),
  });
}
