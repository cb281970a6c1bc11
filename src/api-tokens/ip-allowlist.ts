import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses an IP or CIDR entry; undefined when it is neither. */
export function parseAllowedIp(entry: string): Range | undefined {
  try {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return undefined;
  }
}

/** Compares in one family: an IPv4-mapped IPv6 caller (::ffff:a.b.c.d) counts as IPv4. */
function normalise(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

export function isIpAllowed(callerIp: string | undefined, allowed: string[]): boolean {
  if (!callerIp || !ipaddr.isValid(callerIp)) return false;
  const caller = normalise(ipaddr.parse(callerIp));
  return allowed.some((entry) => {
    const range = parseAllowedIp(entry);
    if (!range) return false;
    const [network, bits] = range;
    const base = normalise(network);
    if (base.kind() !== caller.kind()) return false;
    const prefix = base !== network ? bits - 96 : bits;
    return caller.match(base, prefix);
  });
}
