import ipaddr from 'ipaddr.js';

/**
 * Whose failure budget a request spends: its IPv4 address, or the /64 network of its IPv6
 * address. A /64 is the smallest block a subscriber is given (RFC 6177), so stepping through
 * the addresses of one's own network buys no new budget. An IPv4-mapped IPv6 address
 * (`::ffff:a.b.c.d`) counts as its IPv4 address; an unparseable one as `unknown`.
 */
export function budgetAddressOf(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
