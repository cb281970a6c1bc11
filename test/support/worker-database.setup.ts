import { Client } from 'pg';

/**
 * Jest setupFilesAfterEnv of the medium and e2e tiers: the worker's database (worker-isolation.ts)
 * exists before the file's own hooks run; the first file of each worker creates it.
 */
beforeAll(async () => {
  const database = process.env.TEST_DATABASE_NAME;
  if (!database) return;
  const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } catch (error) {
    // Another file of the same worker cannot race it; only an existing database is forgiven.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await admin.end();
  }
});
