import { Injectable } from '@nestjs/common';
import type { Principal } from '../common/access/principal';
import { ValidationFailedError } from '../common/errors/domain-error';
import { cursorPage, encodeCursor, resolveCursorLimit } from '../common/pagination/cursor-page';
import { decodeEventCursor, eventPosition } from './event-cursor';
import type { EventEnvelope } from './event-types';
import { isVisibleType, typesNamedBy, visibleTypePrefixes } from './event-visibility';
import { EventNotFoundError } from './events.errors';
import type { ListedEvent } from './events.queries';
import type { EventListQueryDto } from './dto/event-list-query.dto';
import { OutboxRepository } from './outbox.repository';

/** Beyond either end of bigint positions (xid and seq are never negative). */
const BEFORE_ALL = '-1';
const AFTER_ALL = '9223372036854775807';
const EVENT_ID = /^evt_[0-9a-f]{32}$/;

/**
 * The events API (docs/events.md): the team's outbox events, as deliveries carry them, narrowed
 * to the types the caller's token may read.
 */
@Injectable()
export class EventsService {
  constructor(private readonly outbox: OutboxRepository) {}

  /** One page as the JSON text of a `CursorPage<EventEnvelope>`, written as it is. */
  async list(caller: Principal, query: EventListQueryDto): Promise<string> {
    const order = query.order ?? 'desc';
    const limit = resolveCursorLimit(query.limit);
    const after = decodeEventCursor(query.cursor, order);
    const window = windowOf(query);
    const rows = await this.outbox.page({
      teamId: caller.teamId,
      visiblePatterns: visibleTypePrefixes(caller).map((prefix) => `${prefix}%`),
      types: query.type ? typesNamedBy(query.type) : null,
      order,
      afterXid: after?.x ?? (order === 'asc' ? BEFORE_ALL : AFTER_ALL),
      afterSeq: after?.s ?? (order === 'asc' ? BEFORE_ALL : AFTER_ALL),
      limit: limit + 1,
      window: query.createdAfter === undefined && query.createdBefore === undefined ? null : window,
    });
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
      ? await this.outbox.findOfTeam(caller.teamId, eventId)
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
function envelopeJson(row: ListedEvent): string {
  return `{"id":${JSON.stringify(row.id)},"type":${JSON.stringify(row.type)},"createdAt":"${row.createdAtIso}","teamId":"${row.teamId}","data":${row.dataJson}}`;
}
