import type { Response } from 'express';

/**
 * Every public share answer: never indexed, never cached by intermediaries (a revoked share must
 * stop working on the next request), no Referer carrying the token onwards, no type sniffing.
 */
export function setPublicShareHeaders(response: Response): void {
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('X-Robots-Tag', 'noindex, nofollow');
}
