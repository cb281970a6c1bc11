/**
 * Reads and writes by id name the partitions to visit (docs/decisions.md, "Deliveries
 * partitioned by day"): a new id is a UUIDv7 made from the row's partition key, so it names the
 * millisecond the row was written in; a legacy id (any other version) was written before the
 * cutover, in the legacy partition.
 *
 * The span goes to the statement as two parameters, so it is planned for the partitions of that
 * span only (statements are planned for their parameters, data-source-options.ts). A condition
 * computed from each row's id in SQL would have it planned for every partition, and evaluating
 * the id functions while planning costs more than the statement.
 */
export function inCreatedSpan(createdAt: string, from: string, before: string): string {
  return `${createdAt} >= ${from}::timestamptz AND ${createdAt} < ${before}::timestamptz`;
}

/** The millisecond a UUIDv7 (as 32 hex digits, dashes removed) names, or null for another version. */
export function uuidV7Millis(hex: string): number | null {
  if (hex.length !== 32 || hex.charAt(12) !== '7' || !/^[0-9a-f]{32}$/.test(hex)) return null;
  return parseInt(hex.slice(0, 12), 16);
}

/**
 * The span [from, before) of the partition keys of rows with these ids, as timestamptz text;
 * `millisOf` reads an id's millisecond (null: a legacy id).
 */
export function spanOfIds(
  ids: readonly string[],
  millisOf: (id: string) => number | null,
): [from: string, before: string] {
  let first = Infinity;
  let last = -Infinity;
  let legacy = false;
  for (const id of ids) {
    const ms = millisOf(id);
    if (ms === null) {
      legacy = true;
      continue;
    }
    first = Math.min(first, ms);
    last = Math.max(last, ms);
  }
  // A legacy row was written before the cutover, hence before every UUIDv7 id.
  const from = legacy || first === Infinity ? '-infinity' : new Date(first).toISOString();
  const before =
    last === -Infinity ? (legacy ? 'infinity' : '-infinity') : new Date(last + 1).toISOString();
  return [from, before];
}
