/**
 * The one partition holding delivery `id` (migration PartitionedDeliveries, docs/decisions.md):
 * a new id is a UUIDv7 made from the row's `created_at`, so the id names the millisecond it was
 * written in, and a legacy id (any other version) the legacy partition. Beside `id = …`, this
 * lets the planner probe one partition's primary key instead of every partition's.
 */
export function inPartitionOf(createdAt: string, id: string): string {
  return `${createdAt} >= webhook_delivery_created_from(${id}) AND ${createdAt} < webhook_delivery_created_before(${id})`;
}
