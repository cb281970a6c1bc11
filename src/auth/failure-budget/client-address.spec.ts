import { budgetAddressOf } from './client-address';

describe('budgetAddressOf', () => {
  it('counts IPv4 addresses one by one, and an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(budgetAddressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(budgetAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(budgetAddressOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(budgetAddressOf('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
    expect(budgetAddressOf('203.0.113.8')).not.toBe(budgetAddressOf('203.0.113.7'));
  });

  it('counts IPv6 addresses per /64, whatever their spelling', () => {
    const network = budgetAddressOf('2001:db8:1:2::1');
    expect(network).toBe('2001:db8:1:2::/64');
    expect(budgetAddressOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(network);
    expect(budgetAddressOf('2001:DB8:1:2:abcd::9')).toBe(network);
    expect(budgetAddressOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('puts a missing or unparseable address in one shared bucket', () => {
    expect(budgetAddressOf(undefined)).toBe('unknown');
    expect(budgetAddressOf('not an address')).toBe('unknown');
  });
});
