import { Columns, command, SetColumns, statement } from '../../../database/sql-statement';
import { WebhookSubscription } from '../store/webhook-subscription.entity';

/** Hand-written SQL of proof of ownership (issue 18 item 5; sql-statement.ts). */

/** Taken first in every change of the verification state: subscription row, then deliveries. */
export const LOCK_VERIFICATION_STATE = statement<
  [subscriptionId: string],
  Columns<WebhookSubscription, 'verificationStatus' | 'enabled'>
>({
  name: 'lock_verification_state',
  text: `SELECT verification_status, enabled FROM webhook_subscriptions WHERE id = $1 FOR UPDATE`,
  columns: { verification_status: true, enabled: true },
});

/** A fresh challenge is asked for: the subscription waits for its echo. */
export const START_VERIFICATION = statement<
  [subscriptionId: string],
  Columns<WebhookSubscription, 'teamId' | 'enabled'> &
    SetColumns<WebhookSubscription, 'verificationRequestedAt'>
>({
  name: 'start_verification',
  text: `UPDATE webhook_subscriptions
            SET verification_status = 'pending', verification_requested_at = now(),
                verified_at = NULL, updated_at = now()
          WHERE id = $1
          RETURNING team_id, enabled, verification_requested_at`,
  columns: { team_id: true, enabled: true, verification_requested_at: true },
});

/**
 * The echo arrived. Only for the URL the challenge was sent to: a challenge in flight while the
 * subscription was re-pointed proves nothing about the new URL.
 */
export const CONFIRM_VERIFICATION = statement<
  [subscriptionId: string, url: string],
  Columns<WebhookSubscription, 'enabled'>
>({
  name: 'confirm_verification',
  text: `UPDATE webhook_subscriptions
            SET verification_status = 'verified', verified_at = now(), updated_at = now()
          WHERE id = $1 AND verification_status = 'pending' AND url = $2
          RETURNING enabled`,
  columns: { enabled: true },
});

/** The owner withdrew the request (`verify: false`), or the proof no longer applies (new URL). */
export const CLEAR_VERIFICATION = command<[subscriptionId: string]>({
  name: 'clear_verification',
  text: `UPDATE webhook_subscriptions
            SET verification_status = NULL, verification_requested_at = NULL, verified_at = NULL,
                updated_at = now()
          WHERE id = $1 AND verification_status IS NOT NULL`,
});

/**
 * Challenges still owed end unsent: a newer challenge replaces them, or the request was withdrawn.
 * An ended challenge is `failed`, counted from now for retention when it was never attempted (a
 * failed delivery is pruned by its last attempt).
 */
export const END_CHALLENGES = command<[subscriptionId: string]>({
  name: 'end_challenges',
  text: `UPDATE webhook_deliveries
            SET status = 'failed', next_attempt_at = NULL,
                last_attempt_at = COALESCE(last_attempt_at, now())
          WHERE subscription_id = $1 AND event_type = 'webhook.verification'
            AND status IN ('pending', 'held')`,
});
