import { Injectable } from '@nestjs/common';
import { InboundDeliveriesRepository } from './inbound-deliveries.repository';

export const INBOUND_PROCESS_BATCH = 500;

/**
 * Processes accepted inbound deliveries straight from Postgres, where the receiver stored them:
 * each one is marked processed in the statement that emits its `webhook.inbound.received`, so
 * it is emitted once. Run as a worker loop (WebhookLoopsService), not through a queue: the
 * delivery row is already the record of the work, and Redis is not needed to do it.
 */
@Injectable()
export class InboundProcessorService {
  constructor(private readonly deliveries: InboundDeliveriesRepository) {}

  /** Processes one batch; returns how many deliveries it processed. */
  async processPending(): Promise<number> {
    return this.deliveries.processPending(INBOUND_PROCESS_BATCH);
  }
}
