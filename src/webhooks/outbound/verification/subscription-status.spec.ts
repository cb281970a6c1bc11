import { subscriptionStatusOf } from './subscription-status';

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
