/* eslint-disable no-control-regex -- NUL is exactly what this pattern exists to refuse */

/** Postgres text cannot hold NUL: refused as a 400 rather than failing as a 500 on write. */
export const WITHOUT_NUL = /^[^\u0000]*$/;

/** A visible character somewhere. Kept apart from WITHOUT_NUL: one combined pattern backtracks. */
export const HAS_VISIBLE_CHARACTER = /\S/;
