import { mayReceive, type VerificationStatus } from '../delivery';
import {
  WebhookSubscriptionDisabledError,
  WebhookSubscriptionPendingVerificationError,
} from '../webhooks.errors';

export type SubscriptionStatus = 'active' | 'pending_verification' | 'disabled';

interface SubscriptionState {
  enabled: boolean;
  verificationStatus: VerificationStatus | null;
}

/** Any event but a challenge: what `active` is about. */
const ORDINARY_EVENT = 'webhook.test';

/** What happens to a subscription's events now: disabled first, whatever its proof. */
export function subscriptionStatusOf(subscription: SubscriptionState): SubscriptionStatus {
  if (mayReceive(subscription, ORDINARY_EVENT)) return 'active';
  return subscription.enabled ? 'pending_verification' : 'disabled';
}

/**
 * Sends the owner asks for (a test, a retry, a recovery) go to a subscription that delivers now:
 * a disabled one replays on enabling, and nothing but the challenge goes to an unproven URL.
 */
export function assertDelivering(subscription: SubscriptionState): void {
  const status = subscriptionStatusOf(subscription);
  if (status === 'disabled') throw new WebhookSubscriptionDisabledError();
  if (status === 'pending_verification') throw new WebhookSubscriptionPendingVerificationError();
}
