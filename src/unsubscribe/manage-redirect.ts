/**
 * public-api.md: a browser (`Accept` naming text/html) opening the manage link is sent to the
 * landing page before any verification; the page itself reads the state with the token.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [mediaType, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (mediaType !== 'text/html') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** The landing page with the link's token carried over in the query (other parameters kept). */
export function landingPageUrl(landingUrl: string, token: unknown): string {
  const url = new URL(landingUrl);
  if (typeof token === 'string' && token.length > 0) url.searchParams.set('token', token);
  return url.toString();
}
