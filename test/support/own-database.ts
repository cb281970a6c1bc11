import { Client } from 'pg';

export interface OwnDatabase {
  name: string;
  url: string;
}

/**
 * A database of a test's own, named from the run's (so global-teardown.ts drops it with the run
 * if the test does not): for a test whose rows or keys must not reach the other files.
 */
export async function createOwnDatabase(suffix: string): Promise<OwnDatabase> {
  const name = `${process.env.TEST_DATABASE_NAME}_${suffix}`;
  await asAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops it now, connections and all (kept with TEST_KEEP_DATABASE, to look at). */
export async function dropOwnDatabase(name: string): Promise<void> {
  if (process.env.TEST_KEEP_DATABASE) return;
  await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function asAdmin(work: (admin: Client) => Promise<unknown>): Promise<void> {
  const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
