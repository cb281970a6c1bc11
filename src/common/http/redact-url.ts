/**
 * Credentials travel in some URLs (share tokens and receiver tokens in paths, unsubscribe and
 * notification tokens in queries). Logs keep the route shape and never the credential.
 */

/** Routes whose third path segment is a credential, named by their first two (`*`: any). */
const CREDENTIAL_ROUTES: readonly (readonly [string, string])[] = [
  ['public', 'media'],
  ['public', 'knowledge'],
  ['webhooks', '*'],
];

const SECRET_QUERY_KEYS = new Set(['token', 'access_token', 'cursor', 'email']);

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\//i;

interface Segment {
  start: number;
  end: number;
}

export function redactUrl(url: string | undefined): string {
  if (!url) return '';
  const target = pathAndQueryOf(url);
  const queryStart = target.indexOf('?');
  const path = redactPathCredential(queryStart === -1 ? target : target.slice(0, queryStart));
  if (queryStart === -1) return path;

  const params = new URLSearchParams(target.slice(queryStart + 1));
  const redacted = [...params].map(([key, value]) =>
    SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${key}=[REDACTED]` : `${key}=${value}`,
  );
  return `${path}?${redacted.join('&')}`;
}

/**
 * Express routes an absolute-form target (`GET http://host/path`) by its path, so only the path
 * and query are kept: the scheme and authority, user and password included, never reach a log.
 */
function pathAndQueryOf(url: string): string {
  if (url.startsWith('/') || !ABSOLUTE_FORM.test(url)) return url;
  for (let at = url.indexOf('://') + 3; at < url.length; at++) {
    const char = url[at];
    if (char === '/' || char === '\\') return url.slice(at);
    if (char === '?' || char === '#') return `/${url.slice(at)}`;
  }
  return '/';
}

/**
 * Segments are compared as Express matches routes: case-insensitively, and with `\` as a
 * separator too (Express parses a target holding `#`, or in absolute form, with url.parse, which
 * reads `\` as `/`). Empty segments are skipped and each segment is %-decoded for the
 * comparison, so a near miss of a route (`//public/media/x`, `/%70ublic/media/x`) that some
 * proxy or client may normalise keeps its credential out of the log as well.
 */
function redactPathCredential(path: string): string {
  const first = nextSegment(path, 0);
  if (!first) return path;
  const firstName = segmentName(path, first);
  if (!CREDENTIAL_ROUTES.some(([name]) => name === firstName)) return path;
  const second = nextSegment(path, first.end);
  if (!second) return path;
  const secondName = segmentName(path, second);
  const named = CREDENTIAL_ROUTES.some(
    ([name, next]) => name === firstName && (next === '*' || next === secondName),
  );
  const credential = named ? nextSegment(path, second.end) : undefined;
  if (!credential) return path;
  return `${path.slice(0, credential.start)}[REDACTED]${path.slice(credential.end)}`;
}

function nextSegment(path: string, from: number): Segment | undefined {
  let start = from;
  while (start < path.length && isSeparator(path[start])) start++;
  if (start === path.length) return undefined;
  let end = start + 1;
  while (end < path.length && !isSeparator(path[end])) end++;
  return { start, end };
}

function isSeparator(char: string): boolean {
  return char === '/' || char === '\\';
}

function segmentName(path: string, segment: Segment): string {
  const raw = path.slice(segment.start, segment.end);
  if (!raw.includes('%')) return raw.toLowerCase();
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
