import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { INDEX_ORDER_SETTINGS } from './planner-settings.queries';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { CLIENT_TYPES } from './timestamptz';

export const MIGRATIONS_GLOB = join(__dirname, 'migrations', '*.{ts,js}');
export const ENTITIES_GLOB = join(__dirname, '..', '**', '*.entity.{ts,js}');

/** How long the service's connections wait on Postgres (none for migrations and the CLI). */
export interface DatabaseDeadlines {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

export function dataSourceOptions(
  databaseUrl: string,
  deadlines?: DatabaseDeadlines,
): DataSourceOptions {
  // statement_timeout ends a slow statement in Postgres; query_timeout, a little later, ends the
  // wait in the driver when Postgres itself does not answer (frozen, or the network gone).
  const timeouts = deadlines
    ? {
        connectionTimeoutMillis: deadlines.connectTimeoutMs,
        query_timeout: deadlines.statementTimeoutMs + 500,
      }
    : {};
  const statementTimeout = deadlines ? ` -c statement_timeout=${deadlines.statementTimeoutMs}` : '';
  return {
    type: 'postgres',
    url: databaseUrl,
    namingStrategy: new SnakeNamingStrategy(),
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'migrations',
    uuidExtension: 'pgcrypto',
    synchronize: false,
    logging: false,
    extra: {
      max: 20,
      types: CLIENT_TYPES,
      // Statements run as named prepared statements (sql-statement.ts) to skip re-parsing; a
      // generic plan chosen after five runs can be far worse on grown tables than the plan for the
      // actual parameters, so every execution is still planned for its parameters.
      options: `-c plan_cache_mode=force_custom_plan${statementTimeout}`,
      ...timeouts,
    },
  };
}

/** The name of the DataSource whose sessions carry INDEX_WALK_SESSION (`@InjectDataSource(INDEX_WALKS)`). */
export const INDEX_WALKS = 'indexWalks';

const INDEX_WALK_SESSION = { ...INDEX_ORDER_SETTINGS, plan_cache_mode: 'force_generic_plan' };

/**
 * A small pool for pages that merge the index walks of every partition of a partitioned table (a
 * page of events with no window). Its sessions carry INDEX_ORDER_SETTINGS, so such a page is one
 * statement and not a transaction of three, and run each statement's generic plan (made once a
 * connection): planning every partition grows with the partitions (6.6 ms at 42) while the walks
 * cost well under one. Only statements that hold their plan under both rules belong here
 * (test/medium/list-plans.medium-spec.ts), and the questions the worker's loops ask on every
 * poll before they claim (test/medium/idle-poll-questions.medium-spec.ts).
 */
export function indexWalkDataSourceOptions(
  databaseUrl: string,
  deadlines: DatabaseDeadlines,
): DataSourceOptions {
  const options = dataSourceOptions(databaseUrl, deadlines);
  const session = Object.entries(INDEX_WALK_SESSION)
    .map(([setting, value]) => `-c ${setting}=${value}`)
    .join(' ');
  return {
    ...options,
    name: INDEX_WALKS,
    migrations: [],
    extra: {
      ...options.extra,
      max: 8,
      options: `${session} -c statement_timeout=${deadlines.statementTimeoutMs}`,
    },
  };
}
