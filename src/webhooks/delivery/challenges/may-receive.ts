import type { VerificationStatus } from '../store/webhook-subscription.entity';
import { VERIFICATION_EVENT } from './challenge-echo';

/**
 * Whether a subscription may receive an event of `eventType` now: enabled, and, while its URL
 * has yet to prove its ownership, nothing but the challenge. Statements read the SQL function
 * webhook_may_receive (migration WebhookMayReceive) instead; this copy serves the owner's API,
 * which reads the subscription as an entity, and test/webhooks/may-receive.e2e-spec.ts holds the
 * two to each other.
 */
export function mayReceive(
  subscription: { enabled: boolean; verificationStatus: VerificationStatus | null },
  eventType: string,
): boolean {
  return (
    subscription.enabled &&
    (subscription.verificationStatus !== 'pending' || eventType === VERIFICATION_EVENT)
  );
}
