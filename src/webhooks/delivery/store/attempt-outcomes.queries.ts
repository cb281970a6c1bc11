import { cols, expr, nonNull, select } from '../../../database/selection';
import { command } from '../../../database/sql-statement';
import { inCreatedSpan } from './delivery-partition';
import { WebhookKeyHead } from '../ordering/webhook-key-head.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookSubscription } from './webhook-subscription.entity';

/** What an attempt's outcome writes: the delivery, its attempt and the failure streak (selection.ts). */

/**
 * An attempt's delivery held for the replay: pending, or `waiting` and released (only an
 * attempt found its key's head reaches here; ordering/key-sequences.queries.ts).
 */
export const HOLD_DELIVERY = command<
  [deliveryId: string, createdFrom: string, createdBefore: string]
>({
  name: 'hold_delivery',
  text: `UPDATE webhook_deliveries SET status = 'held', next_attempt_at = NULL
          WHERE id = $1 AND ${inCreatedSpan('created_at', '$2', '$3')}
            AND status IN ('pending', 'waiting')`,
});

const ENDED_STREAK = select({
  ...cols(WebhookSubscription, 's', ['teamId', 'url', 'enabled']),
  ...nonNull(cols(WebhookSubscription, 'streak', ['failingSince'])),
  ...cols(WebhookSubscription, 'streak', ['failingWarningsSent']),
  recoveredAt: expr<Date>('now()'),
});

/**
 * A success also closes the circuit breaker. Returns the streak it ended (none when another
 * success ended it first) with the `failing` warnings it had, which decide `recovered`.
 */
export const END_FAILURE_STREAK = ENDED_STREAK.statement<[subscriptionId: string]>({
  name: 'end_failure_streak',
  text: `WITH streak AS (
           SELECT id, failing_since, failing_warnings_sent FROM webhook_subscriptions
            WHERE id = $1 AND failing_since IS NOT NULL
            FOR UPDATE
         )
         UPDATE webhook_subscriptions s
            SET failing_since = NULL, failing_warnings_sent = 0, consecutive_failures = 0,
                breaker_open_until = NULL, breaker_open_ms = NULL, breaker_probe_until = NULL
           FROM streak
          WHERE s.id = streak.id
          RETURNING ${ENDED_STREAK}`,
});

const FREED_KEY = select(cols(WebhookKeyHead, 'k', ['subscriptionId', 'keyHash']));

/**
 * Conditional on the attempt number, so an attempt that ran twice is recorded once. A delivered
 * delivery that held its key gives it up in the same statement (a `waiting` one is a released
 * head on its first attempt); the keys freed are returned, for their next to be released.
 */
export const RECORD_SUCCESSES = FREED_KEY.statement<
  [
    deliveryIds: string[],
    attempts: number[],
    correlationIds: string[],
    startedAts: Date[],
    durationsMs: number[],
    responseStatuses: Array<number | null>,
    responseBodies: Array<string | null>,
    createdFrom: string,
    createdBefore: string,
  ]
>({
  name: 'record_successes',
  text: `WITH input AS (
           SELECT * FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::timestamptz[], $5::int[],
                                $6::smallint[], $7::text[])
             AS t(delivery_id, attempt, correlation_id, started_at, duration_ms, response_status,
                  response_body)
         ), delivered AS (
           UPDATE webhook_deliveries d
              SET status = 'succeeded', attempt_count = input.attempt,
                  round_attempts = d.round_attempts + 1, last_attempt_at = input.started_at,
                  next_attempt_at = NULL, succeeded_at = now()
             FROM input
            WHERE d.id = input.delivery_id AND ${inCreatedSpan('d.created_at', '$8', '$9')}
              AND d.attempt_count = input.attempt - 1
              AND d.status IN ('pending', 'held', 'waiting')
            RETURNING input.*, d.subscription_id, d.created_at AS delivery_created_at,
                      d.order_key
         ), logged AS (
           INSERT INTO webhook_delivery_attempts
             (delivery_id, delivery_created_at, subscription_id, attempt_number, correlation_id,
              started_at, duration_ms, response_status, response_body, error, succeeded)
           SELECT delivery_id, delivery_created_at, subscription_id, attempt, correlation_id,
                  started_at, duration_ms, response_status, response_body, NULL, true
             FROM delivered
         )
         DELETE FROM webhook_key_heads k USING delivered
          WHERE delivered.order_key IS NOT NULL AND k.delivery_id = delivered.delivery_id
          RETURNING ${FREED_KEY}`,
});

const FAILED_DELIVERY = select(cols(WebhookDelivery, 'd', ['status', 'createdAt']));

/**
 * A held delivery stays held (its subscription was disabled meanwhile); a `waiting` one is a
 * released head on its first attempt.
 */
export const RECORD_FAILED_DELIVERY = FAILED_DELIVERY.statement<
  [
    deliveryId: string,
    attempt: number,
    status: WebhookDelivery['status'],
    startedAt: Date,
    nextAttemptAt: Date | null,
    createdFrom: string,
    createdBefore: string,
  ]
>({
  name: 'record_failed_delivery',
  text: `UPDATE webhook_deliveries d
            SET status = CASE WHEN d.status = 'held' THEN 'held' ELSE $3 END,
                next_attempt_at = CASE WHEN d.status = 'held' THEN NULL ELSE $5::timestamptz END,
                attempt_count = $2, round_attempts = d.round_attempts + 1, last_attempt_at = $4
          WHERE d.id = $1 AND ${inCreatedSpan('d.created_at', '$6', '$7')}
            AND d.attempt_count = $2 - 1 AND d.status IN ('pending', 'held', 'waiting')
          RETURNING ${FAILED_DELIVERY}`,
});

export const INSERT_FAILED_ATTEMPT = command<
  [
    deliveryId: string,
    attempt: number,
    correlationId: string,
    startedAt: Date,
    durationMs: number,
    responseStatus: number | null,
    responseBody: string | null,
    error: string | null,
    subscriptionId: string,
    deliveryCreatedAt: Date,
  ]
>({
  name: 'insert_failed_attempt',
  text: `INSERT INTO webhook_delivery_attempts
           (delivery_id, attempt_number, correlation_id, started_at, duration_ms,
            response_status, response_body, error, succeeded, subscription_id, delivery_created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, $9, $10)`,
});

const EXTENDED_STREAK = select({
  ...nonNull(cols(WebhookSubscription, 's', ['failingSince'])),
  ...cols(WebhookSubscription, 's', ['enabled']),
});

/**
 * Locks the subscription row first: the lock order everywhere is subscription, then deliveries.
 * Also the circuit breaker (circuit-breaker.ts): the failure at the threshold opens it for the
 * first period; a failed probe opens it again for twice the last one (up to the maximum); other
 * failures while it is open (attempts already in flight when it opened) leave it as it is.
 */
export const EXTEND_FAILURE_STREAK = EXTENDED_STREAK.statement<
  [
    subscriptionId: string,
    startedAt: Date,
    probe: boolean,
    threshold: number,
    firstOpenMs: number,
    maxOpenMs: number,
  ]
>({
  name: 'extend_failure_streak',
  text: `UPDATE webhook_subscriptions s
            SET failing_since = COALESCE(s.failing_since, $2),
                consecutive_failures = s.consecutive_failures + 1,
                breaker_open_ms = CASE
                  WHEN $3::boolean AND s.breaker_open_until IS NOT NULL
                    THEN LEAST(s.breaker_open_ms * 2, $6::int)
                  WHEN s.breaker_open_until IS NULL AND s.consecutive_failures + 1 >= $4::int
                    THEN $5::int
                  ELSE s.breaker_open_ms END,
                breaker_open_until = CASE
                  WHEN $3::boolean AND s.breaker_open_until IS NOT NULL
                    THEN now() + LEAST(s.breaker_open_ms * 2, $6::int) * interval '1 millisecond'
                  WHEN s.breaker_open_until IS NULL AND s.consecutive_failures + 1 >= $4::int
                    THEN now() + $5::int * interval '1 millisecond'
                  ELSE s.breaker_open_until END,
                breaker_probe_until = CASE WHEN $3::boolean THEN NULL ELSE s.breaker_probe_until END
          WHERE s.id = $1
          RETURNING ${EXTENDED_STREAK}`,
});
