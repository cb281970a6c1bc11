import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource, type MigrationInterface } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';

const MIGRATIONS = join(__dirname, '..', '..', 'src', 'database', 'migrations');

/** Every migration before the one named (by the timestamp that ends each name). */
export function migrationsBefore(name: string): Array<new () => MigrationInterface> {
  const stamp = (migration: string) => Number(/\d+$/.exec(migration)?.[0]);
  return readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      Object.values(jest.requireActual<Record<string, unknown>>(join(MIGRATIONS, file))),
    )
    .filter((value): value is new () => MigrationInterface => typeof value === 'function')
    .filter((migration) => stamp(new migration().name ?? '') < stamp(name));
}

export interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, the root first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** The relations an EXPLAIN ANALYZE plan read (partitions pruned at run time are never executed). */
export function executedScans(node: PlanNode): string[] {
  const own =
    node['Relation Name'] && (node['Actual Loops'] ?? 0) > 0 ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(executedScans)];
}

/** A throwaway database migrated to the schema just before `migration`, and a client on it. */
export interface OldSchemaDatabase {
  url: string;
  db: Client;
  /** Closes the client and drops the database. */
  drop(): Promise<void>;
}

/** Makes the test database's sibling `<name>_<suffix>` and migrates it up to `migration`. */
export async function oldSchemaDatabase(
  suffix: string,
  migration: string,
): Promise<OldSchemaDatabase> {
  const baseUrl = new URL(loadConfig(process.env).databaseUrl);
  const database = `${baseUrl.pathname.slice(1)}_${suffix}`.slice(0, 63);
  const url = new URL(baseUrl.toString());
  url.pathname = `/${database}`;
  const adminUrl = new URL(baseUrl.toString());
  adminUrl.pathname = '/postgres';
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}"`);
  await admin.query(`CREATE DATABASE "${database}"`);
  const old = new DataSource({
    ...dataSourceOptions(url.toString()),
    migrations: migrationsBefore(migration),
  });
  await old.initialize();
  await old.runMigrations({ transaction: 'each' });
  await old.destroy();
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  return {
    url: url.toString(),
    db,
    drop: async () => {
      await db.end();
      await admin.query(`DROP DATABASE IF EXISTS "${database}"`);
      await admin.end();
    },
  };
}
