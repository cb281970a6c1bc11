import { expr, type RowOf, type SqlExpr } from '../database/selection';

/**
 * A shape's columns read back by their property names from the subquery `alias` that selected
 * them, typed nullable: a LEFT JOIN that found no row returns every one of them as null.
 */
export function optionalFrom<S extends Record<string, SqlExpr<unknown>>>(
  alias: string,
  shape: S,
): { [K in keyof S]: SqlExpr<RowOf<S>[K] | null> } {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, expr(`${alias}."${key}"`)])) as {
    [K in keyof S]: SqlExpr<RowOf<S>[K] | null>;
  };
}
