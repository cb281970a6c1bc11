import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { SqlStatement } from '../../src/database/sql-statement';
import type { TestApp } from './test-app';

interface PgClient {
  query(config: unknown, ...rest: unknown[]): Promise<unknown>;
}

/**
 * Puts `handle` between the app's named statements and Postgres: a statement outside a
 * transaction borrows a pooled connection through the driver's obtainMasterConnection
 * (sql-statement.ts), and each borrowed connection is handed out wrapped. Restore the spy.
 */
export function interceptStatements(
  app: TestApp,
  handle: (name: string | undefined, run: () => Promise<unknown>) => Promise<unknown>,
): jest.SpyInstance {
  const driver = app.dataSource.driver as PostgresDriver;
  const obtain = driver.obtainMasterConnection.bind(driver);
  return jest.spyOn(driver, 'obtainMasterConnection').mockImplementation(async () => {
    const [client, release] = (await obtain()) as [PgClient, () => void];
    // TypeORM's query runners borrow connections the same way and use all of the client.
    const wrapped = new Proxy(client, {
      get(target, property) {
        if (property !== 'query') {
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return (config: unknown, ...rest: unknown[]) =>
          handle((config as { name?: string } | null)?.name, () => target.query(config, ...rest));
      },
    });
    return [wrapped, release];
  });
}

/** Makes the next run of one named statement fail as a lost connection would. */
export function failNextRunOf(
  app: TestApp,
  sql: Pick<SqlStatement<readonly unknown[], unknown>, 'name'>,
  error: Error,
): jest.SpyInstance {
  let failed = false;
  return interceptStatements(app, (name, run) => {
    if (failed || name !== sql.name) return run();
    failed = true;
    return Promise.reject(error);
  });
}
