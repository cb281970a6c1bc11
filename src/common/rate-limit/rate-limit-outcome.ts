/** What one spend (or look) at a budget answers: the RateLimit-* headers and Retry-After come from it. */
export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
  retryAfterSeconds: number;
}

/** A budget of `limit` units a window; its name is part of every counter key. */
export interface RateLimitBudget {
  name: string;
  limit: number;
  windowMs: number;
}
