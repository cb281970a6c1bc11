import { DestinationRefusedError } from './destination-policy';
import type { DestinationType } from './destination';

/** A subscription URL's scheme names its destination (platform.md, Destinations beyond HTTP). */
const TYPE_BY_SCHEME: Readonly<Record<string, DestinationType>> = {
  'http:': 'http',
  'https:': 'http',
  'amqp:': 'amqp',
  'amqps:': 'amqp',
  'nats:': 'nats',
  'tls:': 'nats',
};

/** How a stored URL shows its password (or NATS token). */
export const MASK = '***';

/** The `url` column's length, which a URL must fit as stored (hideUrlSecret), not only as given. */
export const SUBSCRIPTION_URL_MAX_LENGTH = 2048;

/** The broker ports when a URL names none. */
export const DEFAULT_PORTS: Readonly<Record<string, number>> = {
  'amqp:': 5672,
  'amqps:': 5671,
  'nats:': 4222,
  'tls:': 4222,
};

export interface SubscriptionUrl {
  type: DestinationType;
  url: URL;
}

/** The destination of a URL (stored or given) by its scheme; undefined for any other scheme. */
export function destinationTypeOf(url: string): DestinationType | undefined {
  const colon = url.indexOf(':');
  return colon < 0 ? undefined : TYPE_BY_SCHEME[url.slice(0, colon + 1).toLowerCase()];
}

/**
 * A subscription URL checked for its shape: a known scheme and a host; a broker URL also has no
 * query or fragment, an AMQP one at most a virtual host as its path, a NATS one no path.
 */
export function parseSubscriptionUrl(value: string): SubscriptionUrl {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DestinationRefusedError('not a valid URL');
  }
  const type = TYPE_BY_SCHEME[url.protocol];
  if (!type)
    throw new DestinationRefusedError(
      'only http, https, amqp, amqps, nats and tls (NATS over TLS) URLs are allowed',
    );
  if (!url.hostname) throw new DestinationRefusedError('the URL has no host');
  if (type === 'http') return { type, url };
  if (url.search || url.hash)
    throw new DestinationRefusedError('a broker URL takes no query or fragment');
  if (type === 'amqp' && url.pathname.slice(1).includes('/'))
    throw new DestinationRefusedError('an AMQP URL path is one virtual host (write / as %2F)');
  if (type === 'nats' && url.pathname !== '' && url.pathname !== '/')
    throw new DestinationRefusedError('a NATS URL has no path');
  return { type, url };
}

/**
 * A URL as it is stored and shown, and the secret taken out of it: the password as `***`, or a
 * NATS token (a user without a password) as `***` in its place. An HTTP user name stays (the
 * pair goes as Basic auth). The secret stays percent-encoded, as in the URL.
 */
export function hideUrlSecret({ type, url }: SubscriptionUrl): {
  shown: string;
  secret: string | null;
} {
  const shown = new URL(url.href);
  if (url.password) {
    shown.password = MASK;
    return { shown: shown.href, secret: url.password };
  }
  if (type === 'nats' && url.username) {
    shown.username = MASK;
    return { shown: shown.href, secret: url.username };
  }
  return { shown: url.href, secret: null };
}

/**
 * A stored URL as views and events show it. HTTP rows written before their passwords were sealed
 * still hold the password in the URL (deliveries use it from there): it shows as `***`.
 */
export function shownUrlOf(stored: string): string {
  return plainUrlPasswordOf(stored)?.shown ?? stored;
}

/**
 * What a stored http(s) URL that still holds its password in plain text becomes once sealed (as
 * hideUrlSecret splits a new one); null for any other stored URL.
 */
export function plainUrlPasswordOf(stored: string): { shown: string; secret: string } | null {
  // Most URLs carry no credentials: a page of views parses none of them.
  if (!stored.includes('@') || !URL.canParse(stored)) return null;
  const url = new URL(stored);
  if (!['http:', 'https:'].includes(url.protocol) || !url.password || url.password === MASK)
    return null;
  const { shown, secret } = hideUrlSecret({ type: 'http', url });
  return secret === null ? null : { shown, secret };
}

/** The stored URL with its secret back in place (hideUrlSecret's inverse). */
export function revealUrlSecret(shown: string, secret: string | null): string {
  if (secret === null) return shown;
  const url = new URL(shown);
  if (url.password === MASK) url.password = secret;
  else if (url.username === MASK) url.username = secret;
  return url.href;
}

/** A routing key or subject with `{type}` replaced by the event type. */
export function routeFor(template: string, eventType: string): string {
  return template.split('{type}').join(eventType);
}

/** The host of a URL without IPv6 brackets. */
export function bareHostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** The URL's port, or the broker's default. */
export function portOf(url: URL): number {
  return url.port ? Number(url.port) : (DEFAULT_PORTS[url.protocol] ?? 0);
}
