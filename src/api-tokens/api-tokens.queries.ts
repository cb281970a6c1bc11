import { cols, select, SelectedRow } from '../database/selection';
import { Membership } from '../identity/membership.entity';
import { ApiToken } from './api-token.entity';

/** Hand-written SQL of API token authentication (sql-statement.ts). */

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
