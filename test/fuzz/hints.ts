import fc from 'fast-check';
import type { Kind } from './pools';
import type { Hint, KeyHint, SchemaContext } from './schema-values';
import type { FuzzWorld } from './world';

/**
 * A field of a pool entry, read when the value is generated (the pools change as requests
 * create and delete things): mostly the fuzzed team's, sometimes the other team's.
 */
export function poolValue(world: FuzzWorld, kind: Kind, field = 'id'): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat(), fc.nat({ max: 9 }))
    .map(
      ([n, side]) =>
        (side === 0 ? world.other : world.mine).pools.pick(kind, n)?.[field] ??
        '00000000-0000-4000-8000-000000000000',
    );
}

function runtimeTuple(world: FuzzWorld): fc.Arbitrary<unknown> {
  return fc
    .record(
      {
        pair: fc.constantFrom(...world.catalog),
        temperature: fc.double({ min: 0, max: 2, noNaN: true }),
        maxOutputTokens: fc.integer({ min: 1, max: 2_048 }),
        // Only reasoning models take it: mostly left out so the tuple is valid for most models.
        reasoningEffort: fc.oneof(
          { weight: 4, arbitrary: fc.constant(undefined) },
          fc.constantFrom('low', 'medium', 'high'),
        ),
      },
      { requiredKeys: ['pair'] },
    )
    .map(({ pair, ...rest }) => ({ ...pair, ...rest }));
}

const TOOLS = ['web_search', 'calendar', 'crm'];
// Made once: building a stringMatching arbitrary costs 10–15 ms, and the hints are made again
// for every operation of the document.
const CATEGORY = fc
  .stringMatching(/^[a-z0-9][a-z0-9._:-]{0,63}$/)
  .filter((category) => category !== 'all');
const KEY = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/);
const COMMANDS = ['summarise', 'translate'];

/**
 * A valid value and, for mixed requests, near misses the validators must refuse (one time in
 * five, or `invalidWeight` in four).
 */
type Pair = [valid: fc.Arbitrary<unknown>, invalid?: fc.Arbitrary<unknown>, invalidWeight?: number];

/**
 * Values for the document's property names that only the world knows (real ids, catalog
 * models, the loopback receiver) or that follow patterns the document does not state.
 */
export function worldHints(world: FuzzWorld): SchemaContext {
  const agentId = poolValue(world, 'agent');
  const userId = poolValue(world, 'user');
  const byName: Record<string, Pair> = {
    userId: [userId],
    allowedUserIds: [fc.array(userId, { maxLength: 3 })],
    installedBy: [fc.oneof(fc.constant('me'), userId), fc.constantFrom('ME', 'you')],
    teamId: [fc.constantFrom(world.mine.teamId, world.other.teamId)],
    childAgentId: [agentId],
    agentIds: [fc.uniqueArray(agentId, { maxLength: 5 })],
    // Absent mostly: only an agentIds selection works without one.
    confirmToken: [
      fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, fc.constant(world.confirmToken)),
      fc.constant(`${world.confirmToken}x`),
    ],
    provider: [
      fc.constantFrom(...world.catalog.map((entry) => entry.provider)),
      fc.constant('nope'),
    ],
    model: [fc.constantFrom(...world.catalog.map((entry) => entry.model)), fc.constant('nope')],
    tools: [fc.subarray(TOOLS), fc.constant(['Bad Tool'])],
    secretNames: [fc.subarray(['CRM_API_KEY', 'TOKEN']), fc.constant(['lower'])],
    avatarColor: [fc.constantFrom('#4F46E5', '#000000'), fc.constantFrom('red', '#12345')],
    avatarUrl: [fc.constant('https://app.example.test/a.png'), fc.constant('http://x')],
    avatarEmoji: [fc.constantFrom('🤖', '✨')],
    url: [
      fc.constantFrom(`${world.receiverUrl}/fuzz`, `${world.receiverUrl}/other?q=1`),
      // Never a host name (no lookups) nor an address off this machine.
      fc.constantFrom(
        'http://127.0.0.1:1/closed',
        'http://[::1]:1/closed',
        'http://169.254.169.254/latest/meta-data',
        'ftp://127.0.0.1/x',
        'http://user:pw@127.0.0.1:1/',
        'not a url',
        '',
      ),
    ],
    resourceUrl: [
      fc.constantFrom('https://app.example.test/invoices/1', 'https://a.docs.example.test/p?q=1#f'),
      fc.constantFrom(
        'https://evil.example.test/',
        'javascript:alert(1)',
        'https://app.example.test:99999/',
      ),
    ],
    category: [CATEGORY, fc.constantFrom('all', 'A', '')],
    key: [KEY],
    token: [poolValue(world, 'notification', 'unsubscribeToken')],
    cursor: [
      poolValue(world, 'cursor', 'value'),
      fc.oneof(fc.constantFrom('', 'null', 'eyJzIjotMX0', '%'), {
        weight: 3,
        arbitrary: fc
          .tuple(poolValue(world, 'cursor', 'value'), fc.nat())
          .map(([cursor, n]) => forgedCursor(cursor, n)),
      }),
      4,
    ],
    selection: [
      fc.oneof(
        fc.record({ agentIds: fc.uniqueArray(agentId, { minLength: 1, maxLength: 5 }) }),
        fc.record(
          {
            all: fc.constant(true),
            filter: fc.record(
              {
                status: fc.constantFrom('active', 'archived'),
                source: fc.constantFrom('custom', 'marketplace', 'system', 'clone'),
                installedBy: fc.oneof(fc.constant('me'), userId),
              },
              { requiredKeys: [] },
            ),
          },
          { requiredKeys: ['all'] },
        ),
      ),
    ],
    allowedIps: [
      fc.subarray(['127.0.0.1', '::1', '10.0.0.0/8', '::ffff:127.0.0.1/128', '0.0.0.0/0']),
      fc.constant(['1.2.3.4/33', 'fe80::1%eth0', '::ffff:0.0.0.0/90', 'localhost']),
    ],
  };
  const pairFor = (name: string, path: string[]): Pair | undefined => {
    if (name === 'name' && path.includes('commands'))
      return [fc.constantFrom(...COMMANDS), fc.constant('Not A Command')];
    if (name === '*' && path.at(-2) === 'tools') return byName.tools;
    return byName[name];
  };
  const hint: Hint = (name, schema, path, mode) => {
    if (schema.properties?.provider && schema.properties?.temperature) return runtimeTuple(world);
    const pair = pairFor(name, path);
    if (!pair || (name === 'token' && schema.type !== 'string')) return undefined;
    const [valid, invalid, invalidWeight = 1] = pair;
    if (mode === 'valid' || !invalid) return valid;
    return fc.oneof({ weight: 4, arbitrary: valid }, { weight: invalidWeight, arbitrary: invalid });
  };
  const keyHint: KeyHint = (name) => {
    if (name === 'childAccess') return agentId;
    if (name === 'commandAccess') return fc.constantFrom(...COMMANDS);
    if (name === 'overrides') return fc.constantFrom(...TOOLS);
    return undefined;
  };
  return { hint, keyHint };
}

const FORGED_POSITIONS: unknown[] = [
  '9999999999999999999',
  '9223372036854775808',
  '-1',
  '0',
  '',
  '1e3',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '2999-01-01T00:00:00.000Z',
  'garbage',
  1e308,
  -1,
  null,
  [],
  {},
];

/**
 * A cursor of ours (base64url JSON) with one position value replaced: what a client that
 * decodes and edits cursors sends. Undecodable input is returned changed by one character.
 */
function forgedCursor(cursor: string, n: number): string {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      p?: Record<string, unknown>;
    };
    const keys = Object.keys(parsed.p ?? {});
    if (!parsed.p || keys.length === 0) throw new Error('no position');
    parsed.p[keys[n % keys.length]] = FORGED_POSITIONS[(n >> 3) % FORGED_POSITIONS.length];
    return Buffer.from(JSON.stringify(parsed)).toString('base64url');
  } catch {
    return `${cursor}A`;
  }
}
