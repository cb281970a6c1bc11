import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export const MIGRATIONS_GLOB = join(__dirname, 'migrations', '*.{ts,js}');
export const ENTITIES_GLOB = join(__dirname, '..', '**', '*.entity.{ts,js}');

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
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
      options: '-c plan_cache_mode=force_custom_plan',
    },
  };
}
