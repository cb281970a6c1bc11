import { command } from './sql-statement';

/**
 * The settings under which a list statement's page can only be an ordered walk under its LIMIT
 * (docs/platform.md, "Pagination"). Statistics taken before a team grew, or while it did not
 * exist, put it at a few rows, for which a bitmap scan and a sort look cheaper than the index walk;
 * on the real team they read all of it. JIT goes too: the sort a statement cannot avoid (the
 * page's final order) is now priced as disabled, far above the JIT threshold, and compiling it cost
 * 140 ms on a 1 ms statement.
 */
export const INDEX_ORDER_SETTINGS: Readonly<Record<string, string>> = {
  enable_sort: 'off',
  enable_bitmapscan: 'off',
  jit: 'off',
};

/** Run first in the transaction of a list statement, for INDEX_ORDER_SETTINGS. */
export const INDEX_ORDER_ONLY = command<[]>({
  name: 'index_order_only',
  text: `SELECT ${Object.entries(INDEX_ORDER_SETTINGS)
    .map(([setting, value]) => `set_config('${setting}', '${value}', true)`)
    .join(', ')}`,
});

/**
 * Run after INDEX_ORDER_ONLY, before a statement that reads its rows from a GIN index (which only
 * a bitmap scan reads), and only for that statement: a later walk runs INDEX_ORDER_ONLY again. A
 * scan of the whole table stays off.
 */
export const BITMAP_SEARCH = command<[]>({
  name: 'bitmap_search',
  text: `SELECT set_config('enable_bitmapscan', 'on', true), set_config('enable_seqscan', 'off', true)`,
});
