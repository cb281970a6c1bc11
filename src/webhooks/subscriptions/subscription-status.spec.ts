import {
  WebhookSubscriptionDisabledError,
  WebhookSubscriptionPendingVerificationError,
} from '../webhooks.errors';
import { assertDelivering, subscriptionStatusOf } from './subscription-status';

describe('subscriptionStatusOf', () => {
  it.each([
    [true, null, 'active'],
    [true, 'verified', 'active'],
    [true, 'pending', 'pending_verification'],
    [false, null, 'disabled'],
    [false, 'pending', 'disabled'],
    [false, 'verified', 'disabled'],
  ] as const)('enabled %s, verification %s: %s', (enabled, verificationStatus, expected) => {
    expect(subscriptionStatusOf({ enabled, verificationStatus })).toBe(expected);
  });
});

describe('assertDelivering', () => {
  it.each([
    [true, null, undefined],
    [true, 'verified', undefined],
    [true, 'pending', WebhookSubscriptionPendingVerificationError],
    [false, null, WebhookSubscriptionDisabledError],
    // Disabled wins: enabling it is what the owner must do first.
    [false, 'pending', WebhookSubscriptionDisabledError],
  ] as const)('enabled %s, verification %s', (enabled, verificationStatus, error) => {
    const check = () => assertDelivering({ enabled, verificationStatus });
    if (error) expect(check).toThrow(error);
    else expect(check).not.toThrow();
  });
});
