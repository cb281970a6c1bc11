import { cols, select, SelectedRow } from '../database/selection';
import { Membership } from '../identity/membership.entity';
import { ApiToken } from './api-token.entity';

/** Hand-written SQL of API token authentication and rotation (sql-statement.ts). */

const LIVE_TOKEN = select({
  ...cols(ApiToken, 't', [
    'id',
    'teamId',
    'userId',
    'secretHash',
    'previousSecretHash',
    'previousValidUntil',
    'scopes',
    'allowedIps',
    'expiresAt',
  ]),
  ...cols(Membership, 'm', ['role']),
});

/**
 * The live token with either secret hash, with its owner's role in its team: a token whose
 * owner is no longer a member finds nothing.
 */
export const LIVE_TOKEN_BY_HASH = LIVE_TOKEN.statement<[hash: string]>({
  name: 'live_token_by_hash',
  text: `
  SELECT ${LIVE_TOKEN}
  FROM api_tokens t
  JOIN memberships m ON m.team_id = t.team_id AND m.user_id = t.user_id
  WHERE t.revoked_at IS NULL AND (t.secret_hash = $1 OR t.previous_secret_hash = $1)`,
});

export type LiveToken = SelectedRow<typeof LIVE_TOKEN>;

const ROTATED_TOKEN = select(cols(ApiToken, 't', ['id']));

/**
 * The current secret becomes the grace secret in the statement that replaces it. A rotation that
 * waited for another's row lock re-reads the row that one committed, so it demotes that one's
 * secret, not the one both started from (docs/platform.md: a second rotation replaces the grace
 * secret); a token revoked meanwhile is left alone.
 */
export const ROTATE_SECRET = ROTATED_TOKEN.statement<
  [
    id: string,
    teamId: string,
    userId: string,
    secretHash: string,
    prefix: string,
    previousValidUntil: Date,
  ]
>({
  name: 'rotate_api_token_secret',
  text: `
  UPDATE api_tokens t
  SET previous_secret_hash = t.secret_hash, previous_valid_until = $6, secret_hash = $4, prefix = $5
  WHERE t.id = $1 AND t.team_id = $2 AND t.user_id = $3 AND t.revoked_at IS NULL
  RETURNING ${ROTATED_TOKEN}`,
});
