/** Postgres bigint's largest value: a larger one in a comparison is an out-of-range error (a 500). */
export const MAX_POSTGRES_BIGINT = 9_223_372_036_854_775_807n;

/**
 * A cursor field that holds a non-negative Postgres bigint (a sequence, a transaction id) kept as
 * a decimal string: digits only, at most 19 of them, within bigint's range, so that a forged
 * cursor is refused as invalid rather than failing the query.
 */
export function isBigintPosition(value: unknown): value is string {
  return (
    typeof value === 'string' && /^\d{1,19}$/.test(value) && BigInt(value) <= MAX_POSTGRES_BIGINT
  );
}
