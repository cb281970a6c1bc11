import { cols, select } from '../../../database/selection';
import { REQUEUED_IN_ORDER } from './owner-requests.queries';
import { WebhookDelivery } from './webhook-delivery.entity';

/** Hand-written SQL of recovery (selection.ts). */

const RECOVERED = select(cols(WebhookDelivery, 'd', ['id', 'attemptCount', 'status']));

/**
 * One batch of a recovery: failed deliveries of the subscription created in [since, until),
 * oldest first, each starting a fresh round now, exactly as a manual retry does (RETRY_DELIVERY).
 * A row another recovery holds is waited for and then no longer matches, so two concurrent
 * recoveries never re-queue the same delivery twice. Ownership challenges are not recovered: a
 * new one is asked for instead (POST …/verify). An ordered one goes back to its key's queue
 * (REQUEUED_IN_ORDER), so what is recovered is sent again in the events API's order.
 */
export const RECOVER_FAILED_DELIVERIES = RECOVERED.statement<
  [subscriptionId: string, since: Date, until: Date, limit: number]
>({
  name: 'recover_failed_deliveries',
  text: `WITH batch AS (
           SELECT id, created_at FROM webhook_deliveries
            WHERE subscription_id = $1 AND status = 'failed'
              AND created_at >= $2 AND created_at < $3
              AND event_type <> 'webhook.verification'
            ORDER BY created_at
            LIMIT $4
            FOR UPDATE
         )
         UPDATE webhook_deliveries d
            SET status = CASE WHEN ${REQUEUED_IN_ORDER} THEN 'waiting' ELSE 'pending' END,
                round_attempts = 0,
                next_attempt_at = CASE WHEN ${REQUEUED_IN_ORDER} THEN NULL ELSE now() END
           FROM batch, webhook_subscriptions s
          WHERE d.id = batch.id AND d.created_at = batch.created_at AND d.status = 'failed'
            AND s.id = d.subscription_id
          RETURNING ${RECOVERED}`,
});
