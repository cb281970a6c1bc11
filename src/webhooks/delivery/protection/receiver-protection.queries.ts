import { nonNull, cols, select } from '../../../database/selection';
import { command } from '../../../database/sql-statement';
import { inCreatedSpan } from '../store/delivery-partition';
import { WebhookSubscription } from '../store/webhook-subscription.entity';

/** Hand-written SQL of the circuit breaker and of attempts put off (sql-statement.ts). */

/**
 * A half-open breaker lets one attempt through: the one whose claim sets the probe lease. The
 * lease lapses if that process dies before recording the outcome, and another probe may go.
 */
const CLAIMED = select(nonNull(cols(WebhookSubscription, 'webhook_subscriptions', ['id'])));

export const CLAIM_BREAKER_PROBE = CLAIMED.statement<[subscriptionId: string, leaseMs: number]>({
  name: 'claim_breaker_probe',
  text: `UPDATE webhook_subscriptions
            SET breaker_probe_until = now() + $2::int * interval '1 millisecond'
          WHERE id = $1 AND breaker_open_until <= now()
            AND (breaker_probe_until IS NULL OR breaker_probe_until <= now())
          RETURNING ${CLAIMED}`,
});

/**
 * The owner asked for attempts now (a retry, a recovery, a test event): an open breaker's wait
 * ends at once, so the next attempt is its probe. One probe still goes alone; if it fails, the
 * breaker opens again for twice as long, as after any failed probe. A receiver's Retry-After
 * pause ends too (the owner knows better than the last answer); its pace stays.
 */
export const END_BREAKER_WAIT = command<[subscriptionId: string]>({
  name: 'end_breaker_wait',
  text: `UPDATE webhook_subscriptions
            SET breaker_open_until = CASE WHEN breaker_open_until > now() THEN now()
                                          ELSE breaker_open_until END,
                retry_after_until = NULL
          WHERE id = $1 AND (breaker_open_until > now() OR retry_after_until IS NOT NULL)`,
});

/**
 * Attempts waiting for the breaker, a Retry-After or the rate are not made: only their due time moves, so the
 * delivery log shows when they will be, and the lost-job sweep (overdue attempts) leaves them be.
 */
export const POSTPONE_ATTEMPTS = command<
  [
    deliveryIds: string[],
    attempts: number[],
    notBefore: Date[],
    createdFrom: string,
    createdBefore: string,
  ]
>({
  name: 'postpone_attempts',
  text: `UPDATE webhook_deliveries d SET next_attempt_at = input.not_before
           FROM unnest($1::uuid[], $2::int[], $3::timestamptz[])
             AS input(delivery_id, attempt, not_before)
          WHERE d.id = input.delivery_id
            AND ${inCreatedSpan('d.created_at', '$4', '$5')}
            AND d.attempt_count = input.attempt - 1
            AND d.status = 'pending'`,
});
