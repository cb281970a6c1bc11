/** platform.md, Values: per-minute budgets. Counters live in Redis so they hold across instances. */
export const RATE_LIMIT_POLICIES = {
  api: { limit: 600, windowMs: 60_000 },
  media: { limit: 120, windowMs: 60_000 },
  unsubscribe: { limit: 20, windowMs: 60_000 },
  webhook: { limit: 100, windowMs: 60_000 },
  // Not a refusal budget: how many wrong-token refusals a minute one inbound endpoint's delivery
  // log records (anyone who knows an endpoint id can send wrong tokens).
  webhookTokenMismatchLog: { limit: 100, windowMs: 60_000 },
  // visual-pages: not set by platform.md; per client address, generous for a human reader.
  visualPages: { limit: 300, windowMs: 60_000 },
  // portal: not set by platform.md; per portal link, a page polling every few seconds uses a tenth.
  portal: { limit: 300, windowMs: 60_000 },
} as const;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
