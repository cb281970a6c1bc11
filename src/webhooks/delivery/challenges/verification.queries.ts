import { cols, nonNull, select, type SelectedRow } from '../../../database/selection';
import { command } from '../../../database/sql-statement';
import { WebhookSubscription } from '../store/webhook-subscription.entity';

/** Hand-written SQL of proof of ownership (selection.ts). */

const VERIFICATION_STATE = select(
  cols(WebhookSubscription, 's', ['verificationStatus', 'enabled']),
);
export type VerificationState = SelectedRow<typeof VERIFICATION_STATE>;

/** Taken first in every change of the verification state: subscription row, then deliveries. */
export const LOCK_VERIFICATION_STATE = VERIFICATION_STATE.statement<[subscriptionId: string]>({
  name: 'lock_verification_state',
  text: `SELECT ${VERIFICATION_STATE} FROM webhook_subscriptions s WHERE s.id = $1 FOR UPDATE`,
});

const STARTED = select({
  ...cols(WebhookSubscription, 's', ['teamId', 'enabled']),
  ...nonNull(cols(WebhookSubscription, 's', ['verificationRequestedAt'])),
});

/** A fresh challenge is asked for: the subscription waits for its echo. */
export const START_VERIFICATION = STARTED.statement<[subscriptionId: string]>({
  name: 'start_verification',
  text: `UPDATE webhook_subscriptions s
            SET verification_status = 'pending', verification_requested_at = now(),
                verified_at = NULL, updated_at = now()
          WHERE s.id = $1
          RETURNING ${STARTED}`,
});

const CONFIRMED = select(cols(WebhookSubscription, 's', ['enabled']));

/**
 * The echo arrived. Only for the URL the challenge was sent to: a challenge in flight while the
 * subscription was re-pointed proves nothing about the new URL.
 */
export const CONFIRM_VERIFICATION = CONFIRMED.statement<[subscriptionId: string, url: string]>({
  name: 'confirm_verification',
  text: `UPDATE webhook_subscriptions s
            SET verification_status = 'verified', verified_at = now(), updated_at = now()
          WHERE s.id = $1 AND s.verification_status = 'pending' AND s.url = $2
          RETURNING ${CONFIRMED}`,
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
