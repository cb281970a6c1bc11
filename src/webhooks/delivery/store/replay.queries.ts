import { cols, select } from '../../../database/selection';
import { WebhookDelivery } from './webhook-delivery.entity';

/** Hand-written SQL of recovery (selection.ts). */

const RECOVERED = select(cols(WebhookDelivery, 'd', ['id', 'attemptCount']));

/**
 * One batch of a recovery: failed deliveries of the subscription created in [since, until),
 * oldest first, each starting a fresh round now, exactly as a manual retry does (RETRY_DELIVERY).
 * A row another recovery holds is waited for and then no longer matches, so two concurrent
 * recoveries never re-queue the same delivery twice. Ownership challenges are not recovered: a
 * new one is asked for instead (POST …/verify).
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
            SET status = 'pending', round_attempts = 0, next_attempt_at = now()
           FROM batch
          WHERE d.id = batch.id AND d.created_at = batch.created_at AND d.status = 'failed'
          RETURNING ${RECOVERED}`,
});
