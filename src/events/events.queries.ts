import { Columns, statement } from '../database/sql-statement';
import type { OutboxEvent } from './outbox-event.entity';

export type EventRow = Columns<
  OutboxEvent,
  'id' | 'type' | 'createdAt' | 'teamId' | 'data' | 'xid' | 'seq'
>;

type EventPageParams = [
  teamId: string,
  visiblePatterns: string[],
  types: string[] | null,
  typePatterns: string[],
  createdAfter: Date | '-infinity',
  createdBefore: Date | 'infinity',
  afterXid: string,
  afterSeq: string,
  limit: number,
];

/**
 * One page of a team's events in (xid, seq) order (decisions.md, "Events API"). Only rows whose
 * transaction is below this statement's snapshot horizon are served: every transaction below it
 * has finished, and any later one gets a larger xid, so nothing can ever appear behind a position
 * already served. The position is an index condition on (team_id, xid, seq) (never NULL: the
 * first page passes the end of the range), so a deep page costs what the first one does.
 */
function eventPage(name: string, order: 'ASC' | 'DESC') {
  const past = order === 'ASC' ? '>' : '<';
  return statement<EventPageParams, EventRow>({
    name,
    text: `SELECT id, type, created_at, team_id, data, xid, seq FROM outbox_events
            WHERE team_id = $1
              AND xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
              AND (xid, seq) ${past} ($7::bigint, $8::bigint)
              AND type LIKE ANY ($2::text[])
              AND ($3::text[] IS NULL OR type = ANY ($3::text[]) OR type LIKE ANY ($4::text[]))
              AND created_at >= $5::timestamptz AND created_at < $6::timestamptz
            ORDER BY xid ${order}, seq ${order}
            LIMIT $9`,
    columns: {
      id: true,
      type: true,
      created_at: true,
      team_id: true,
      data: true,
      xid: true,
      seq: true,
    },
  });
}

export const EVENTS_NEWEST_FIRST = eventPage('events_newest_first', 'DESC');
export const EVENTS_OLDEST_FIRST = eventPage('events_oldest_first', 'ASC');
