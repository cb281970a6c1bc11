import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { newEventId } from '../../events/outbox.service';
import { MicroBatcher } from '../../database/micro-batcher';

/**
 * Processes an accepted inbound delivery from the queue: emits `webhook.inbound.received` in
 * the same transaction that marks it processed, so a retried or duplicated job emits once.
 */
@Injectable()
export class InboundProcessorService {
  private readonly batch = new MicroBatcher<string, string | undefined>((ids) =>
    this.processTogether(ids),
  );

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Returns the event id, or undefined when the delivery was already processed. */
  process(deliveryId: string): Promise<string | undefined> {
    return this.batch.add(deliveryId);
  }

  /**
   * Deliveries processed together share one statement. The event is built in Postgres from the
   * stored row, so a payload of up to 1 MB is never parsed and re-serialised on the event loop.
   * `data` has the keys OutboxService.record would write: endpointId, deliveryId, idempotencyKey,
   * receivedAt (ISO 8601 with milliseconds, UTC) and payload.
   */
  private async processTogether(ids: string[]): Promise<Array<string | undefined>> {
    const eventIds = ids.map(() => newEventId());
    const claimed = await this.dataSource.query<Array<{ id: string; event_id: string }>>(
      `WITH claimed AS (
         UPDATE webhook_inbound_deliveries d SET processed_at = now(), event_id = t.event_id
           FROM unnest($1::uuid[], $2::varchar[]) AS t(id, event_id)
          WHERE d.id = t.id AND d.outcome = 'accepted' AND d.processed_at IS NULL
         RETURNING d.id, d.team_id, d.endpoint_id, d.idempotency_key, d.received_at, d.payload,
                   d.event_id
       ), events AS (
         INSERT INTO outbox_events (id, team_id, type, data)
         SELECT event_id, team_id, 'webhook.inbound.received',
                jsonb_build_object(
                  'endpointId', endpoint_id,
                  'deliveryId', id,
                  'idempotencyKey', idempotency_key,
                  'receivedAt',
                  to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'payload', payload)
           FROM claimed
       )
       SELECT id, event_id FROM claimed`,
      [ids, eventIds],
    );
    const byDelivery = new Map(claimed.map((row) => [row.id, row.event_id]));
    return ids.map((id) => byDelivery.get(id));
  }
}
