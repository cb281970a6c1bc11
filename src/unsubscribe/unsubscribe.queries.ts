import { command } from '../database/sql-statement';
import { cols, expr, select, SelectedRow } from '../database/selection';
import type { EventType } from '../events/event-types';
import { AddressSuppression } from './address-suppression.entity';

/** Hand-written SQL of the unsubscribe links and suppressions (selection.ts). */

const REVOKED = select({
  revoked: expr<boolean>(
    'EXISTS (SELECT 1 FROM unsubscribe_token_revocations WHERE token_id = $1)',
  ),
});

export const TOKEN_REVOKED = REVOKED.statement<[tokenId: string]>({
  name: 'unsubscribe_token_revoked',
  text: `SELECT ${REVOKED}`,
});

/** Revokes a link by its token id; changes no row when it is revoked already. */
export const REVOKE_TOKEN = command<[tokenId: string, teamId: string]>({
  name: 'revoke_unsubscribe_token',
  text: `INSERT INTO unsubscribe_token_revocations (token_id, team_id) VALUES ($1, $2)
    ON CONFLICT DO NOTHING`,
});

const KID = select(cols(AddressSuppression, 's', ['kid']));

/** The keys a team's suppressed addresses were hashed under. */
export const ADDRESS_SUPPRESSION_KIDS = KID.statement<[teamId: string]>({
  name: 'address_suppression_kids',
  text: `SELECT DISTINCT ${KID} FROM address_suppressions s WHERE s.team_id = $1`,
});

/** Suppresses an address for good; changes no row when it is suppressed already. */
export const SUPPRESS_ADDRESS = command<[teamId: string, kid: string, addressHash: string]>({
  name: 'suppress_address',
  text: `INSERT INTO address_suppressions (team_id, kid, address_hash) VALUES ($1, $2, $3)
    ON CONFLICT DO NOTHING`,
});

const ONE_CLICK_OUTCOME = select({
  revoked: expr<boolean>('revocation.revoked'),
  inserted: expr<boolean>('EXISTS (SELECT 1 FROM inserted)'),
  suppressedCategories: expr<string[]>('suppressed.categories'),
});

export type OneClickOutcome = SelectedRow<typeof ONE_CLICK_OUTCOME>;

/**
 * The whole one-click unsubscribe of an unexpired link, atomic as one statement: a revoked link
 * changes nothing and says so; otherwise the suppression is inserted unless it is stored already
 * (the primary key decides between concurrent posts), what is suppressed is read back, and the
 * `notification.unsubscribed` outbox event is written only by the insert, in the same statement
 * as its change, by record_outbox_event (which makes its id; $9 is the request's trace context,
 * null while tracing is off). The main query joins `event`:
 * Postgres skips a plain-SELECT CTE that nothing reads.
 *
 * The read-back shares the statement's snapshot, which does not show this statement's own insert
 * nor a row a concurrent post committed while the insert waited on it: in both cases the row is
 * stored, so the suppressed category is added to what the snapshot shows.
 */
export const ONE_CLICK_UNSUBSCRIBE = ONE_CLICK_OUTCOME.statement<
  [
    tokenId: string,
    teamId: string,
    userId: string,
    suppressedCategory: string,
    eventType: EventType,
    userIdText: string,
    scope: string,
    linkCategory: string,
    traceContextJson: string | null,
  ]
>({
  name: 'one_click_unsubscribe',
  text: `
  WITH revocation AS (SELECT ${REVOKED}),
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
    SELECT record_outbox_event($2, $5::varchar,
             jsonb_build_object('userId', $6::text, 'scope', $7::text, 'category', $8::text,
                                'suppressedCategories', suppressed.categories),
             trace_context => $9::jsonb) AS id
    FROM inserted, suppressed
  )
  SELECT ${ONE_CLICK_OUTCOME} FROM revocation, suppressed LEFT JOIN event ON true`,
});
