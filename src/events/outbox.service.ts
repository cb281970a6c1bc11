import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { execute } from '../database/sql-statement';
import { CommittedEvents } from './committed-events';
import { EventType } from './event-types';
import { INSERT_OUTBOX_EVENT } from './outbox.queries';

export function newEventId(): string {
  return `evt_${randomBytes(16).toString('hex')}`;
}

/**
 * Writes events into the outbox. Always pass the EntityManager of the transaction that makes the
 * change, never a fresh connection: that is what makes the event exactly as durable as the change.
 */
@Injectable()
export class OutboxService {
  constructor(private readonly committed: CommittedEvents) {}

  async record(
    manager: EntityManager,
    teamId: string,
    type: EventType,
    data: Record<string, unknown>,
  ): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`outbox event ${type} must be written inside the transaction of its change`);
    }
    const id = newEventId();
    await execute(manager, INSERT_OUTBOX_EVENT, [id, teamId, type, JSON.stringify(data)]);
    this.committed.note(manager, { teamId, type });
    return id;
  }
}
