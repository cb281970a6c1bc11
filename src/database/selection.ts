import { getMetadataArgsStorage } from 'typeorm';
import { snakeCase, SqlStatement, sqlStatement } from './sql-statement';

/**
 * What a hand-written statement returns is described once, from the entities: the property
 * names the rows carry, the types TypeScript gives them and the columns the SQL selects all come
 * from one list of entity properties (docs/decisions.md, "The data layer").
 *
 *   const AGENT_ROW = select({ ...cols(Agent, 'a', ['id', 'avatarUrl']), total: expr<number>('count(*) OVER ()') });
 *   export const LIVE_AGENT = AGENT_ROW.statement<[id: string]>({
 *     name: 'live_agent',
 *     text: `SELECT ${AGENT_ROW} FROM agents a WHERE a.id = $1`,
 *   });
 *
 * selects `a.id AS "id", a.avatar_url AS "avatarUrl", count(*) OVER () AS "total"` and types each
 * row `{ id: string; avatarUrl: string | null; total: number }`.
 */

/** A SQL expression whose value TypeScript types as T. */
export interface SqlExpr<T> {
  readonly sql: string;
  /** Type carrier only, never set. */
  readonly value?: T;
}

/** A computed column: `expr<number>('count(*)::int')`. */
export function expr<T>(sql: string): SqlExpr<T> {
  return { sql };
}

type EntityClass<E> = abstract new (...args: never[]) => E;

/** Entity E's property K read from the table under `alias`, typed as the entity types it. */
export function col<E, const K extends keyof E & string>(
  entity: EntityClass<E>,
  alias: string,
  property: K,
): SqlExpr<E[K]> {
  return { sql: `${alias}.${columnName(entity, property)}` };
}

/** Entity E's properties K read from the table under `alias`: `{ id: a.id, avatarUrl: a.avatar_url }`. */
export function cols<E, const K extends keyof E & string>(
  entity: EntityClass<E>,
  alias: string,
  properties: readonly K[],
): { [P in K]: SqlExpr<E[P]> } {
  const shape = {} as { [P in K]: SqlExpr<E[P]> };
  for (const property of properties) shape[property] = col(entity, alias, property);
  return shape;
}

/** Columns the statement itself sets (`SET x = now()` … RETURNING), so they are never null. */
export function nonNull<S extends Record<string, SqlExpr<unknown>>>(
  shape: S,
): { [K in keyof S]: S[K] extends SqlExpr<infer T> ? SqlExpr<NonNullable<T>> : never } {
  return shape as never;
}

/** A shape's columns read back by their property names from the subquery or CTE `alias` that selected them. */
export function shapeFrom<S extends Record<string, SqlExpr<unknown>>>(
  alias: string,
  shape: S,
): { [K in keyof S]: SqlExpr<RowOf<S>[K]> } {
  return Object.fromEntries(
    Object.keys(shape).map((key) => [key, { sql: `${alias}."${key}"` }]),
  ) as { [K in keyof S]: SqlExpr<RowOf<S>[K]> };
}

/** Columns a LEFT JOIN may find no row for, so each may be null. */
export function nullable<S extends Record<string, SqlExpr<unknown>>>(
  shape: S,
): { [K in keyof S]: S[K] extends SqlExpr<infer T> ? SqlExpr<T | null> : never } {
  return shape as never;
}

/** The row a selection shape produces. */
export type RowOf<S> = { [K in keyof S]: S[K] extends SqlExpr<infer T> ? T : never };

/** The row a `Selection` produces: `SelectedRow<typeof AGENT_ROW>`. */
export type SelectedRow<S> = S extends Selection<infer Row> ? Row : never;

export class Selection<Row> {
  /** The row's property names, which are also the names Postgres returns. */
  readonly keys: readonly string[];
  /** `expr AS "property", …`: interpolate it where the select list goes. */
  readonly sql: string;

  constructor(private readonly shape: Record<string, SqlExpr<unknown>>) {
    this.keys = Object.keys(shape);
    this.sql = this.keys.map((key) => `${shape[key].sql} AS "${key}"`).join(', ');
  }

  toString(): string {
    return this.sql;
  }

  /** The same row read back from a subquery or CTE named `alias` that selected it. */
  from(alias: string): Selection<Row> {
    return new Selection<Row>(shapeFrom(alias, this.shape));
  }

  /** A statement returning rows of this selection; its text must select exactly these keys. */
  statement<Params extends readonly unknown[]>(definition: {
    name: string;
    text: string;
  }): SqlStatement<Params, Row> {
    return sqlStatement<Params, Row>({ ...definition, columns: this.keys });
  }
}

/** A select list built from entity columns (`cols`, `col`) and computed ones (`expr`). */
export function select<S extends Record<string, SqlExpr<unknown>>>(shape: S): Selection<RowOf<S>> {
  return new Selection<RowOf<S>>(shape);
}

/**
 * The column an entity property is stored in. TypeORM's own metadata says which properties are
 * columns, so a property that is not one (a relation, a getter) fails where the statement is
 * declared, at import, not in a request.
 */
function columnName(entity: EntityClass<unknown>, property: string): string {
  const column = getMetadataArgsStorage().columns.find(
    (candidate) =>
      candidate.propertyName === property &&
      typeof candidate.target === 'function' &&
      (candidate.target === entity || entity.prototype instanceof candidate.target),
  );
  if (!column) throw new Error(`${entity.name}.${property} is not a column`);
  return column.options.name ?? snakeCase(property);
}
