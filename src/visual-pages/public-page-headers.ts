import { ROBOTS_DIRECTIVES } from './published-document';

/**
 * The page is its author's html served on our origin. `sandbox` without `allow-same-origin`
 * gives it an opaque origin: its script runs, but cannot read our cookies or storage or call our
 * API as us. Forms, pop-ups and dialogs stay usable; top navigation and downloads do not.
 */
export const PUBLIC_PAGE_CSP =
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals';

export const PUBLIC_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': PUBLIC_PAGE_CSP,
  'X-Robots-Tag': ROBOTS_DIRECTIVES,
  'X-Content-Type-Options': 'nosniff',
  // The path carries the team id: do not hand it to every site the page loads from or links to.
  'Referrer-Policy': 'no-referrer',
  // Cacheable, but revalidated on every use (cheap with the ETag), so a new publish or a
  // delete shows at once.
  'Cache-Control': 'no-cache',
};
