import type { RateLimitOutcome } from './rate-limit-outcome';

/** The RateLimit-* headers every answer of a rate-limited operation carries, allowed or not. */
export function rateLimitHeaders(outcome: RateLimitOutcome): Record<string, string> {
  return {
    'RateLimit-Limit': String(outcome.limit),
    'RateLimit-Remaining': String(outcome.remaining),
    'RateLimit-Reset': String(outcome.resetSeconds),
  };
}

/** Retry-After of a refused call: whole seconds, never 0 (a client would retry at once). */
export function retryAfterHeader(seconds: number): { 'Retry-After': string } {
  return { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) };
}
