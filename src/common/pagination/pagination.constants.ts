/** platform.md, Values: every collection clamps `limit` to 100 and never refuses it. */
export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;

/**
 * docs/platform.md, "Pagination": a collection counts its matching rows up to this many; beyond it
 * `total` is absent (unknown), so a page costs the same whatever the size of the collection.
 */
export const MAX_COUNTED_TOTAL = 1_000;

/**
 * Counts the rows of `rowsSql` (a statement selecting anything, ordered as its index) up to
 * MAX_COUNTED_TOTAL + 1: the count past the cap says only that the cap was passed.
 */
export function boundedCountSql(rowsSql: string): string {
  return `SELECT count(*)::int AS total FROM (${rowsSql} LIMIT ${MAX_COUNTED_TOTAL + 1}) capped`;
}

/** The total a page states: the bounded count, or absent (unknown) past the cap. */
export function knownTotal(counted: number): number | undefined {
  return counted > MAX_COUNTED_TOTAL ? undefined : counted;
}

/**
 * A page walk (`… LIMIT $n OFFSET $m`) under a literal bound: `$n` is never above
 * MAX_PAGE_LIMIT + 1 (the probe row), but a generic plan cannot see it and guesses a tenth of the
 * table, which prices the page as thousands of rows (a hash join, a sort, JIT compilation).
 */
export function probeCapped(pageSql: string): string {
  return `SELECT * FROM (${pageSql}) uncapped LIMIT ${MAX_PAGE_LIMIT + 1}`;
}
