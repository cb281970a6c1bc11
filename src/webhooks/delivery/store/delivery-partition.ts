import { spanOfIds, uuidV7Millis } from '../../../database/partition-span';

export { inCreatedSpan } from '../../../database/partition-span';

/**
 * The creation span of these delivery ids (migration PartitionedDeliveries): [from, before), as
 * timestamptz text (partition-span.ts).
 */
export function createdSpanOf(ids: readonly string[]): [from: string, before: string] {
  return spanOfIds(ids, (id) => uuidV7Millis(id.replace(/-/g, '')));
}
