import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { RateLimitPolicyName } from './rate-limit-policies';

export interface RateLimitRule {
  policy: RateLimitPolicyName;
  /** What one budget belongs to: a share token, an unsubscribe link, … */
  trackBy: (request: Request) => string | undefined;
}

export const RATE_LIMIT_RULE = 'rate-limit-rule';

/**
 * Rate-limits a public operation per credential. Authenticated operations need no decorator:
 * they share the `api` budget of their token.
 */
export function RateLimit(policy: RateLimitPolicyName, trackBy: RateLimitRule['trackBy']) {
  return SetMetadata(RATE_LIMIT_RULE, { policy, trackBy } satisfies RateLimitRule);
}
