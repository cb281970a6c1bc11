import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { Principal } from '../common/access/principal';
import { ValidationFailedError } from '../common/errors/domain-error';
import { cursorPage, encodeCursor, resolveCursorLimit } from '../common/pagination/cursor-page';
import { rowsOf } from '../database/sql-statement';
import { decodeEventCursor, eventPosition } from './event-cursor';
import type { EventEnvelope } from './event-types';
import { isVisibleType, visibleTypePrefixes } from './event-visibility';
import { EventNotFoundError } from './events.errors';
import {
  EVENTS_NEWEST_FIRST,
  EVENTS_OLDEST_FIRST,
  EventRow,
  WINDOWED_EVENTS_NEWEST_FIRST,
  WINDOWED_EVENTS_OLDEST_FIRST,
} from './events.queries';
import type { EventListQueryDto } from './dto/event-list-query.dto';
import { OutboxEvent } from './outbox-event.entity';

/** Beyond either end of bigint positions (xid and seq are never negative). */
const BEFORE_ALL = '-1';
const AFTER_ALL = '9223372036854775807';
const EVENT_ID = /^evt_[0-9a-f]{32}$/;

/**
 * The events API (issue 18): the team's outbox events, as deliveries carry them, narrowed to the
 * types the caller's token may read.
 */
@Injectable()
export class EventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(OutboxEvent) private readonly events: Repository<OutboxEvent>,
  ) {}

  /** One page as the JSON text of a `CursorPage<EventEnvelope>`, written as it is. */
  async list(caller: Principal, query: EventListQueryDto): Promise<string> {
    const order = query.order ?? 'desc';
    const limit = resolveCursorLimit(query.limit);
    const after = decodeEventCursor(query.cursor, order);
    const { createdAfter, createdBefore } = windowOf(query);
    const types = query.type ?? null;
    const visible = visibleTypePrefixes(caller);
    const base = [
      caller.teamId,
      visible.map((prefix) => `${prefix}%`),
      types && types.filter((type) => !type.endsWith('*')),
      (types ?? []).filter((type) => type.endsWith('.*')).map((type) => type.replace(/\*$/, '%')),
      after?.x ?? (order === 'asc' ? BEFORE_ALL : AFTER_ALL),
      after?.s ?? (order === 'asc' ? BEFORE_ALL : AFTER_ALL),
      limit + 1,
    ] as const;
    const rows =
      query.createdAfter === undefined && query.createdBefore === undefined
        ? await rowsOf(
            this.dataSource,
            order === 'asc' ? EVENTS_OLDEST_FIRST : EVENTS_NEWEST_FIRST,
            [...base],
          )
        : await rowsOf(
            this.dataSource,
            order === 'asc' ? WINDOWED_EVENTS_OLDEST_FIRST : WINDOWED_EVENTS_NEWEST_FIRST,
            [...base, createdAfter, createdBefore],
          );
    const page = cursorPage(rows, limit, (row) => eventPosition(row, order));
    // Oldest first is the reconciliation walk: its last page still says where it ended (or,
    // empty, hands the caller's cursor back), so the client resumes there later without a gap.
    if (order === 'asc' && !page.pagination.hasMore) {
      const last = page.data.at(-1);
      page.pagination.cursor = last
        ? encodeCursor(eventPosition(last, order))
        : (query.cursor ?? null) || null;
    }
    return `{"data":[${page.data.map(envelopeJson).join(',')}],"pagination":${JSON.stringify(page.pagination)}}`;
  }

  async get(caller: Principal, eventId: string): Promise<EventEnvelope> {
    const event = EVENT_ID.test(eventId)
      ? await this.events.findOne({ where: { id: eventId, teamId: caller.teamId } })
      : null;
    if (!event || !isVisibleType(event.type, visibleTypePrefixes(caller)))
      throw new EventNotFoundError();
    return {
      id: event.id,
      type: event.type,
      createdAt: event.createdAt.toISOString(),
      teamId: event.teamId,
      data: event.data,
    };
  }
}

/** The bounds as the statement takes them: an absent one is Postgres' infinity. */
function windowOf(query: EventListQueryDto): {
  createdAfter: Date | '-infinity';
  createdBefore: Date | 'infinity';
} {
  const createdAfter = query.createdAfter ? new Date(query.createdAfter) : '-infinity';
  const createdBefore = query.createdBefore ? new Date(query.createdBefore) : 'infinity';
  if (
    createdAfter instanceof Date &&
    createdBefore instanceof Date &&
    createdBefore.getTime() <= createdAfter.getTime()
  ) {
    throw ValidationFailedError.forField(
      'createdBefore',
      'createdBefore must be after createdAfter',
      'invalid_date',
    );
  }
  return { createdAfter, createdBefore };
}

/** The delivery envelope `{id, type, createdAt, teamId, data}`, `data` as Postgres wrote it. */
function envelopeJson(row: EventRow): string {
  return `{"id":${JSON.stringify(row.id)},"type":${JSON.stringify(row.type)},"createdAt":"${row.created_at_iso}","teamId":"${row.team_id}","data":${row.data_json}}`;
}
