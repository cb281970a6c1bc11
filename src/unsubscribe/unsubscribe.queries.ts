import { statement } from '../database/sql-statement';
import type { EventType } from '../events/event-types';

/** Hand-written SQL of the unsubscribe links (sql-statement.ts). */

export const TOKEN_REVOKED = statement<[tokenId: string], { revoked: boolean }>({
  name: 'unsubscribe_token_revoked',
  text: `SELECT EXISTS (SELECT 1 FROM unsubscribe_token_revocations WHERE token_id = $1) AS revoked`,
  columns: { revoked: true },
});

/**
 * The whole one-click unsubscribe of an unexpired link, atomic as one statement: a revoked link
 * changes nothing and says so; otherwise the suppression is inserted unless it is stored already
 * (the primary key decides between concurrent posts), what is suppressed is read back, and the
 * `notification.unsubscribed` outbox event is written only by the insert, in the same statement
 * as its change (OutboxService.record's rule; `data` is jsonb, as that method stores it).
 *
 * The read-back shares the statement's snapshot, which does not show this statement's own insert
 * nor a row a concurrent post committed while the insert waited on it: in both cases the row is
 * stored, so the suppressed category is added to what the snapshot shows.
 */
export const ONE_CLICK_UNSUBSCRIBE = statement<
  [
    tokenId: string,
    teamId: string,
    userId: string,
    suppressedCategory: string,
    eventId: string,
    eventType: EventType,
    userIdText: string,
    scope: string,
    linkCategory: string,
  ],
  { revoked: boolean; inserted: boolean; suppressed_categories: string[] }
>({
  name: 'one_click_unsubscribe',
  text: `
  WITH revocation AS (
    SELECT EXISTS (SELECT 1 FROM unsubscribe_token_revocations WHERE token_id = $1) AS revoked
  ),
  inserted AS (
    INSERT INTO notification_suppressions (team_id, user_id, category)
    SELECT $2::uuid, $3::uuid, $4::varchar FROM revocation WHERE NOT revocation.revoked
    ON CONFLICT DO NOTHING
    RETURNING category
  ),
  suppressed AS (
    SELECT json_agg(stored.category ORDER BY stored.category) AS categories
    FROM (
      SELECT category FROM notification_suppressions WHERE team_id = $2 AND user_id = $3
      UNION
      SELECT $4
    ) stored
  ),
  event AS (
    INSERT INTO outbox_events (id, team_id, type, data)
    SELECT $5, $2, $6,
           jsonb_build_object('userId', $7::text, 'scope', $8::text, 'category', $9::text,
                              'suppressedCategories', suppressed.categories)
    FROM inserted, suppressed
  )
  SELECT revocation.revoked, EXISTS (SELECT 1 FROM inserted) AS inserted,
         suppressed.categories AS suppressed_categories
  FROM revocation, suppressed`,
  columns: { revoked: true, inserted: true, suppressed_categories: true },
});
