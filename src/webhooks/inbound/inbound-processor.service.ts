import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../events/outbox.service';
import { MicroBatcher } from '../delivery/micro-batcher';

interface ClaimedDelivery {
  id: string;
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
  private readonly batch = new MicroBatcher<string, string | undefined>((ids) =>
    this.processTogether(ids),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Returns the event id, or undefined when the delivery was already processed. */
  process(deliveryId: string): Promise<string | undefined> {
    return this.batch.add(deliveryId);
  }

  /** Deliveries processed together share one transaction. */
  private async processTogether(ids: string[]): Promise<Array<string | undefined>> {
    return this.dataSource.transaction(async (manager) => {
      const [claimed] = await manager.query<[ClaimedDelivery[], number]>(
        `UPDATE webhook_inbound_deliveries SET processed_at = now()
          WHERE id = ANY($1::uuid[]) AND outcome = 'accepted' AND processed_at IS NULL
          RETURNING id, team_id, endpoint_id, idempotency_key, received_at, payload`,
        [ids],
      );
      const eventIds = new Map<string, string>();
      for (const row of claimed) {
        const eventId = await this.outbox.record(manager, row.team_id, 'webhook.inbound.received', {
          endpointId: row.endpoint_id,
          deliveryId: row.id,
          idempotencyKey: row.idempotency_key,
          receivedAt: row.received_at.toISOString(),
          payload: row.payload,
        });
        eventIds.set(row.id, eventId);
      }
      if (eventIds.size > 0) {
        await manager.query(
          `UPDATE webhook_inbound_deliveries d SET event_id = t.event_id
             FROM unnest($1::uuid[], $2::varchar[]) AS t(id, event_id)
            WHERE d.id = t.id`,
          [[...eventIds.keys()], [...eventIds.values()]],
        );
      }
      return ids.map((id) => eventIds.get(id));
    });
  }
}
