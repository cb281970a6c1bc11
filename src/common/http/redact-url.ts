/**
 * Credentials travel in some URLs (share tokens and receiver tokens in paths, unsubscribe and
 * notification tokens in queries). Logs keep the route shape and never the credential.
 */
const TOKEN_PATHS: RegExp[] = [
  /^(\/public\/media\/)[^/?]+/,
  /^(\/public\/knowledge\/)[^/?]+/,
  /^(\/webhooks\/[^/?]+\/)[^/?]+/,
];

const SECRET_QUERY_KEYS = new Set(['token', 'access_token', 'cursor', 'email']);

export function redactUrl(url: string | undefined): string {
  if (!url) return '';
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, '$1[REDACTED]');
  if (queryStart === -1) return path;

  const params = new URLSearchParams(url.slice(queryStart + 1));
  const redacted = [...params.keys()].map((key) =>
    SECRET_QUERY_KEYS.has(key.toLowerCase())
      ? `${key}=[REDACTED]`
      : `${key}=${params.get(key) ?? ''}`,
  );
  return `${path}?${redacted.join('&')}`;
}
