import { Injectable } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { EntityManager } from 'typeorm';
import { CommittedEvents } from './committed-events';
import type { EventData } from './event-schemas';
import { EventType } from './event-types';
import { OutboxRepository } from './outbox.repository';
import { inSpan } from '../tracing/tracing-state';

/**
 * Writes events into the outbox. Always pass the EntityManager of the transaction that makes the
 * change, never a fresh connection: that is what makes the event exactly as durable as the change
 * (platform.md, Events (outbound)). `data` is what the catalog describes for `type`
 * (event-schemas.ts), no field more or less. With tracing on, the write is the span
 * `outbox.record`, whose context the row keeps: the event's deliveries continue it.
 */
@Injectable()
export class OutboxService {
  constructor(
    private readonly committed: CommittedEvents,
    private readonly outbox: OutboxRepository,
  ) {}

  async record<T extends EventType>(
    manager: EntityManager,
    teamId: string,
    type: T,
    data: EventData<T>,
  ): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`outbox event ${type} must be written inside the transaction of its change`);
    }
    const id = await inSpan(
      'outbox.record',
      { kind: SpanKind.INTERNAL, attributes: { 'event.type': type } },
      async (span) => {
        const recorded = await this.outbox.record(teamId, type, data, manager);
        span?.setAttribute('event.id', recorded);
        return recorded;
      },
    );
    this.committed.note(manager, { teamId, type });
    return id;
  }
}
