import type { ApiToken } from './api-token.entity';
import { Aliased, Columns, statement } from '../database/sql-statement';
import type { Membership } from '../identity/membership.entity';

/** Hand-written SQL of API token authentication (sql-statement.ts). */

type TokenRow = Columns<
  ApiToken,
  | 'id'
  | 'teamId'
  | 'userId'
  | 'secretHash'
  | 'previousSecretHash'
  | 'previousValidUntil'
  | 'scopes'
  | 'allowedIps'
  | 'expiresAt'
> &
  Aliased<Membership, 'role', 'role'>;

/**
 * The live token with either secret hash, with its owner's role in its team: a token whose
 * owner is no longer a member finds nothing.
 */
export const LIVE_TOKEN_BY_HASH = statement<[hash: string], TokenRow>({
  name: 'live_token_by_hash',
  text: `
  SELECT t.id, t.team_id, t.user_id, t.secret_hash, t.previous_secret_hash,
         t.previous_valid_until, t.scopes, t.allowed_ips, t.expires_at, m.role
  FROM api_tokens t
  JOIN memberships m ON m.team_id = t.team_id AND m.user_id = t.user_id
  WHERE t.revoked_at IS NULL AND (t.secret_hash = $1 OR t.previous_secret_hash = $1)`,
  columns: {
    id: true,
    team_id: true,
    user_id: true,
    secret_hash: true,
    previous_secret_hash: true,
    previous_valid_until: true,
    scopes: true,
    allowed_ips: true,
    expires_at: true,
    role: true,
  },
});
