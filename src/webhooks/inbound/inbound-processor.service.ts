import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../database/sql-statement';
import { newEventId } from '../../events/outbox.service';
import { MicroBatcher } from '../../database/micro-batcher';
import { PROCESS_ACCEPTED } from './inbound.queries';

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

  /** Deliveries processed together share one statement (PROCESS_ACCEPTED). */
  private async processTogether(ids: string[]): Promise<Array<string | undefined>> {
    const eventIds = ids.map(() => newEventId());
    const claimed = await rowsOf(this.dataSource, PROCESS_ACCEPTED, [ids, eventIds]);
    const byDelivery = new Map(claimed.map((row) => [row.id, row.event_id]));
    return ids.map((id) => byDelivery.get(id));
  }
}
