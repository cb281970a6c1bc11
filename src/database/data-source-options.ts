import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

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
      // Statements run as named prepared statements (sql-statement.ts) to skip re-parsing; a
      // generic plan chosen after five runs can be far worse on grown tables than the plan for the
      // actual parameters, so every execution is still planned for its parameters.
      options: `-c plan_cache_mode=force_custom_plan${statementTimeout}`,
      ...timeouts,
    },
  };
}
