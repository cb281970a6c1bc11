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
  afterXid: string,
  afterSeq: string,
  limit: number,
];

type TypedEventPageParams = [...EventPageParams, types: string[]];

type Window = [createdAfter: Date | '-infinity', createdBefore: Date | 'infinity'];

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
function eventPage(order: 'ASC' | 'DESC', window: (after: string, before: string) => string) {
  const past = order === 'ASC' ? '>' : '<';
  return `SELECT ${LISTED.sql}
             FROM outbox_events e
           WHERE e.team_id = (SELECT $1::uuid)
             AND e.xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
             AND (e.xid, e.seq) ${past} ($3::bigint, $4::bigint)
             AND e.type LIKE ANY ($2::text[])${window('$6', '$7')}
           ORDER BY e.xid ${order}, e.seq ${order}
           LIMIT $5`;
}

/**
 * The same page of the catalog types asked for (`$6`; the service expands a `prefix.*`): each
 * type's range of outbox_events_team_type_position is walked from the position under the LIMIT,
 * and the walks are merged, so a page reads at most the LIMIT of each type and a rare type costs
 * what a common one does. The team is compared as text, that index's key, which no other index
 * of the table answers: the position index would give the same order with the type as a filter,
 * and the statistics of a partition not analysed since it filled cannot tell the two apart (a
 * rare type then reads the team's whole day). Run after INDEX_ORDER_ONLY.
 */
function typedEventPage(order: 'ASC' | 'DESC', window: (after: string, before: string) => string) {
  const past = order === 'ASC' ? '>' : '<';
  return `SELECT ${LISTED.sql}
    FROM (
      SELECT walked.* FROM (SELECT DISTINCT unnest($6::text[]) AS type) asked
        CROSS JOIN LATERAL (
          SELECT e.id, e.type, e.team_id, e.xid, e.seq, e.data, e.created_at
            FROM outbox_events e
           WHERE e.team_id::text = $1::uuid::text AND e.type = asked.type
             AND e.xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
             AND (e.xid, e.seq) ${past} ($3::bigint, $4::bigint)${window('$7', '$8')}
           ORDER BY e.xid ${order}, e.seq ${order}
           LIMIT $5) walked
       WHERE asked.type LIKE ANY ($2::text[])
       ORDER BY walked.xid ${order}, walked.seq ${order}
       LIMIT $5) e
    ORDER BY e.xid ${order}, e.seq ${order}`;
}

const NO_WINDOW = () => '';
const WINDOW = (after: string, before: string) => `
             AND e.created_at >= ${after}::timestamptz AND e.created_at < ${before}::timestamptz`;

export const EVENTS_NEWEST_FIRST = LISTED.statement<EventPageParams>({
  name: 'events_newest_first',
  text: eventPage('DESC', NO_WINDOW),
});

export const EVENTS_OLDEST_FIRST = LISTED.statement<EventPageParams>({
  name: 'events_oldest_first',
  text: eventPage('ASC', NO_WINDOW),
});

export const WINDOWED_EVENTS_NEWEST_FIRST = LISTED.statement<[...EventPageParams, ...Window]>({
  name: 'windowed_events_newest_first',
  text: eventPage('DESC', WINDOW),
});

export const WINDOWED_EVENTS_OLDEST_FIRST = LISTED.statement<[...EventPageParams, ...Window]>({
  name: 'windowed_events_oldest_first',
  text: eventPage('ASC', WINDOW),
});

export const TYPED_EVENTS_NEWEST_FIRST = LISTED.statement<TypedEventPageParams>({
  name: 'typed_events_newest_first',
  text: typedEventPage('DESC', NO_WINDOW),
});

export const TYPED_EVENTS_OLDEST_FIRST = LISTED.statement<TypedEventPageParams>({
  name: 'typed_events_oldest_first',
  text: typedEventPage('ASC', NO_WINDOW),
});

export const WINDOWED_TYPED_EVENTS_NEWEST_FIRST = LISTED.statement<
  [...TypedEventPageParams, ...Window]
>({
  name: 'windowed_typed_events_newest_first',
  text: typedEventPage('DESC', WINDOW),
});

export const WINDOWED_TYPED_EVENTS_OLDEST_FIRST = LISTED.statement<
  [...TypedEventPageParams, ...Window]
>({
  name: 'windowed_typed_events_oldest_first',
  text: typedEventPage('ASC', WINDOW),
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
