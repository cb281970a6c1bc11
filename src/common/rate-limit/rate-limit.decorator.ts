import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
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
  return applyDecorators(
    SetMetadata(RATE_LIMIT_RULE, { policy, trackBy } satisfies RateLimitRule),
    DocumentedRateLimit(policy),
  );
}

/**
 * Names the budget an operation spends in the document (`x-rate-limit`), from which its responses
 * get the RateLimit-* headers (src/openapi/rate-limit-headers.ts). `none`: no budget; `silent`: a
 * budget that never shows (no headers, no 429). The lint test wants every operation to say one.
 */
export function DocumentedRateLimit(policy: RateLimitPolicyName | 'none' | 'silent') {
  return ApiExtension('x-rate-limit', policy);
}
