import { inCreatedSpan } from '../database/partition-span';
import { col, cols, expr, select } from '../database/selection';
import type { RowOf, SelectedRow } from '../database/selection';
import { OutboxEvent } from './outbox-event.entity';

/**
 * A listed event as the page writes it: `createdAt` formatted as the envelope has it
 * (`toISOString()`: milliseconds, truncated like Postgres' `MS`) and `data` as jsonb's own JSON
 * text, so a page of a hundred events is neither parsed into objects nor serialised again
 * (docs/events.md, "The events API"). Postgres joining the page into one text costs it twice
 * the time of the plain rows (measured with pgbench), so the service joins them.
 */
const LISTED_EVENT = {
  ...cols(OutboxEvent, 'e', ['id', 'type', 'teamId', 'xid', 'seq']),
  dataJson: expr<string>('e.data::text'),
  createdAtIso: expr<string>(
    `to_char(${col(OutboxEvent, 'e', 'createdAt').sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  ),
};
const LISTED = select(LISTED_EVENT);

export type ListedEvent = RowOf<typeof LISTED_EVENT>;

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
 *
 * The team is compared with `(SELECT $1::uuid)`, a value the planner cannot look up in the
 * column's statistics: it prices the team as a typical one (rows / distinct teams), never as the
 * handful stale statistics give a team that grew since the last ANALYZE, so the walk in index
 * order under LIMIT stays cheaper than fetching the team by another index and sorting it
 * (docs/platform.md, "Pagination"; test/medium/list-plans.medium-spec.ts).
 */
function eventPage(order: 'ASC' | 'DESC', window: string) {
  const past = order === 'ASC' ? '>' : '<';
  return `SELECT ${LISTED.sql}
             FROM outbox_events e
           WHERE e.team_id = (SELECT $1::uuid)
             AND e.xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
             AND (e.xid, e.seq) ${past} ($5::bigint, $6::bigint)
             AND e.type LIKE ANY ($2::text[])
             AND ($3::text[] IS NULL OR e.type = ANY ($3::text[]) OR e.type LIKE ANY ($4::text[]))${window}
           ORDER BY e.xid ${order}, e.seq ${order}
           LIMIT $7`;
}

const WINDOW = `
             AND e.created_at >= $8::timestamptz AND e.created_at < $9::timestamptz`;

export const EVENTS_NEWEST_FIRST = LISTED.statement<EventPageParams>({
  name: 'events_newest_first',
  text: eventPage('DESC', ''),
});

export const EVENTS_OLDEST_FIRST = LISTED.statement<EventPageParams>({
  name: 'events_oldest_first',
  text: eventPage('ASC', ''),
});

export const WINDOWED_EVENTS_NEWEST_FIRST = LISTED.statement<WindowedEventPageParams>({
  name: 'windowed_events_newest_first',
  text: eventPage('DESC', WINDOW),
});

export const WINDOWED_EVENTS_OLDEST_FIRST = LISTED.statement<WindowedEventPageParams>({
  name: 'windowed_events_oldest_first',
  text: eventPage('ASC', WINDOW),
});

const EVENT = select(cols(OutboxEvent, 'e', ['id', 'type', 'teamId', 'data', 'createdAt']));

/** One event as GET /v1/events/{id} shows it. */
export type TeamEvent = SelectedRow<typeof EVENT>;

/** One event of the team, in the partitions its id names (event-partition.ts). */
export const EVENT_OF_TEAM = EVENT.statement<
  [teamId: string, id: string, createdFrom: string, createdBefore: string]
>({
  name: 'event_of_team',
  text: `SELECT ${EVENT.sql} FROM outbox_events e
          WHERE e.id = $2 AND e.team_id = $1 AND ${inCreatedSpan('e.created_at', '$3', '$4')}`,
});
