import { Injectable } from '@nestjs/common';
import { RelayRepository } from '../store/relay.repository';
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
    private readonly relay: RelayRepository,
    private readonly queues: DeliveryQueues,
  ) {}

  /** Returns how many events were relayed (a full batch means: call again at once). */
  async relayBatch(): Promise<number> {
    const result = await this.relay.relayOutboxEvents(RELAY_BATCH);
    const due = result.deliveries.filter((delivery) => delivery.status === 'pending');
    // Committed already: if queueing fails, the lost-job sweep queues them from Postgres.
    await this.queues.queueAttempts(
      due.map((delivery) => ({
        deliveryId: delivery.id,
        subscriptionId: delivery.subscriptionId,
        attempt: 1,
      })),
    );
    return result.relayed;
  }
}
