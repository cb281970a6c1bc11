import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { currentWriter } from '../common/async/current-writer';
import type { EventType } from './event-types';

export interface CommittedEvent {
  teamId: string;
  type: EventType;
  /** The user whose request wrote it (current-writer.ts), when known. */
  writer?: string;
}

/** Called once per commit with the events it made durable. */
type Listener = (events: readonly CommittedEvent[]) => void;

const PENDING = 'committedEvents.pending';

/**
 * In-process notice of outbox events once their transaction has committed, for caches of this
 * process that must drop what the change made stale (never before the commit: a reader between
 * the two would cache the old state again). Other processes learn through their own channel.
 */
@Injectable()
export class CommittedEvents implements EntitySubscriberInterface {
  private readonly listeners: Listener[] = [];

  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  onCommitted(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** Called by the outbox for each event written in the transaction of `manager`. */
  note(manager: EntityManager, event: CommittedEvent): void {
    const data = manager.queryRunner?.data as Record<string, CommittedEvent[] | undefined>;
    (data[PENDING] ??= []).push(
      Object.assign({}, event, { writer: event.writer ?? currentWriter() }),
    );
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return; // a savepoint, not the commit
    const data = queryRunner.data as Record<string, CommittedEvent[] | undefined>;
    const pending = data[PENDING];
    if (!pending) return;
    delete data[PENDING];
    for (const listener of this.listeners) listener(pending);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive)
      delete (queryRunner.data as Record<string, unknown>)[PENDING];
  }
}
