import type { SqlStatement } from '../../src/database/sql-statement';
import type { TestApp } from './test-app';

interface PgPool {
  query(config: unknown, ...rest: unknown[]): Promise<unknown>;
}

/**
 * Makes the next run of one named statement fail as a lost connection would, whoever else uses
 * the pool meanwhile (statements run on the pg pool, sql-statement.ts). Restore the returned spy.
 */
export function failNextRunOf(
  app: TestApp,
  sql: Pick<SqlStatement<readonly unknown[], unknown>, 'name'>,
  error: Error,
): jest.SpyInstance {
  const pool = (app.dataSource.driver as unknown as { master: PgPool }).master;
  const query = pool.query.bind(pool);
  let failed = false;
  return jest.spyOn(pool, 'query').mockImplementation((config: unknown, ...rest: unknown[]) => {
    if (!failed && (config as { name?: string } | null)?.name === sql.name) {
      failed = true;
      return Promise.reject(error);
    }
    return query(config, ...rest);
  });
}
