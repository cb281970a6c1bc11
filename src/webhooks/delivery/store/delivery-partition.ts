/**
 * Reads and writes of deliveries by id name the partitions to visit (migration
 * PartitionedDeliveries, docs/decisions.md): a new delivery id is a UUIDv7 made from the row's
 * `created_at`, so it names the millisecond the row was written in; a legacy id (any other
 * version) was written before the cutover, in the legacy partition.
 *
 * The span goes to the statement as two parameters, so it is planned for the partitions of that
 * span only (statements are planned for their parameters, data-source-options.ts). A condition
 * computed from each row's id in SQL would have it planned for every partition, and evaluating
 * the id functions while planning costs more than the statement.
 */
export function inCreatedSpan(createdAt: string, from: string, before: string): string {
  return `${createdAt} >= ${from}::timestamptz AND ${createdAt} < ${before}::timestamptz`;
}

/** The creation span of these delivery ids: [from, before), as timestamptz text. */
export function createdSpanOf(ids: readonly string[]): [from: string, before: string] {
  let first = Infinity;
  let last = -Infinity;
  let legacy = false;
  for (const id of ids) {
    if (id.charAt(14) !== '7') {
      legacy = true;
      continue;
    }
    const ms = parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
    first = Math.min(first, ms);
    last = Math.max(last, ms);
  }
  // A legacy row was written before the cutover, hence before every UUIDv7 id.
  const from = legacy || first === Infinity ? '-infinity' : new Date(first).toISOString();
  const before =
    last === -Infinity ? (legacy ? 'infinity' : '-infinity') : new Date(last + 1).toISOString();
  return [from, before];
}
