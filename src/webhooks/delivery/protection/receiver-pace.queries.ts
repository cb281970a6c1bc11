import { cols, expr, select } from '../../../database/selection';
import { command } from '../../../database/sql-statement';
import { WebhookSubscription } from '../store/webhook-subscription.entity';

/** Hand-written SQL of receivers' own signals: Retry-After pauses and the pace (receiver-pace.ts). */

const PACE = select(
  cols(WebhookSubscription, 's', [
    'pacePerSecond',
    'paceCeiling',
    'paceReducedAt',
    'maxDeliveriesPerSecond',
  ]),
);

/** Read in the failed attempt's transaction, which already holds the subscription row's lock. */
export const PACE_STATE = PACE.statement<[subscriptionId: string]>({
  name: 'pace_state',
  text: `SELECT ${PACE} FROM webhook_subscriptions s WHERE s.id = $1`,
});

/**
 * Attempts made since `since`, and when the oldest of them started: the rate a slow-down starts
 * from (one index range of webhook_delivery_attempts_stats).
 */
const RECENT = select({
  attempts: expr<number>('count(*)::int'),
  oldest: expr<Date | null>('min(a.started_at)'),
});

export const RECENT_ATTEMPTS = RECENT.statement<[subscriptionId: string, since: Date]>({
  name: 'recent_attempts',
  text: `SELECT ${RECENT}
           FROM webhook_delivery_attempts a
          WHERE a.subscription_id = $1 AND a.started_at > $2`,
});

/** A pause only ever grows (GREATEST ignores a NULL): the longest wait asked for holds. */
export const RECORD_RECEIVER_SIGNAL = command<
  [
    subscriptionId: string,
    waitUntil: Date | null,
    pacePerSecond: number | null,
    paceCeiling: number | null,
    paceReducedAt: Date | null,
  ]
>({
  name: 'record_receiver_signal',
  text: `UPDATE webhook_subscriptions
            SET retry_after_until = GREATEST(retry_after_until, $2::timestamptz),
                pace_per_second = $3, pace_ceiling = $4, pace_reduced_at = $5
          WHERE id = $1`,
});

/**
 * The additive increase for the successes of a batch, per subscription: each adds 1/pace (at most
 * one) to the pace; back at the ceiling, the slow-down is over. Computed from the row as it is
 * when locked (FOR UPDATE returns the row as committed meanwhile), so a halving committed meanwhile
 * is built on, not overwritten; a row no longer slowed does not change. Rows are locked in id
 * order: batches of two processes never deadlock.
 */
export const RECOVER_PACES = command<[subscriptionIds: string[]]>({
  name: 'recover_paces',
  text: `WITH input AS (
           SELECT id, count(*)::float8 AS successes FROM unnest($1::uuid[]) AS id GROUP BY id
         ), locked AS (
           SELECT s.id, s.pace_ceiling,
                  s.pace_per_second + input.successes / GREATEST(s.pace_per_second, 1) AS pace
             FROM webhook_subscriptions s JOIN input ON input.id = s.id
            WHERE s.pace_per_second IS NOT NULL
            ORDER BY s.id
            FOR UPDATE OF s
         )
         UPDATE webhook_subscriptions s
            SET pace_per_second = CASE WHEN locked.pace >= locked.pace_ceiling THEN NULL
                                       ELSE locked.pace END,
                pace_ceiling = CASE WHEN locked.pace >= locked.pace_ceiling THEN NULL
                                    ELSE locked.pace_ceiling END
           FROM locked
          WHERE s.id = locked.id`,
});
