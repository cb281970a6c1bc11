import { spanOfIds, uuidV7Millis } from '../database/partition-span';

/**
 * The creation span of these event ids (migration PartitionedOutboxEvents: `evt_` and the hex of
 * a UUIDv7 made from `created_at`): [from, before), as timestamptz text (partition-span.ts).
 */
export function eventCreatedSpanOf(ids: readonly string[]): [from: string, before: string] {
  return spanOfIds(ids, (id) => (id.startsWith('evt_') ? uuidV7Millis(id.slice(4)) : null));
}
