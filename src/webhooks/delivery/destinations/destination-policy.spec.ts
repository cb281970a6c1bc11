import type { LookupAddress } from 'node:dns';
import {
  addressRefusal,
  checkedLookup,
  DestinationRefusedError,
  parseDestinationUrl,
  resolveAllowedAddresses,
  Resolver,
} from './destination-policy';

describe('addressRefusal', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'ipv4Mapped'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:a00:1::', '6to4'],
  ])('refuses %s (%s)', (address, range) => {
    expect(addressRefusal(address, false)).toBe(`${range} address`);
  });

  it.each(['169.254.169.254', '100.100.100.200', 'fd00:ec2::254', '::ffff:169.254.169.254'])(
    'refuses the metadata address %s even when private targets are allowed',
    (address) => {
      expect(addressRefusal(address, true)).toBe('cloud metadata address');
      expect(addressRefusal(address, false)).toBe('cloud metadata address');
    },
  );

  it('allows public unicast, and private ranges only when allowed', () => {
    expect(addressRefusal('93.184.216.34', false)).toBeUndefined();
    expect(addressRefusal('2606:4700::1111', false)).toBeUndefined();
    expect(addressRefusal('127.0.0.1', true)).toBeUndefined();
    expect(addressRefusal('::1', true)).toBeUndefined();
  });
});

describe('parseDestinationUrl', () => {
  it('accepts http and https only', () => {
    expect(parseDestinationUrl('https://hooks.example.com/x').hostname).toBe('hooks.example.com');
    expect(() => parseDestinationUrl('ftp://example.com')).toThrow(DestinationRefusedError);
    expect(() => parseDestinationUrl('file:///etc/passwd')).toThrow(DestinationRefusedError);
    expect(() => parseDestinationUrl('not a url')).toThrow(DestinationRefusedError);
  });
});

function fixedResolver(...answers: LookupAddress[][]): Resolver & { calls: number } {
  const resolver = Object.assign(
    async (_hostname: string): Promise<LookupAddress[]> => {
      const answer = answers[Math.min(resolver.calls, answers.length - 1)] ?? [];
      resolver.calls += 1;
      return answer;
    },
    { calls: 0 },
  );
  return resolver;
}

describe('resolveAllowedAddresses', () => {
  it('refuses a name when any address it resolves to is internal', async () => {
    const resolver = fixedResolver([
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ]);
    await expect(resolveAllowedAddresses('mixed.example', false, resolver)).rejects.toThrow(
      'private address',
    );
  });

  it('refuses names that do not resolve', async () => {
    const failing: Resolver = () => Promise.reject(new Error('ENOTFOUND'));
    await expect(resolveAllowedAddresses('nowhere.example', false, failing)).rejects.toThrow(
      'does not resolve',
    );
  });

  it('refuses a name whose lookup does not end within the deadline', async () => {
    const never: Resolver = () => new Promise(() => undefined);
    await expect(resolveAllowedAddresses('blackholed.example', false, never, 50)).rejects.toThrow(
      'the host name does not resolve within 0.05 s',
    );
  });

  it('checks IP literals without resolving them', async () => {
    const resolver = fixedResolver([]);
    await expect(resolveAllowedAddresses('[::1]', false, resolver)).rejects.toThrow('loopback');
    await expect(resolveAllowedAddresses('8.8.8.8', false, resolver)).resolves.toEqual([
      { address: '8.8.8.8', family: 4 },
    ]);
    expect(resolver.calls).toBe(0);
  });
});

describe('checkedLookup', () => {
  function lookupOnce(
    lookup: ReturnType<typeof checkedLookup>,
    all: boolean,
  ): Promise<{ error: Error | null; address: unknown; family?: number }> {
    return new Promise((resolve) => {
      (lookup as unknown as (h: string, o: object, cb: (...args: unknown[]) => void) => void)(
        'rebind.example',
        { all },
        (error, address, family) =>
          resolve({ error: error as Error | null, address, family: family as number | undefined }),
      );
    });
  }

  it('re-resolves and re-checks at every connection, so a rebound name is refused', async () => {
    const resolver = fixedResolver(
      [{ address: '93.184.216.34', family: 4 }],
      [{ address: '127.0.0.1', family: 4 }],
    );
    const lookup = checkedLookup(false, resolver);
    const first = await lookupOnce(lookup, false);
    expect(first).toEqual({ error: null, address: '93.184.216.34', family: 4 });
    const second = await lookupOnce(lookup, false);
    expect(second.error).toBeInstanceOf(DestinationRefusedError);
    expect(second.error?.message).toContain('loopback');
  });

  it('hands the socket exactly the checked addresses when all are requested', async () => {
    const answer = [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ];
    const lookup = checkedLookup(false, fixedResolver(answer));
    expect(await lookupOnce(lookup, true)).toEqual({
      error: null,
      address: answer,
      family: undefined,
    });
  });
});
