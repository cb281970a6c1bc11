import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../../database/sql-statement';
import { OVERDUE_DELIVERIES, RELAY_OUTBOX_EVENTS, RelayedDelivery } from './relay.queries';

/** The relay's door: outbox events into webhook_deliveries, and overdue deliveries. */
@Injectable()
export class RelayRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One batch (RELAY_OUTBOX_EVENTS): how many events were relayed, and the deliveries made. */
  async relayOutboxEvents(
    limit: number,
  ): Promise<{ relayed: number; deliveries: RelayedDelivery[] }> {
    const [result] = await rowsOf(this.dataSource, RELAY_OUTBOX_EVENTS, [limit]);
    return result ?? { relayed: 0, deliveries: [] };
  }

  /** Pending deliveries overdue by more than `overdueMs`, oldest due first. */
  overdue(overdueMs: number, limit: number) {
    return rowsOf(this.dataSource, OVERDUE_DELIVERIES, [`${overdueMs} milliseconds`, limit]);
  }
}
