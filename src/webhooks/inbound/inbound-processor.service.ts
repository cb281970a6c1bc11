import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../events/outbox.service';

interface ClaimedDelivery {
  team_id: string;
  endpoint_id: string;
  idempotency_key: string | null;
  received_at: Date;
  payload: unknown;
}

/**
 * Processes an accepted inbound delivery from the queue: emits `webhook.inbound.received` in
 * the same transaction that marks it processed, so a retried or duplicated job emits once.
 */
@Injectable()
export class InboundProcessorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Returns the event id, or undefined when the delivery was already processed. */
  async process(deliveryId: string): Promise<string | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const [claimed] = await manager.query<[ClaimedDelivery[], number]>(
        `UPDATE webhook_inbound_deliveries SET processed_at = now()
          WHERE id = $1 AND outcome = 'accepted' AND processed_at IS NULL
          RETURNING team_id, endpoint_id, idempotency_key, received_at, payload`,
        [deliveryId],
      );
      const row = claimed[0];
      if (!row) return undefined;
      const eventId = await this.outbox.record(manager, row.team_id, 'webhook.inbound.received', {
        endpointId: row.endpoint_id,
        deliveryId,
        idempotencyKey: row.idempotency_key,
        receivedAt: row.received_at.toISOString(),
        payload: row.payload,
      });
      await manager.query('UPDATE webhook_inbound_deliveries SET event_id = $2 WHERE id = $1', [
        deliveryId,
        eventId,
      ]);
      return eventId;
    });
  }
}
