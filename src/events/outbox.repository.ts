import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { rowsOf } from '../database/sql-statement';
import {
  EVENTS_NEWEST_FIRST,
  EVENTS_OLDEST_FIRST,
  ListedEvent,
  WINDOWED_EVENTS_NEWEST_FIRST,
  WINDOWED_EVENTS_OLDEST_FIRST,
} from './events.queries';
import { OutboxEvent } from './outbox-event.entity';
import { RECORD_OUTBOX_EVENT } from './outbox.queries';

/** Which page of a team's events to read (events.queries.ts). */
export interface EventPageQuery {
  teamId: string;
  /** SQL LIKE patterns of the types the caller may read. */
  visiblePatterns: string[];
  /** Exact types asked for, or null for every visible type. */
  types: string[] | null;
  /** SQL LIKE patterns of the `prefix.*` types asked for. */
  typePatterns: string[];
  order: 'asc' | 'desc';
  /** The position the page starts after (beyond either end for a first page). */
  afterXid: string;
  afterSeq: string;
  limit: number;
  /** A created_at window, or none. */
  window: { createdAfter: Date | '-infinity'; createdBefore: Date | 'infinity' } | null;
}

/** The one door to `outbox_events` in this feature: writes through `record_outbox_event`. */
@Injectable()
export class OutboxRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(OutboxEvent) private readonly events: Repository<OutboxEvent>,
  ) {}

  /** Writes one event in the transaction of `manager`; returns its id. */
  async record(
    teamId: string,
    type: string,
    data: object,
    manager: EntityManager,
  ): Promise<string> {
    const [recorded] = await rowsOf(manager, RECORD_OUTBOX_EVENT, [
      teamId,
      type,
      JSON.stringify(data),
    ]);
    return recorded.id;
  }

  findOfTeam(teamId: string, id: string): Promise<OutboxEvent | null> {
    return this.events.findOne({ where: { id, teamId } });
  }

  page(query: EventPageQuery): Promise<ListedEvent[]> {
    const base = [
      query.teamId,
      query.visiblePatterns,
      query.types,
      query.typePatterns,
      query.afterXid,
      query.afterSeq,
      query.limit,
    ] as const;
    if (!query.window) {
      const statement = query.order === 'asc' ? EVENTS_OLDEST_FIRST : EVENTS_NEWEST_FIRST;
      return rowsOf(this.dataSource, statement, [...base]);
    }
    const statement =
      query.order === 'asc' ? WINDOWED_EVENTS_OLDEST_FIRST : WINDOWED_EVENTS_NEWEST_FIRST;
    return rowsOf(this.dataSource, statement, [
      ...base,
      query.window.createdAfter,
      query.window.createdBefore,
    ]);
  }
}
