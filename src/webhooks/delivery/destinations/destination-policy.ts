import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DeadlineExceededError, withDeadline } from '../../../common/async/with-deadline';

/**
 * Cloud metadata services. Refused even when private targets are allowed: no webhook has a
 * reason to reach them, and they hand out credentials.
 */
const METADATA_ADDRESSES = new Set([
  '169.254.169.254',
  '169.254.170.2',
  '169.254.170.23',
  '100.100.100.200',
  '192.0.0.192',
  'fd00:ec2::254',
  'fd00:ec2::23',
]);

export class DestinationRefusedError extends Error {
  /** `privateRange`: an address that WEBHOOK_ALLOW_PRIVATE_TARGETS=true would allow. */
  constructor(
    readonly reason: string,
    readonly privateRange = false,
  ) {
    super(`destination refused: ${reason}`);
    this.name = 'DestinationRefusedError';
  }
}

/**
 * Why an address may not be connected to, or undefined when it may. Only globally routable
 * unicast is allowed by default: private, loopback, link-local, CGNAT, unique-local, IPv4-mapped
 * and other embedded-IPv4 forms, multicast and reserved ranges are refused.
 */
export function addressRefusal(address: string, allowPrivate: boolean): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  const embedded =
    parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress() ? parsed.toIPv4Address() : parsed;
  if (METADATA_ADDRESSES.has(parsed.toString()) || METADATA_ADDRESSES.has(embedded.toString()))
    return 'cloud metadata address';
  if (allowPrivate) return undefined;
  const range = parsed.range();
  return range === 'unicast' ? undefined : `${range} address`;
}

/** An HTTP destination's URL (http.destination.ts): the parsed URL or the refusal. */
export function parseDestinationUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DestinationRefusedError('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new DestinationRefusedError('only http and https URLs are allowed');
  if (!url.hostname) throw new DestinationRefusedError('the URL has no host');
  return url;
}

/** The URL host as an IP literal (brackets removed), or undefined for a name. */
export function ipLiteralOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(host) ? host : undefined;
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/**
 * How long a receiver's host may take to resolve. The system resolver runs on libuv's thread
 * pool, which a lookup that never ends keeps busy (docs/operations.md, "Webhook workers"); a
 * request or an attempt waits no longer than this for it.
 */
export const LOOKUP_DEADLINE_MS = 3_000;

/**
 * Resolves a host and checks every address it resolves to: one refused address refuses the
 * host (a name pointing at both a public and an internal address is not a webhook target).
 */
export async function resolveAllowedAddresses(
  hostname: string,
  allowPrivate: boolean,
  resolver: Resolver = systemResolver,
  deadlineMs = LOOKUP_DEADLINE_MS,
): Promise<LookupAddress[]> {
  const literal = hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(literal)) {
    const refusal = addressRefusal(literal, allowPrivate);
    if (refusal)
      throw new DestinationRefusedError(refusal, addressRefusal(literal, true) === undefined);
    return [{ address: literal, family: ipaddr.parse(literal).kind() === 'ipv6' ? 6 : 4 }];
  }
  let addresses: LookupAddress[];
  try {
    addresses = await withDeadline(resolver(hostname), deadlineMs, 'the host lookup');
  } catch (error) {
    throw new DestinationRefusedError(
      error instanceof DeadlineExceededError
        ? `the host name does not resolve within ${deadlineMs / 1000} s`
        : 'the host name does not resolve',
    );
  }
  if (addresses.length === 0) throw new DestinationRefusedError('the host name does not resolve');
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, allowPrivate);
    if (refusal)
      throw new DestinationRefusedError(refusal, addressRefusal(address, true) === undefined);
  }
  return addresses;
}

/**
 * A `lookup` for http(s).request and net.connect (AMQP) that resolves, checks and hands the socket only the checked
 * addresses, so the connection goes exactly where the check looked (no DNS rebinding between
 * a check and the connect).
 */
export function checkedLookup(
  allowPrivate: boolean,
  resolver: Resolver = systemResolver,
): LookupFunction {
  const lookup = (
    hostname: string,
    options: { all?: boolean },
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ): void => {
    resolveAllowedAddresses(hostname, allowPrivate, resolver).then(
      (addresses) => {
        if (options.all) return callback(null, addresses);
        const [first] = addresses as [LookupAddress];
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, ''),
    );
  };
  return lookup;
}
