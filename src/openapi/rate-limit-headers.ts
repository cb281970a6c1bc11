import type { OpenAPIObject } from '@nestjs/swagger';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Refused before any budget is spent, so answered without RateLimit-* headers: a missing or
 * wrong credential (the access guard runs before the rate-limit guard) and a body the parsers
 * refuse (they run before both).
 */
const BEFORE_THE_BUDGET = new Set(['401', '413', '415']);

const HEADERS = {
  'RateLimit-Limit': 'Requests the budget allows a window (per token, share, link or receiver)',
  'RateLimit-Remaining': 'Requests left in the current window',
  'RateLimit-Reset': 'Seconds until the window starts again',
} as const;

/** A 429 says when to come back (retryAfterHeader): never 0 seconds. */
const REFUSAL_HEADERS = {
  'Retry-After': 'Seconds to wait before trying again (at least 1)',
} as const;

interface Operation {
  'x-rate-limit'?: string;
  responses: Record<string, { headers?: Record<string, unknown> }>;
}

/**
 * Every answer of an operation with a budget (`x-rate-limit`, from @RateLimit, @RequireScope and
 * @SessionOnly) carries RateLimit-* headers once the budget is spent for it, 2xx and 4xx alike
 * (rate-limit-headers.ts in src/common/rate-limit); the document lists them on those responses.
 */
export function documentRateLimitHeaders(document: OpenAPIObject): OpenAPIObject {
  const components = (document.components ??= {});
  components.headers = { ...components.headers };
  for (const [name, description] of Object.entries({ ...HEADERS, ...REFUSAL_HEADERS }))
    components.headers[name] = { description, schema: { type: 'integer', minimum: 0 } };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      const budget = operation?.['x-rate-limit'];
      if (!operation || !budget || budget === 'none' || budget === 'silent') continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[24]/.test(status) || BEFORE_THE_BUDGET.has(status)) continue;
        const names = Object.keys(status === '429' ? { ...HEADERS, ...REFUSAL_HEADERS } : HEADERS);
        response.headers = {
          ...response.headers,
          ...Object.fromEntries(
            names.map((name) => [name, { $ref: `#/components/headers/${name}` }]),
          ),
        };
      }
    }
  }
  return document;
}
