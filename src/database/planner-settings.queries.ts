import { command } from './sql-statement';

/**
 * Run first in the transaction of a list statement whose page is an ordered walk under a LIMIT:
 * the walk may then only read its index in order (docs/platform.md, "Pagination"). Statistics
 * taken before a team grew, or while it did not exist, put it at a few rows, for which a bitmap
 * scan and a sort look cheaper than the index walk; on the real team they read all of it. JIT goes
 * too: the sort a statement cannot avoid (the page's final order) is now priced as disabled, far
 * above the JIT threshold, and compiling it cost 140 ms on a 1 ms statement.
 */
export const INDEX_ORDER_ONLY = command<[]>({
  name: 'index_order_only',
  text: `SELECT set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true),
                set_config('jit', 'off', true)`,
});

/**
 * INDEX_ORDER_ONLY, and the statement's generic plan (made once a connection) instead of one
 * planned for each execution: for a page over every partition of a partitioned table, whose
 * planning grows with the partitions (6.6 ms at 42) while its index walks cost well under one.
 */
export const INDEX_ORDER_ONLY_GENERIC_PLAN = command<[]>({
  name: 'index_order_only_generic_plan',
  text: `SELECT set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true),
                set_config('jit', 'off', true), set_config('plan_cache_mode', 'force_generic_plan', true)`,
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
