import { Aliased, Columns, command, SetColumns, statement } from '../../../database/sql-statement';
import { OutboxEvent } from '../../../events/outbox-event.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { SubscriptionDisabledReason, WebhookSubscription } from './webhook-subscription.entity';

/** Hand-written SQL over subscriptions, deliveries and their attempts (sql-statement.ts). */

export type DueDelivery = Columns<
  WebhookDelivery,
  'id' | 'status' | 'attemptCount' | 'roundAttempts'
> &
  Columns<
    WebhookSubscription,
    | 'url'
    | 'secretSealed'
    | 'previousSecretSealed'
    | 'standardWebhooks'
    | 'failingSince'
    | 'maxDeliveriesPerSecond'
    | 'breakerOpenUntil'
    | 'breakerProbeUntil'
    | 'retryAfterUntil'
    | 'pacePerSecond'
  > &
  /** webhook_may_receive (migration WebhookMayReceive): held instead of sent when false. */
  { may_receive: boolean } & Aliased<OutboxEvent, 'id', 'event_id'> &
  Columns<OutboxEvent, 'teamId' | 'type' | 'data' | 'createdAt'>;

/**
 * Concurrent attempts load their rows together: delivery, subscription and event at once. The
 * replaced secret comes only while its rotation grace lasts.
 */
export const LOAD_DUE_DELIVERIES = statement<[deliveryIds: string[]], DueDelivery>({
  name: 'load_due_deliveries',
  text: `SELECT d.id, d.status, d.attempt_count, d.round_attempts, s.url, s.secret_sealed,
                CASE WHEN s.previous_secret_valid_until > now() THEN s.previous_secret_sealed END
                  AS previous_secret_sealed,
                s.standard_webhooks, s.failing_since, e.id AS event_id, e.team_id,
                e.type, e.data, e.created_at,
                s.max_deliveries_per_second, s.breaker_open_until, s.breaker_probe_until,
                s.retry_after_until, s.pace_per_second,
                webhook_may_receive(s.enabled, s.verification_status, e.type) AS may_receive
           FROM webhook_deliveries d
           JOIN webhook_subscriptions s ON s.id = d.subscription_id
           JOIN outbox_events e ON e.id = d.event_id
          WHERE d.id = ANY($1::uuid[])`,
  columns: {
    id: true,
    status: true,
    attempt_count: true,
    round_attempts: true,
    url: true,
    secret_sealed: true,
    previous_secret_sealed: true,
    standard_webhooks: true,
    failing_since: true,
    event_id: true,
    team_id: true,
    type: true,
    data: true,
    created_at: true,
    max_deliveries_per_second: true,
    breaker_open_until: true,
    breaker_probe_until: true,
    retry_after_until: true,
    pace_per_second: true,
    may_receive: true,
  },
});

/**
 * Claims committed outbox events (SKIP LOCKED, so relays in several processes never take the
 * same one), creates one delivery per matching subscription and marks the events relayed, in
 * one statement. A subscription created after an event does not get it, nor does one whose
 * filter the event's data does not match (issue 18: no delivery row at all). A disabled one, or
 * one whose URL has not yet proven its ownership, gets its deliveries held.
 */
export const RELAY_OUTBOX_EVENTS = statement<
  [limit: number],
  {
    relayed: number;
    deliveries: Array<Columns<WebhookDelivery, 'id' | 'subscriptionId' | 'status'>>;
  }
>({
  name: 'relay_outbox_events',
  text: `WITH claimed AS (
           SELECT id, team_id, type, created_at, data,
                  -- Issue 18: an event about a subscription's own health is never sent to it
                  -- (the team's other subscriptions still get it); see the join below.
                  CASE WHEN type IN ('webhook.subscription.failing',
                                     'webhook.subscription.recovered',
                                     'webhook.subscription.disabled')
                    THEN data->>'subscriptionId' END AS about_subscription_id
             FROM outbox_events
            WHERE relayed_at IS NULL
            ORDER BY created_at
            LIMIT $1
            FOR UPDATE SKIP LOCKED
         ), created AS (
           INSERT INTO webhook_deliveries
             (id, team_id, subscription_id, event_id, event_type, status, next_attempt_at)
           SELECT gen_random_uuid(), claimed.team_id, s.id, claimed.id, claimed.type,
                  CASE WHEN webhook_may_receive(s.enabled, s.verification_status, claimed.type)
                       THEN 'pending' ELSE 'held' END,
                  CASE WHEN webhook_may_receive(s.enabled, s.verification_status, claimed.type)
                       THEN now() END
             FROM claimed
             JOIN webhook_subscriptions s
               ON s.team_id = claimed.team_id
              AND s.created_at <= claimed.created_at
              AND (s.event_types IS NULL OR s.event_types ? claimed.type)
              AND s.id::text IS DISTINCT FROM claimed.about_subscription_id
              -- Subscription filter: the jsonpath compiled at create/update (filter-jsonpath.ts).
              AND (s.filter_path IS NULL
                   OR jsonb_path_exists(claimed.data, s.filter_path, s.filter_vars, true))
            ORDER BY claimed.created_at
           ON CONFLICT (subscription_id, event_id) DO NOTHING
           RETURNING id, subscription_id, status
         ), relayed AS (
           UPDATE outbox_events SET relayed_at = now()
            WHERE id IN (SELECT id FROM claimed)
            RETURNING id
         )
         SELECT (SELECT count(*)::int FROM relayed) AS relayed,
                (SELECT coalesce(json_agg(created), '[]') FROM created) AS deliveries`,
  columns: { relayed: true, deliveries: true },
});

/** Pending deliveries whose attempt is overdue by more than the interval. */
export const OVERDUE_DELIVERIES = statement<
  [overdue: string, limit: number],
  Columns<WebhookDelivery, 'id' | 'subscriptionId' | 'attemptCount'>
>({
  name: 'overdue_deliveries',
  text: `SELECT id, subscription_id, attempt_count FROM webhook_deliveries
          WHERE status = 'pending' AND next_attempt_at < now() - $1::interval
          ORDER BY next_attempt_at
          LIMIT $2`,
  columns: { id: true, subscription_id: true, attempt_count: true },
});

export const HOLD_DELIVERY = command<[deliveryId: string]>({
  name: 'hold_delivery',
  text: `UPDATE webhook_deliveries SET status = 'held', next_attempt_at = NULL
          WHERE id = $1 AND status = 'pending'`,
});

/**
 * A success also closes the circuit breaker. Returns the streak it ended (none when another
 * success ended it first) with the `failing` warnings it had, which decide `recovered`.
 */
export const END_FAILURE_STREAK = statement<
  [subscriptionId: string],
  Columns<WebhookSubscription, 'teamId' | 'url' | 'enabled' | 'failingWarningsSent'> &
    SetColumns<WebhookSubscription, 'failingSince'> & { recovered_at: Date }
>({
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
          RETURNING s.team_id, s.url, s.enabled, streak.failing_since,
                    streak.failing_warnings_sent, now() AS recovered_at`,
  columns: {
    team_id: true,
    url: true,
    enabled: true,
    failing_since: true,
    failing_warnings_sent: true,
    recovered_at: true,
  },
});

/** Conditional on the attempt number, so an attempt that ran twice is recorded once. */
export const RECORD_SUCCESSES = command<
  [
    deliveryIds: string[],
    attempts: number[],
    correlationIds: string[],
    startedAts: Date[],
    durationsMs: number[],
    responseStatuses: Array<number | null>,
    responseBodies: Array<string | null>,
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
            WHERE d.id = input.delivery_id AND d.attempt_count = input.attempt - 1
              AND d.status IN ('pending', 'held')
            RETURNING input.*, d.subscription_id
         )
         INSERT INTO webhook_delivery_attempts
           (delivery_id, subscription_id, attempt_number, correlation_id, started_at,
            duration_ms, response_status, response_body, error, succeeded)
         SELECT delivery_id, subscription_id, attempt, correlation_id, started_at, duration_ms,
                response_status, response_body, NULL, true
           FROM delivered`,
});

/** A held delivery stays held (its subscription was disabled meanwhile). */
export const RECORD_FAILED_DELIVERY = statement<
  [
    deliveryId: string,
    attempt: number,
    status: WebhookDelivery['status'],
    startedAt: Date,
    nextAttemptAt: Date | null,
  ],
  Columns<WebhookDelivery, 'status'>
>({
  name: 'record_failed_delivery',
  text: `UPDATE webhook_deliveries
            SET status = CASE WHEN status = 'held' THEN 'held' ELSE $3 END,
                next_attempt_at = CASE WHEN status = 'held' THEN NULL ELSE $5::timestamptz END,
                attempt_count = $2, round_attempts = round_attempts + 1, last_attempt_at = $4
          WHERE id = $1 AND attempt_count = $2 - 1 AND status IN ('pending', 'held')
          RETURNING status`,
  columns: { status: true },
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
  ]
>({
  name: 'insert_failed_attempt',
  text: `INSERT INTO webhook_delivery_attempts
           (delivery_id, attempt_number, correlation_id, started_at, duration_ms,
            response_status, response_body, error, succeeded, subscription_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, $9)`,
});

/**
 * Locks the subscription row first: the lock order everywhere is subscription, then deliveries.
 * Also the circuit breaker (circuit-breaker.ts): the failure at the threshold opens it for the
 * first period; a failed probe opens it again for twice the last one (up to the maximum); other
 * failures while it is open (attempts already in flight when it opened) leave it as it is.
 */
export const EXTEND_FAILURE_STREAK = statement<
  [
    subscriptionId: string,
    startedAt: Date,
    probe: boolean,
    threshold: number,
    firstOpenMs: number,
    maxOpenMs: number,
  ],
  SetColumns<WebhookSubscription, 'failingSince'> & Columns<WebhookSubscription, 'enabled'>
>({
  name: 'extend_failure_streak',
  text: `UPDATE webhook_subscriptions
            SET failing_since = COALESCE(failing_since, $2),
                consecutive_failures = consecutive_failures + 1,
                breaker_open_ms = CASE
                  WHEN $3::boolean AND breaker_open_until IS NOT NULL
                    THEN LEAST(breaker_open_ms * 2, $6::int)
                  WHEN breaker_open_until IS NULL AND consecutive_failures + 1 >= $4::int
                    THEN $5::int
                  ELSE breaker_open_ms END,
                breaker_open_until = CASE
                  WHEN $3::boolean AND breaker_open_until IS NOT NULL
                    THEN now() + LEAST(breaker_open_ms * 2, $6::int) * interval '1 millisecond'
                  WHEN breaker_open_until IS NULL AND consecutive_failures + 1 >= $4::int
                    THEN now() + $5::int * interval '1 millisecond'
                  ELSE breaker_open_until END,
                breaker_probe_until = CASE WHEN $3::boolean THEN NULL ELSE breaker_probe_until END
          WHERE id = $1
          RETURNING failing_since, enabled`,
  columns: { failing_since: true, enabled: true },
});

/** A manual retry starts a fresh round; a held delivery waits for its subscription instead. */
export const RETRY_DELIVERY = statement<
  [deliveryId: string],
  Columns<WebhookDelivery, 'attemptCount'>
>({
  name: 'retry_delivery',
  text: `UPDATE webhook_deliveries
            SET status = 'pending', round_attempts = 0, next_attempt_at = now()
          WHERE id = $1 AND status <> 'held'
          RETURNING attempt_count`,
  columns: { attempt_count: true },
});

/**
 * The replaced secret becomes the previous one, which signs too until the grace ends (none for
 * 0 hours); a previous secret from an earlier rotation is dropped. One statement, so rotations
 * racing each other chain instead of losing a secret that was already handed out.
 */
export const ROTATE_SUBSCRIPTION_SECRET = statement<
  [subscriptionId: string, teamId: string, secretSealed: string, graceHours: number],
  SetColumns<WebhookSubscription, 'previousSecretValidUntil'>
>({
  name: 'rotate_subscription_secret',
  text: `UPDATE webhook_subscriptions
            SET previous_secret_sealed = CASE WHEN $4::int > 0 THEN secret_sealed END,
                previous_secret_valid_until =
                  CASE WHEN $4::int > 0 THEN now() + $4::int * interval '1 hour' END,
                secret_sealed = $3, updated_at = now()
          WHERE id = $1 AND team_id = $2
          RETURNING now() + $4::int * interval '1 hour' AS previous_secret_valid_until`,
  columns: { previous_secret_valid_until: true },
});

export const DISABLE_SUBSCRIPTION = statement<
  [subscriptionId: string, reason: SubscriptionDisabledReason],
  Columns<WebhookSubscription, 'teamId' | 'url' | 'createdByUserId'> &
    SetColumns<WebhookSubscription, 'disabledAt'>
>({
  name: 'disable_subscription',
  text: `UPDATE webhook_subscriptions
            SET enabled = false, disabled_reason = $2, disabled_at = now(), updated_at = now()
          WHERE id = $1 AND enabled
          RETURNING team_id, url, created_by_user_id, disabled_at`,
  columns: { team_id: true, url: true, created_by_user_id: true, disabled_at: true },
});

export const HOLD_SUBSCRIPTION_DELIVERIES = command<[subscriptionId: string]>({
  name: 'hold_subscription_deliveries',
  text: `UPDATE webhook_deliveries SET status = 'held', next_attempt_at = NULL
          WHERE subscription_id = $1 AND status = 'pending'`,
});

export const ENABLE_SUBSCRIPTION = statement<
  [subscriptionId: string],
  Columns<WebhookSubscription, 'id'>
>({
  name: 'enable_subscription',
  text: `UPDATE webhook_subscriptions
            SET enabled = true, disabled_reason = NULL, disabled_at = NULL, failing_since = NULL,
                failing_warnings_sent = 0, consecutive_failures = 0, breaker_open_until = NULL,
                breaker_open_ms = NULL, breaker_probe_until = NULL, retry_after_until = NULL,
                pace_per_second = NULL, pace_ceiling = NULL, pace_reduced_at = NULL,
                updated_at = now()
          WHERE id = $1 AND NOT enabled
          RETURNING id`,
  columns: { id: true },
});

/**
 * Held deliveries start a fresh round when their subscription is enabled again. While its URL
 * has yet to prove its ownership only the challenge is replayed; the rest waits for the echo.
 */
export const REPLAY_HELD_DELIVERIES = statement<
  [subscriptionId: string],
  Columns<WebhookDelivery, 'id' | 'attemptCount' | 'seq'>
>({
  name: 'replay_held_deliveries',
  text: `UPDATE webhook_deliveries d
            SET status = 'pending', round_attempts = 0, next_attempt_at = now()
           FROM webhook_subscriptions s
          WHERE s.id = $1 AND d.subscription_id = s.id AND d.status = 'held'
            AND webhook_may_receive(s.enabled, s.verification_status, d.event_type)
          RETURNING d.id, d.attempt_count, d.seq`,
  columns: { id: true, attempt_count: true, seq: true },
});
