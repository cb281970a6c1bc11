import ipaddr from 'ipaddr.js';
import { isIPv4 } from 'node:net';

const IPV4_MAPPED = '::ffff:';

/**
 * Whose failure budget a request spends: its IPv4 address, or the /64 network of its IPv6
 * address. A /64 is the smallest block a subscriber is given (RFC 6177), so stepping through
 * the addresses of one's own network buys no new budget. An IPv4-mapped IPv6 address
 * (`::ffff:a.b.c.d`) counts as its IPv4 address; an unparseable one as `unknown`.
 */
export function budgetAddressOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  // IPv4, plain or mapped, is every request's case behind most proxies: no parse needed.
  if (isIPv4(ip)) return ip;
  const lower = ip.toLowerCase();
  if (lower.startsWith(IPV4_MAPPED) && isIPv4(lower.slice(IPV4_MAPPED.length)))
    return lower.slice(IPV4_MAPPED.length);
  if (!ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
