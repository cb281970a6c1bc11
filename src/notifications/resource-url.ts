import { ValidationFailedError } from '../common/errors/domain-error';

const MAX_URL_LENGTH = 2048;

/**
 * The open link redirects to `resourceUrl`, so only http(s) URLs on an allowed host are taken
 * (NOTIFICATION_ALLOWED_HOSTS: exact names, or `*.example.com` for its subdomains); otherwise
 * the link would be an open redirect. Returns the URL as parsed, which is what gets stored and
 * redirected to: never the raw string, whose host a browser might read differently.
 */
export function allowedResourceUrl(raw: string, allowedHosts: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refusal('resourceUrl must be an absolute http or https URL', 'invalid_string');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw refusal('resourceUrl must be an absolute http or https URL', 'invalid_string');
  }
  if (url.username || url.password) {
    throw refusal('resourceUrl must not carry credentials', 'invalid_string');
  }
  if (!isAllowedHost(url.hostname, allowedHosts)) {
    throw refusal('resourceUrl host is not an allowed notification host', 'host_not_allowed');
  }
  if (url.href.length > MAX_URL_LENGTH) {
    throw refusal(`resourceUrl must be at most ${MAX_URL_LENGTH} characters`, 'too_big');
  }
  return url.href;
}

export function isAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((allowed) => {
    const entry = allowed.toLowerCase();
    if (entry.startsWith('*.'))
      return host.endsWith(entry.slice(1)) && host.length > entry.length - 1;
    return host === entry;
  });
}

function refusal(message: string, code: string): ValidationFailedError {
  return ValidationFailedError.forField('resourceUrl', message, code);
}
