import { Columns, statement } from '../database/sql-statement';
import type { OutboxEvent } from './outbox-event.entity';

/**
 * A listed event as the page writes it: `created_at` formatted as the envelope has it
 * (`toISOString()`: milliseconds, truncated like Postgres' `MS`) and `data` as jsonb's own JSON
 * text, so a page of a hundred events is neither parsed into objects nor serialised again
 * (docs/events.md, "The events API"). Postgres joining the page into one text costs it twice
 * the time of the plain rows (measured with pgbench), so the service joins them.
 */
export type EventRow = Columns<OutboxEvent, 'id' | 'type' | 'teamId' | 'xid' | 'seq'> & {
  created_at_iso: string;
  data_json: string;
};

type EventPageParams = [
  teamId: string,
  visiblePatterns: string[],
  types: string[] | null,
  typePatterns: string[],
  afterXid: string,
  afterSeq: string,
  limit: number,
];

type WindowedEventPageParams = [
  ...EventPageParams,
  createdAfter: Date | '-infinity',
  createdBefore: Date | 'infinity',
];

const COLUMNS = {
  id: true,
  type: true,
  created_at_iso: true,
  team_id: true,
  data_json: true,
  xid: true,
  seq: true,
} as const;

/**
 * One page of a team's events in (xid, seq) order (docs/events.md, "No gaps under concurrency").
 * Only rows whose transaction is below this statement's snapshot horizon are served: every
 * transaction below it has finished, and any later one gets a larger xid, so nothing can ever
 * appear behind a position already served. The position is an index condition on (team_id, xid,
 * seq) (never NULL: the first page passes the end of the range), so a deep page costs what the
 * first one does.
 *
 * A created_at window is a statement of its own: these are prepared statements, and a generic
 * plan that has to allow for a window picks the created_at index and sorts the whole team.
 */
function eventPage(order: 'ASC' | 'DESC', window: string) {
  const past = order === 'ASC' ? '>' : '<';
  return `SELECT id, type, team_id, data::text AS data_json, xid, seq,
                  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at_iso
             FROM outbox_events
           WHERE team_id = $1
             AND xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
             AND (xid, seq) ${past} ($5::bigint, $6::bigint)
             AND type LIKE ANY ($2::text[])
             AND ($3::text[] IS NULL OR type = ANY ($3::text[]) OR type LIKE ANY ($4::text[]))${window}
           ORDER BY xid ${order}, seq ${order}
           LIMIT $7`;
}

const WINDOW = `
             AND created_at >= $8::timestamptz AND created_at < $9::timestamptz`;

export const EVENTS_NEWEST_FIRST = statement<EventPageParams, EventRow>({
  name: 'events_newest_first',
  text: eventPage('DESC', ''),
  columns: COLUMNS,
});

export const EVENTS_OLDEST_FIRST = statement<EventPageParams, EventRow>({
  name: 'events_oldest_first',
  text: eventPage('ASC', ''),
  columns: COLUMNS,
});

export const WINDOWED_EVENTS_NEWEST_FIRST = statement<WindowedEventPageParams, EventRow>({
  name: 'windowed_events_newest_first',
  text: eventPage('DESC', WINDOW),
  columns: COLUMNS,
});

export const WINDOWED_EVENTS_OLDEST_FIRST = statement<WindowedEventPageParams, EventRow>({
  name: 'windowed_events_oldest_first',
  text: eventPage('ASC', WINDOW),
  columns: COLUMNS,
});
