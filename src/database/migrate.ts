import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** Arbitrary, fixed: every process that migrates this database takes the same lock. */
const MIGRATION_LOCK_KEY = 7_412_001;

/**
 * Applies pending migrations, one process at a time (an API and a worker starting together
 * must not both run them).
 */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    return applied.map((migration) => migration.name);
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}

/**
 * Development convenience: the default DATABASE_URL names a database a fresh Postgres does not
 * have yet. Production databases are provisioned, never created here.
 */
export async function ensureDatabaseExists(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) return;
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin
        .query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
        .catch((error: { code?: string }) => {
          if (error.code !== '42P04') throw error; // created meanwhile by another process
        });
    }
  } finally {
    await admin.end();
  }
}
