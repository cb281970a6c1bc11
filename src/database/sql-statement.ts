import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { ambientRunnerOf } from './ambient-transaction';

/**
 * Hand-written SQL (batches, `SKIP LOCKED`, data-modifying CTEs) is declared in its feature's
 * `*.queries.ts` and run only by that feature's repository. A statement that returns rows is made
 * from a selection (`select(...).statement()`, selection.ts), which types its camelCase rows from
 * the entities; test/medium/sql-statements.medium-spec.ts prepares every statement against the
 * migrated schema and compares the columns it returns with the declared ones, so a renamed
 * column is a failing test, not a failing request.
 */

/** SnakeNamingStrategy's rule (`attemptCount` → `attempt_count`); the statements test checks every entity column follows it. */
export function snakeCase(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const STATEMENT = Symbol('sql-statement');

export interface SqlStatement<Params extends readonly unknown[], Row> {
  readonly [STATEMENT]: true;
  readonly name: string;
  readonly text: string;
  /** The columns the statement returns (none for a command). */
  readonly columns: readonly string[];
  /** Type carriers only, never set. */
  readonly params?: Params;
  readonly row?: Row;
}

/** The one constructor of a statement value; `Selection.statement` calls it. */
export function sqlStatement<Params extends readonly unknown[], Row>(definition: {
  name: string;
  text: string;
  columns: readonly string[];
}): SqlStatement<Params, Row> {
  return {
    [STATEMENT]: true,
    name: definition.name,
    text: definition.text,
    columns: [...definition.columns],
  };
}

/** A statement whose rows nobody reads. */
export function command<Params extends readonly unknown[]>(definition: {
  name: string;
  text: string;
}): SqlStatement<Params, never> {
  return sqlStatement({ ...definition, columns: [] });
}

export function isSqlStatement(value: unknown): value is SqlStatement<unknown[], unknown> {
  return typeof value === 'object' && value !== null && STATEMENT in value;
}

/** A DataSource, or the EntityManager of the transaction the statement belongs to. */
export type Db = DataSource | EntityManager;

/** Runs a statement and returns its rows, whatever its command (UPDATE rows too). */
export async function rowsOf<Params extends readonly unknown[], Row>(
  db: Db,
  sql: SqlStatement<Params, Row>,
  params: Params,
): Promise<Row[]> {
  return (await send<Row>(db, sql, params)).rows;
}

/** Runs a statement for its effect; returns how many rows it changed. */
export async function execute<Params extends readonly unknown[]>(
  db: Db,
  sql: SqlStatement<Params, unknown>,
  params: Params,
): Promise<number> {
  return (await send(db, sql, params)).rowCount ?? 0;
}

/**
 * A log line names the statement that failed (logging/logged-error.ts), as Postgres's message,
 * which may quote a value, is not logged. Not enumerable: nothing else that copies fields sees it.
 */
function withStatementName(error: unknown, name: string): unknown {
  // Reflect's define returns false on a frozen error instead of throwing over it.
  if (typeof error === 'object' && error !== null)
    Reflect.defineProperty(error, 'statement', { value: name, configurable: true });
  return error;
}

/**
 * Straight to the driver as a named prepared statement: Postgres parses and plans it once per
 * connection, and no TypeORM query runner is set up for it. Outside a transaction it borrows a
 * pooled connection through the driver's public `obtainMasterConnection`; inside one, or inside an
 * ambient transaction (ambient-transaction.ts), it uses the transaction's.
 */
async function send<Row>(
  db: Db,
  sql: SqlStatement<readonly unknown[], unknown>,
  params: readonly unknown[],
): Promise<PgResult<Row>> {
  const manager = db instanceof EntityManager ? db : db.manager;
  const query = { name: sql.name, text: sql.text, values: params as unknown[] };
  const runner = manager.queryRunner ?? ambientRunnerOf(manager.connection);
  if (runner) {
    const client = (await runner.connect()) as PgQueryable;
    return client.query<Row>(query).catch((error: unknown) => {
      throw withStatementName(error, sql.name);
    });
  }
  const driver = manager.connection.driver as PostgresDriver;
  const [client, release] = (await driver.obtainMasterConnection()) as [
    PooledClient,
    (error?: unknown) => void,
  ];
  // As pg's own pool.query: a connection that breaks while it is borrowed (Postgres terminated
  // it, the socket closed) emits 'error', which must be heard, and the pool must not lend it again.
  let released = false;
  const releaseOnce = (error?: unknown) => {
    if (released) return;
    released = true;
    release(error);
  };
  client.on('error', releaseOnce);
  try {
    return await client.query<Row>(query);
  } catch (error) {
    releaseOnce(isConnectionError(error) ? error : undefined);
    throw withStatementName(error, sql.name);
  } finally {
    client.removeListener('error', releaseOnce);
    releaseOnce();
  }
}

/** pg reports a statement Postgres refused with an SQLSTATE `code`; anything else broke the link. */
function isConnectionError(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && 'code' in error);
}

interface PgResult<Row> {
  rows: Row[];
  rowCount: number | null;
}

/** What a pg Client offers for a named statement. */
interface PgQueryable {
  query<Row>(config: { name: string; text: string; values: unknown[] }): Promise<PgResult<Row>>;
}

/** A pg Client borrowed from the pool, whose connection may break while it is out. */
interface PooledClient extends PgQueryable {
  on(event: 'error', listener: (error: unknown) => void): unknown;
  removeListener(event: 'error', listener: (error: unknown) => void): unknown;
}
