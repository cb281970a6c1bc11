import type { DataSource } from 'typeorm';

/**
 * Moves a delivery and its attempts back to `createdAt`, its finish times with it, under a new
 * id: a delivery's id carries its created_at (docs/decisions.md, partitioned deliveries; a CHECK
 * enforces it), so an older delivery is another id. Returns that id. Only for finished or
 * otherwise idle deliveries: a job queued under the old id finds nothing.
 */
export async function backdateDelivery(
  db: DataSource,
  deliveryId: string,
  createdAt: Date,
): Promise<string> {
  const [row] = await db.query<Array<{ id: string }>>(
    `WITH moved AS (
       UPDATE webhook_deliveries
          SET id = uuid_v7_at($2::timestamptz), created_at = $2::timestamptz,
              last_attempt_at = CASE WHEN last_attempt_at IS NULL THEN NULL ELSE $2::timestamptz END,
              succeeded_at = CASE WHEN succeeded_at IS NULL THEN NULL ELSE $2::timestamptz END
        WHERE id = $1
        RETURNING id
     ), attempts AS (
       UPDATE webhook_delivery_attempts a SET delivery_id = moved.id, delivery_created_at = $2
         FROM moved WHERE a.delivery_id = $1
     )
     SELECT id FROM moved`,
    [deliveryId, createdAt],
  );
  if (!row) throw new Error(`no delivery ${deliveryId} to backdate`);
  return row.id;
}

/**
 * Moves an inbound delivery back to `receivedAt` under a new id (its id carries received_at, as
 * an outbound delivery's its created_at), with the dedupe key it claimed. Returns that id.
 */
export async function backdateInbound(
  db: DataSource,
  deliveryId: string,
  receivedAt: Date,
): Promise<string> {
  const [row] = await db.query<Array<{ id: string }>>(
    `WITH moved AS (
       UPDATE webhook_inbound_deliveries
          SET id = uuid_v7_at($2::timestamptz), received_at = $2::timestamptz,
              processed_at = CASE WHEN processed_at IS NULL THEN NULL ELSE $2::timestamptz END
        WHERE id = $1
        RETURNING id
     ), key AS (
       UPDATE webhook_inbound_dedupe_keys k SET delivery_id = moved.id, received_at = $2
         FROM moved WHERE k.delivery_id = $1
     )
     SELECT id FROM moved`,
    [deliveryId, receivedAt],
  );
  if (!row) throw new Error(`no inbound delivery ${deliveryId} to backdate`);
  return row.id;
}
