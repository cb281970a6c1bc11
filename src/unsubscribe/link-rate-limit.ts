import { canonicalTokenSpelling } from '../keys/signed-token';

/**
 * platform.md, Values: 20 requests a minute per link. The budget belongs to the link, not to the
 * text it arrived as: every base64url spelling of one token spends the same budget. Spent before
 * the token is verified, so it holds for garbage too. '' (no budget) when there is no token.
 */
export function linkSubject(token: unknown): string {
  if (token === undefined) return '';
  return typeof token === 'string' ? canonicalTokenSpelling(token) : JSON.stringify(token);
}

/** `@RateLimit('unsubscribe', perLink)`: the link named by the `token` query value. */
export function perLink(request: { query: Record<string, unknown> }): string {
  return linkSubject(request.query.token);
}
