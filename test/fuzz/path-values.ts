import fc from 'fast-check';
import type { Operation } from './openapi-operations';
import type { Entry, Kind } from './pools';
import { encodeText, hostileUrlValue, nearlyRight } from './url-encoding';
import type { FuzzWorld } from './world';

/** Which pool a route's path values (and credential query) come from, and which entry fields. */
interface Binding {
  path: RegExp;
  kind: Kind;
  params: Record<string, string>;
  query?: Record<string, string>;
}

const BINDINGS: Binding[] = [
  {
    path: /\/children\/\{childId\}$/,
    kind: 'edge',
    params: { id: 'parentId', childId: 'childId' },
  },
  {
    path: /\/versions\/\{versionNumber\}/,
    kind: 'version',
    params: { id: 'agentId', versionNumber: 'number' },
  },
  { path: /^\/v1\/agents\/\{id\}/, kind: 'agent', params: { id: 'id' } },
  { path: /^\/webhooks\//, kind: 'inbound', params: { endpointId: 'endpointId', token: 'token' } },
  {
    path: /inbound-endpoints\/\{endpointId\}/,
    kind: 'inbound',
    params: { endpointId: 'endpointId' },
  },
  {
    path: /\{deliveryId\}/,
    kind: 'delivery',
    params: { subscriptionId: 'subscriptionId', deliveryId: 'id' },
  },
  {
    path: /subscriptions\/\{subscriptionId\}/,
    kind: 'subscription',
    params: { subscriptionId: 'id' },
  },
  { path: /^\/v1\/media\/shares\//, kind: 'mediaShare', params: { shareId: 'id' } },
  { path: /^\/v1\/media\/\{mediaId\}/, kind: 'media', params: { mediaId: 'id' } },
  { path: /^\/public\/media\//, kind: 'mediaShare', params: { token: 'token' } },
  { path: /^\/v1\/knowledge\/shares\//, kind: 'knowledgeShare', params: { shareId: 'id' } },
  { path: /^\/v1\/knowledge\/\{entryId\}/, kind: 'knowledge', params: { entryId: 'id' } },
  { path: /^\/public\/knowledge\//, kind: 'knowledgeShare', params: { shareToken: 'token' } },
  { path: /^\/v1\/visual-pages\/\{pageId\}/, kind: 'page', params: { pageId: 'id' } },
  {
    path: /^\/public\/visual-pages\//,
    kind: 'publishedPage',
    params: { teamId: 'teamId', pageId: 'id' },
  },
  {
    path: /^\/public\/notifications\//,
    kind: 'notification',
    params: { id: 'id' },
    query: { token: 'linkToken' },
  },
  {
    path: /^\/public\/unsubscribe/,
    kind: 'notification',
    params: {},
    query: { token: 'unsubscribeToken' },
  },
  { path: /^\/public\/launch-unsubscribe$/, kind: 'launch', params: {}, query: { token: 'token' } },
  { path: /^\/v1\/api-tokens\/\{id\}/, kind: 'apiToken', params: { id: 'id' } },
];

export function bindingOf(operation: Operation): Binding | undefined {
  return BINDINGS.find((binding) => binding.path.test(operation.path));
}

/** One value in the URL: `sent` as written (encoded), `value` as meant (for the pools). */
export interface UrlValue {
  value: string;
  sent: string;
}

/** A choice made at generation time and applied to whatever entry the pools hold then. */
type Choice =
  | { how: 'bound' }
  | { how: 'nearly'; variant: number }
  | { how: 'hostile'; sent: string }
  | { how: 'absent' };

const choice = (allowAbsent: boolean): fc.Arbitrary<Choice> =>
  fc.oneof(
    { weight: 16, arbitrary: fc.constant<Choice>({ how: 'bound' }) },
    { weight: 2, arbitrary: fc.nat().map<Choice>((variant) => ({ how: 'nearly', variant })) },
    { weight: 3, arbitrary: hostileUrlValue.map<Choice>((sent) => ({ how: 'hostile', sent })) },
    { weight: allowAbsent ? 1 : 0, arbitrary: fc.constant<Choice>({ how: 'absent' }) },
  );

export interface BoundValues {
  /** Path parameter → value. */
  path: Record<string, UrlValue>;
  /** Credential query parameters of the public link routes (`token`), undefined when absent. */
  query: Record<string, UrlValue | undefined>;
  entry?: Entry;
}

/**
 * Path values (and link tokens) of one request, drawn from one entry so that they belong
 * together (an endpoint id with its own token): mostly the fuzzed team's, sometimes the other
 * team's, each value now and then nearly right or replaced by something hostile.
 */
export function boundValues(world: FuzzWorld, operation: Operation): fc.Arbitrary<BoundValues> {
  const binding = bindingOf(operation);
  const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = Object.keys(binding?.query ?? {});
  const choices: Record<string, fc.Arbitrary<Choice>> = {};
  for (const name of pathNames) choices[`path:${name}`] = choice(false);
  for (const name of queryNames) choices[`query:${name}`] = choice(true);
  return fc
    .record({
      team: fc.oneof({ weight: 9, arbitrary: fc.constant('mine') }, fc.constant('other')),
      pick: fc.nat(),
      choices: fc.record(choices),
    })
    .map(({ team, pick, choices: made }) => {
      const pools = (team === 'mine' ? world.mine : world.other).pools;
      const entry = binding ? pools.pick(binding.kind, pick) : undefined;
      const resolve = (field: string | undefined, made: Choice): UrlValue | undefined => {
        const real = (field && entry?.[field]) || '00000000-0000-4000-8000-000000000000';
        switch (made.how) {
          case 'bound':
            return { value: real, sent: encodeText(real) };
          case 'nearly': {
            const sent = nearlyRight(real, made.variant);
            return { value: sent, sent };
          }
          case 'hostile':
            return { value: made.sent, sent: made.sent };
          default:
            return undefined;
        }
      };
      const path: Record<string, UrlValue> = {};
      for (const name of pathNames) {
        path[name] = resolve(binding?.params[name], made[`path:${name}`]) ?? {
          value: '',
          sent: '',
        };
      }
      const query: Record<string, UrlValue | undefined> = {};
      for (const name of queryNames)
        query[name] = resolve(binding?.query?.[name], made[`query:${name}`]);
      return { path, query, entry };
    });
}

/** The path template with its values filled in. */
export function fillPath(template: string, values: Record<string, UrlValue>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name]?.sent ?? '');
}
