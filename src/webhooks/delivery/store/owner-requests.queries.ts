import { cols, expr, select } from '../../../database/selection';
import { inCreatedSpan } from './delivery-partition';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookSubscription } from './webhook-subscription.entity';

/** What the owner asks of the engine directly: a manual retry, a secret rotation (selection.ts). */

const RETRIED_DELIVERY = select(cols(WebhookDelivery, 'd', ['attemptCount', 'status']));

/**
 * Whether a delivery the owner sends again goes back to its key's queue instead of being due now
 * (docs/webhooks-delivery.md, "Ordered delivery"): it waits there already, or it is settled and
 * its subscription still has `ordering` (a pending one holds its key: it is due now).
 */
export const REQUEUED_IN_ORDER = `(d.status = 'waiting'
  OR (d.order_key IS NOT NULL AND s.ordering_key IS NOT NULL
      AND d.status IN ('succeeded', 'failed')))`;

/**
 * A manual retry starts a fresh round, due now or in its key's queue (REQUEUED_IN_ORDER); a held
 * delivery waits for its subscription instead.
 */
export const RETRY_DELIVERY = RETRIED_DELIVERY.statement<
  [deliveryId: string, createdFrom: string, createdBefore: string]
>({
  name: 'retry_delivery',
  text: `UPDATE webhook_deliveries d
            SET status = CASE WHEN ${REQUEUED_IN_ORDER} THEN 'waiting' ELSE 'pending' END,
                round_attempts = 0,
                next_attempt_at = CASE WHEN ${REQUEUED_IN_ORDER} THEN NULL ELSE now() END
           FROM webhook_subscriptions s
          WHERE d.id = $1 AND ${inCreatedSpan('d.created_at', '$2', '$3')} AND d.status <> 'held'
            AND s.id = d.subscription_id
          RETURNING ${RETRIED_DELIVERY}`,
});

const ROTATED_SECRET = select({
  previousSecretValidUntil: expr<NonNullable<WebhookSubscription['previousSecretValidUntil']>>(
    "now() + $4::int * interval '1 hour'",
  ),
});

/**
 * The replaced secret becomes the previous one, which signs too until the grace ends (none for
 * 0 hours); a previous secret from an earlier rotation is dropped. One statement, so rotations
 * racing each other chain instead of losing a secret that was already handed out.
 */
export const ROTATE_SUBSCRIPTION_SECRET = ROTATED_SECRET.statement<
  [subscriptionId: string, teamId: string, secretSealed: string, graceHours: number]
>({
  name: 'rotate_subscription_secret',
  text: `UPDATE webhook_subscriptions
            SET previous_secret_sealed = CASE WHEN $4::int > 0 THEN secret_sealed END,
                previous_secret_valid_until =
                  CASE WHEN $4::int > 0 THEN now() + $4::int * interval '1 hour' END,
                secret_sealed = $3, updated_at = now()
          WHERE id = $1 AND team_id = $2
          RETURNING ${ROTATED_SECRET}`,
});
