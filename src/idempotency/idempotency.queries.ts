import { cols, expr, select } from '../database/selection';
import { command } from '../database/sql-statement';
import { IdempotencyAnswer } from './idempotency-answer.entity';

/** How long a stored answer is replayed (platform.md, "Safe retries": at least 24 h). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/**
 * Two requests with one key are never run at once: the first holds this lock until its
 * transaction ends, so a second one learns at once that the key is in use (409) instead of
 * waiting. The lock's key is a 64-bit hash of the scope and key (`hashtextextended`), which two
 * different keys share too rarely to matter; the service's other advisory locks are small
 * constants.
 */
const LOCKED = select({
  locked: expr<boolean>('pg_try_advisory_xact_lock(hashtextextended($1, 29))'),
});

export const TRY_LOCK_IDEMPOTENCY_KEY = LOCKED.statement<[scopedKey: string]>({
  name: 'try_lock_idempotency_key',
  text: `SELECT ${LOCKED}`,
});

const STORED = select(
  cols(IdempotencyAnswer, 'a', [
    'fingerprint',
    'status',
    'contentType',
    'location',
    'body',
    'bodySealed',
  ]),
);

/** The answer stored under a key inside the window: the last day's partitions only. */
export const STORED_IDEMPOTENCY_ANSWER = STORED.statement<
  [teamId: string, ownerId: string, key: string, windowHours: number]
>({
  name: 'stored_idempotency_answer',
  text: `SELECT ${STORED} FROM idempotency_answers a
          WHERE a.team_id = $1 AND a.owner_id = $2 AND a.key = $3
            AND a.created_at > now() - make_interval(hours => $4)
          ORDER BY a.created_at DESC LIMIT 1`,
});

export const STORE_IDEMPOTENCY_ANSWER = command<
  [
    teamId: string,
    ownerId: string,
    key: string,
    fingerprint: Buffer,
    status: number,
    contentType: string | null,
    location: string | null,
    sealedBody: Buffer,
  ]
>({
  name: 'store_idempotency_answer',
  text: `INSERT INTO idempotency_answers
           (team_id, owner_id, key, fingerprint, status, content_type, location, body, body_sealed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true)`,
});

const MADE = select({ made: expr<number>(`create_day_partitions('idempotency_answers', $1)`) });

export const CREATE_IDEMPOTENCY_PARTITIONS = MADE.statement<[aheadDays: number]>({
  name: 'create_idempotency_partitions',
  text: `SELECT ${MADE}`,
});

const MISSING = select({ name: expr<string>('missing.name') });

export const MISSING_IDEMPOTENCY_PARTITIONS = MISSING.statement<[aheadDays: number]>({
  name: 'missing_idempotency_partitions',
  text: `SELECT ${MISSING} FROM missing_day_partitions('idempotency_answers', $1) AS missing(name)`,
});

const DROPPED = select({
  dropped: expr<number>(
    `drop_day_partitions('idempotency_answers', now() - make_interval(hours => $1))`,
  ),
});

/** Days whose every answer is older than the window: whole partitions, never row deletes. */
export const DROP_EXPIRED_IDEMPOTENCY_PARTITIONS = DROPPED.statement<[windowHours: number]>({
  name: 'drop_expired_idempotency_partitions',
  text: `SELECT ${DROPPED}`,
});
