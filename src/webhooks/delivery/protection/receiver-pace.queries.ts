import { Columns, command, statement } from '../../../database/sql-statement';
import { WebhookSubscription } from '../store/webhook-subscription.entity';

/** Hand-written SQL of receivers' own signals: Retry-After pauses and the pace (receiver-pace.ts). */

/** Read in the failed attempt's transaction, which already holds the subscription row's lock. */
export const PACE_STATE = statement<
  [subscriptionId: string],
  Columns<
    WebhookSubscription,
    'pacePerSecond' | 'paceCeiling' | 'paceReducedAt' | 'maxDeliveriesPerSecond'
  >
>({
  name: 'pace_state',
  text: `SELECT pace_per_second, pace_ceiling, pace_reduced_at, max_deliveries_per_second
           FROM webhook_subscriptions WHERE id = $1`,
  columns: {
    pace_per_second: true,
    pace_ceiling: true,
    pace_reduced_at: true,
    max_deliveries_per_second: true,
  },
});

/**
 * Attempts made since `since`, and when the oldest of them started: the rate a slow-down starts
 * from (one index range of webhook_delivery_attempts_stats).
 */
export const RECENT_ATTEMPTS = statement<
  [subscriptionId: string, since: Date],
  { attempts: number; oldest: Date | null }
>({
  name: 'recent_attempts',
  text: `SELECT count(*)::int AS attempts, min(started_at) AS oldest
           FROM webhook_delivery_attempts
          WHERE subscription_id = $1 AND started_at > $2`,
  columns: { attempts: true, oldest: true },
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
