import type { DataSource } from 'typeorm';
import { noteEventMoved } from './event-schema-check';

/**
 * Moves an outbox event back to `createdAt` under a new id (its id carries created_at, migration
 * PartitionedOutboxEvents), relayed then too when `relayed`, and points its deliveries at the new
 * id. Returns that id.
 */
export async function backdateEvent(
  db: DataSource,
  eventId: string,
  createdAt: Date | string,
  relayed = false,
): Promise<string> {
  const [row] = await db.query<Array<{ id: string }>>(
    `WITH moved AS (
       UPDATE outbox_events
          SET id = outbox_event_id_at($2::timestamptz), created_at = $2::timestamptz,
              relayed_at = CASE WHEN $3::boolean THEN $2::timestamptz ELSE relayed_at END
        WHERE id = $1
        RETURNING id
     ), deliveries AS (
       UPDATE webhook_deliveries d SET event_id = moved.id FROM moved WHERE d.event_id = $1
     )
     SELECT id FROM moved`,
    [eventId, createdAt, relayed],
  );
  if (!row) throw new Error(`no event ${eventId} to backdate`);
  noteEventMoved(eventId, row.id);
  return row.id;
}
