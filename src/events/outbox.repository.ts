import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { INDEX_WALKS } from '../database/data-source-options';
import { INDEX_ORDER_ONLY } from '../database/planner-settings.queries';
import { type Db, execute, rowsOf } from '../database/sql-statement';
import { eventCreatedSpanOf } from './event-partition';
import {
  EVENT_OF_TEAM,
  EVENTS_NEWEST_FIRST,
  EVENTS_OLDEST_FIRST,
  ListedEvent,
  type TeamEvent,
  TYPED_EVENTS_NEWEST_FIRST,
  TYPED_EVENTS_OLDEST_FIRST,
  WINDOWED_EVENTS_NEWEST_FIRST,
  WINDOWED_EVENTS_OLDEST_FIRST,
  WINDOWED_TYPED_EVENTS_NEWEST_FIRST,
  WINDOWED_TYPED_EVENTS_OLDEST_FIRST,
} from './events.queries';
import { RECORD_OUTBOX_EVENT } from './outbox.queries';
import { activeCarrier, traceContextJson } from '../tracing/trace-carrier';

/** Which page of a team's events to read (events.queries.ts). */
export interface EventPageQuery {
  teamId: string;
  /** SQL LIKE patterns of the types the caller may read. */
  visiblePatterns: string[];
  /** The catalog types asked for (a `prefix.*` expanded), or null for every visible type. */
  types: string[] | null;
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
    @InjectDataSource(INDEX_WALKS) private readonly indexWalks: DataSource,
  ) {}

  /**
   * Writes one event in the transaction of `manager`, with the trace context of the active span
   * (its deliveries continue that trace); returns its id.
   */
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
      traceContextJson(activeCarrier()),
    ]);
    return recorded.id;
  }

  async findOfTeam(teamId: string, id: string): Promise<TeamEvent | null> {
    const [event] = await rowsOf(this.dataSource, EVENT_OF_TEAM, [
      teamId,
      id,
      ...eventCreatedSpanOf([id]),
    ]);
    return event ?? null;
  }

  /**
   * One page: the index walks of every partition in the range merged (a type filter merges a walk
   * of each type, events.queries.ts), which statistics of partitions taken before a burst would
   * otherwise trade for a scan and a sort of each. A page without a time window reads every
   * partition: one statement on the pool whose sessions allow only index walks, under its generic
   * plan (data-source-options.ts). A window names its partitions and is planned for them, in a
   * transaction that first runs INDEX_ORDER_ONLY.
   */
  page(query: EventPageQuery): Promise<ListedEvent[]> {
    if (!query.window) return this.pageIn(this.indexWalks, query);
    return this.dataSource.transaction(async (manager) => {
      await execute(manager, INDEX_ORDER_ONLY, []);
      return this.pageIn(manager, query);
    });
  }

  private pageIn(db: Db, query: EventPageQuery): Promise<ListedEvent[]> {
    const base = [
      query.teamId,
      query.visiblePatterns,
      query.afterXid,
      query.afterSeq,
      query.limit,
    ] as const;
    const window =
      query.window && ([query.window.createdAfter, query.window.createdBefore] as const);
    const asc = query.order === 'asc';
    if (!query.types) {
      if (!window) return rowsOf(db, asc ? EVENTS_OLDEST_FIRST : EVENTS_NEWEST_FIRST, [...base]);
      const statement = asc ? WINDOWED_EVENTS_OLDEST_FIRST : WINDOWED_EVENTS_NEWEST_FIRST;
      return rowsOf(db, statement, [...base, ...window]);
    }
    const typed = [...base, query.types] as const;
    if (!window)
      return rowsOf(db, asc ? TYPED_EVENTS_OLDEST_FIRST : TYPED_EVENTS_NEWEST_FIRST, [...typed]);
    const statement = asc ? WINDOWED_TYPED_EVENTS_OLDEST_FIRST : WINDOWED_TYPED_EVENTS_NEWEST_FIRST;
    return rowsOf(db, statement, [...typed, ...window]);
  }
}
