import {
  WebhookSubscriptionDisabledError,
  WebhookSubscriptionPendingVerificationError,
} from '../webhooks.errors';
import type { VerificationStatus } from '../delivery/store/webhook-subscription.entity';

export type SubscriptionStatus = 'active' | 'pending_verification' | 'disabled';

/** What happens to a subscription's events now: disabled first, whatever its proof. */
export function subscriptionStatusOf(subscription: {
  enabled: boolean;
  verificationStatus: VerificationStatus | null;
}): SubscriptionStatus {
  if (!subscription.enabled) return 'disabled';
  return subscription.verificationStatus === 'pending' ? 'pending_verification' : 'active';
}

/**
 * Sends the owner asks for (a test, a retry, a recovery) go to a subscription that delivers now:
 * a disabled one replays on enabling, and nothing but the challenge goes to an unproven URL.
 */
export function assertDelivering(subscription: {
  enabled: boolean;
  verificationStatus: VerificationStatus | null;
}): void {
  if (!subscription.enabled) throw new WebhookSubscriptionDisabledError();
  if (subscription.verificationStatus === 'pending')
    throw new WebhookSubscriptionPendingVerificationError();
}
