import { cols, nonNull, select } from '../../../database/selection';
import { command } from '../../../database/sql-statement';
import { WebhookDelivery } from './webhook-delivery.entity';
import { SubscriptionDisabledReason, WebhookSubscription } from './webhook-subscription.entity';

/** Disabling and enabling a subscription, holding and replaying its deliveries (selection.ts). */

const DISABLED_SUBSCRIPTION = select({
  ...cols(WebhookSubscription, 's', ['teamId', 'url', 'createdByUserId']),
  ...nonNull(cols(WebhookSubscription, 's', ['disabledAt'])),
});

export const DISABLE_SUBSCRIPTION = DISABLED_SUBSCRIPTION.statement<
  [subscriptionId: string, reason: SubscriptionDisabledReason]
>({
  name: 'disable_subscription',
  text: `UPDATE webhook_subscriptions s
            SET enabled = false, disabled_reason = $2, disabled_at = now(), updated_at = now()
          WHERE s.id = $1 AND s.enabled
          RETURNING ${DISABLED_SUBSCRIPTION}`,
});

export const HOLD_SUBSCRIPTION_DELIVERIES = command<[subscriptionId: string]>({
  name: 'hold_subscription_deliveries',
  text: `UPDATE webhook_deliveries SET status = 'held', next_attempt_at = NULL
          WHERE subscription_id = $1 AND status = 'pending'`,
});

const ENABLED_SUBSCRIPTION = select(cols(WebhookSubscription, 's', ['id']));

export const ENABLE_SUBSCRIPTION = ENABLED_SUBSCRIPTION.statement<[subscriptionId: string]>({
  name: 'enable_subscription',
  text: `UPDATE webhook_subscriptions s
            SET enabled = true, disabled_reason = NULL, disabled_at = NULL, failing_since = NULL,
                failing_warnings_sent = 0, consecutive_failures = 0, breaker_open_until = NULL,
                breaker_open_ms = NULL, breaker_probe_until = NULL, retry_after_until = NULL,
                pace_per_second = NULL, pace_ceiling = NULL, pace_reduced_at = NULL,
                updated_at = now()
          WHERE s.id = $1 AND NOT s.enabled
          RETURNING ${ENABLED_SUBSCRIPTION}`,
});

const REPLAYED_DELIVERY = select(cols(WebhookDelivery, 'd', ['id', 'attemptCount', 'seq']));

/**
 * Held deliveries start a fresh round when their subscription is enabled again. While its URL
 * has yet to prove its ownership only the challenge is replayed; the rest waits for the echo.
 */
export const REPLAY_HELD_DELIVERIES = REPLAYED_DELIVERY.statement<[subscriptionId: string]>({
  name: 'replay_held_deliveries',
  text: `UPDATE webhook_deliveries d
            SET status = 'pending', round_attempts = 0, next_attempt_at = now()
           FROM webhook_subscriptions s
          WHERE s.id = $1 AND d.subscription_id = s.id AND d.status = 'held'
            AND webhook_may_receive(s.enabled, s.verification_status, d.event_type)
          RETURNING ${REPLAYED_DELIVERY}`,
});
