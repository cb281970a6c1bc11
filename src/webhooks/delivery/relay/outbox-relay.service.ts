import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../../database/sql-statement';
import { RELAY_OUTBOX_EVENTS } from '../store/outbound.queries';
import { DeliveryQueues } from '../queue/delivery-queues';

export const RELAY_BATCH = 500;

/**
 * Moves committed outbox events into deliveries, one per matching subscription, and queues
 * their first attempt. One statement (RELAY_OUTBOX_EVENTS) claims the events, creates the
 * deliveries and marks the events relayed: it either all happens or none of it.
 */
@Injectable()
export class OutboxRelayService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: DeliveryQueues,
  ) {}

  /** Returns how many events were relayed (a full batch means: call again at once). */
  async relayBatch(): Promise<number> {
    const [result] = await rowsOf(this.dataSource, RELAY_OUTBOX_EVENTS, [RELAY_BATCH]);
    if (!result) return 0;
    const due = result.deliveries.filter((delivery) => delivery.status === 'pending');
    // Committed already: if queueing fails, the lost-job sweep queues them from Postgres.
    await this.queues.queueAttempts(
      due.map((delivery) => ({
        deliveryId: delivery.id,
        subscriptionId: delivery.subscription_id,
        attempt: 1,
      })),
    );
    return result.relayed;
  }
}
