import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions, ENTITIES_GLOB } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/migrate';
import { isSqlStatement, snakeCase, SqlStatement } from '../../src/database/sql-statement';

const SOURCE = join(__dirname, '..', '..', 'src');
const QUERIES_FILES = (readdirSync(SOURCE, { recursive: true }) as string[]).filter((file) =>
  file.endsWith('.queries.ts'),
);

/** The statements a queries file exports: a new one is checked without being listed here. */
function statementsOf(file: string): Array<SqlStatement<unknown[], unknown>> {
  return Object.values(jest.requireActual<Record<string, unknown>>(join(SOURCE, file))).filter(
    isSqlStatement,
  );
}

function parameterCount(text: string): number {
  return Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
}

/** A value of each Postgres type a statement parameter has (pg_prepared_statements names it). */
function sampleOf(type: string): unknown {
  if (type.endsWith('[]')) return [];
  if (type === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (/^(smallint|integer|bigint|numeric|real|double precision)$/.test(type)) return 0;
  if (type === 'boolean') return false;
  if (type.startsWith('timestamp')) return new Date(0);
  if (type === 'json' || type === 'jsonb') return '{}';
  return 'x';
}

/**
 * With every parameter NULL nothing matches, but Postgres still describes the result. A statement
 * that writes its parameters refuses NULLs (a not-null violation): it runs with a sample value of
 * each parameter's type instead, in the test's transaction, which is rolled back.
 */
async function runForItsColumns(client: Client, sql: SqlStatement<unknown[], unknown>) {
  await client.query('SAVEPOINT with_nulls');
  try {
    return await client.query({
      text: sql.text,
      values: Array.from({ length: parameterCount(sql.text) }, () => null),
    });
  } catch (error) {
    if ((error as { code?: string }).code !== '23502') throw error;
    await client.query('ROLLBACK TO SAVEPOINT with_nulls');
    const { rows } = await client.query<{ types: string[] }>(
      "SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = 'statement_check'",
    );
    return client.query({ text: sql.text, values: rows[0].types.map(sampleOf) });
  }
}

/**
 * STYLE.md rule 6: hand-written SQL is checked against the migrated schema, so a wrong table or
 * column name fails here rather than in a request, and the row types derived from the entities
 * (sql-statement.ts) name exactly the columns Postgres returns.
 */
describe('hand-written SQL statements', () => {
  const statements = QUERIES_FILES.flatMap(statementsOf);
  const databaseUrl = loadConfig(process.env).databaseUrl;
  let client: Client;

  beforeAll(async () => {
    await runMigrations(databaseUrl);
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
  });
  afterAll(() => client.end());

  it('are found in every queries file, each under its own name', () => {
    expect(QUERIES_FILES.filter((file) => statementsOf(file).length === 0)).toEqual([]);
    expect(QUERIES_FILES.length).toBeGreaterThan(0);
    const names = statements.map((sql) => sql.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(statements.map((sql) => [sql.name, sql] as const))(
    '%s prepares against the migrated schema and returns the declared columns',
    async (_name, sql) => {
      await client.query('BEGIN');
      try {
        await client.query(`PREPARE statement_check AS ${sql.text}`);
        if (sql.columns.length > 0) {
          const result = await runForItsColumns(client, sql);
          expect(result.fields.map((field) => field.name).sort()).toEqual([...sql.columns].sort());
        }
      } finally {
        await client.query('ROLLBACK');
        await client.query('DEALLOCATE ALL');
      }
    },
  );

  it('read rows typed by the naming rule that SnakeCase<> states: every entity column follows it', async () => {
    const dataSource = new DataSource({
      ...dataSourceOptions(databaseUrl),
      entities: [ENTITIES_GLOB],
    });
    await dataSource.initialize();
    try {
      const named = dataSource.entityMetadatas.flatMap((entity) =>
        entity.ownColumns
          .filter(
            (column) =>
              !column.relationMetadata ||
              column.propertyName !== column.relationMetadata.propertyName,
          )
          .map((column) => ({
            column: `${entity.tableName}.${column.databaseName}`,
            expected: `${entity.tableName}.${snakeCase(column.propertyName)}`,
          })),
      );
      expect(named.length).toBeGreaterThan(50);
      expect(named.filter(({ column, expected }) => column !== expected)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
