/** platform.md, Values: every collection clamps `limit` to 100 and never refuses it. */
export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;
