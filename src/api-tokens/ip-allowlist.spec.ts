import { isIpAllowed, parseAllowedIp } from './ip-allowlist';

describe('IP allow-list', () => {
  it('accepts single addresses and CIDR ranges of both families', () => {
    expect(isIpAllowed('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(isIpAllowed('192.168.1.1', ['192.168.1.1'])).toBe(true);
    expect(isIpAllowed('2001:db8::5', ['2001:db8::/32'])).toBe(true);
  });

  it('treats an IPv4-mapped IPv6 caller as its IPv4 address', () => {
    expect(isIpAllowed('::ffff:127.0.0.1', ['127.0.0.1/32'])).toBe(true);
    expect(isIpAllowed('::ffff:127.0.0.1', ['10.0.0.0/8'])).toBe(false);
  });

  it('refuses callers outside every range and unparseable callers', () => {
    expect(isIpAllowed('8.8.8.8', ['10.0.0.0/8', '2001:db8::/32'])).toBe(false);
    expect(isIpAllowed(undefined, ['0.0.0.0/0'])).toBe(false);
    expect(isIpAllowed('nonsense', ['0.0.0.0/0'])).toBe(false);
  });

  it('tells valid entries from invalid ones', () => {
    expect(parseAllowedIp('10.0.0.0/8')).toBeDefined();
    expect(parseAllowedIp('10.0.0.0/33')).toBeUndefined();
    expect(parseAllowedIp('example.com')).toBeUndefined();
  });
});
