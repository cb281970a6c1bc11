import fc from 'fast-check';
import type { FuzzWorld } from '../../fuzz/world';
import type { Flat } from './flat-schema';
import type { Hint } from './valid-values';

/** A model of the catalog with what it accepts (GET /v1/agents/models). */
export interface CatalogModel {
  provider: string;
  model: string;
  deprecated: boolean;
  capabilities: { temperature: boolean; reasoning: boolean; maxOutputTokens: number };
}

export interface HintContext {
  world: FuzzWorld;
  catalog: CatalogModel[];
  /** `POST /v1/agents/bulk`: the operation the value is for. */
  operation: string;
}

const DAY_MS = 86_400_000;

/** Broker destinations of a new subscription (docs/webhooks-delivery.md): ports nothing listens on. */
export const BROKER_URLS = ['amqp://127.0.0.1:1/conformance', 'nats://127.0.0.1:1'];

const instant = (fromNowMs: fc.Arbitrary<number>) =>
  fromNowMs.map((offset) => new Date(Date.now() + offset).toISOString());

/**
 * The rules no schema keyword can state, which the hints below respect: each depends on what
 * exists or on the clock, and the description of every property of that name says so in these
 * words (the spec checks it). Ids of this team's resources and members, catalog models and what
 * each accepts, the receiver this test runs, the hosts NOTIFICATION_ALLOWED_HOSTS names,
 * instants in the future or in the past, keys that name the agent's own children, commands and
 * tools. Everything else is generated from the schema alone.
 */
export const STATED_IN_WORDS: Record<string, WorldRule> = {
  userId: { words: /member of the caller/i },
  allowedUserIds: { words: /members of the team/i },
  childAgentId: { words: /agent of this team/i },
  agentIds: { words: /agents of this team/i },
  teamId: { words: /must be that team/i },
  url: { words: /must be public/i },
  // A PATCH without url is judged by the stored url: the pools hold http subscriptions only.
  amqp: {
    words: /refused for other destinations/i,
    operations: /^PATCH \/v1\/webhooks\/subscriptions/,
  },
  nats: {
    words: /refused for destinations other than/i,
    operations: /^PATCH \/v1\/webhooks\/subscriptions/,
  },
  resourceUrl: { words: /NOTIFICATION_ALLOWED_HOSTS/ },
  cursor: { words: /from the previous page/i },
  confirmToken: { words: /required when selection\.all is true/i },
  filter: {
    words: /data schema of at least one of the event types/i,
    operations: /\/(v1\/webhooks|portal\/api)\/subscriptions/,
  },
  childAccess: { words: /direct child agent id/i },
  commandAccess: { words: /command name of this agent/i },
  overrides: { words: /tool of the agent/i },
  fromVersionNumber: { words: /a version of this agent/i },
  requires: { words: /the agent's model must have each/i },
  token: { words: /token/i },
  expiresAt: { words: /in the future/i },
  since: { words: /in the past/i },
  until: { words: /after `since`/ },
  createdAfter: { words: /created at or after/i },
  createdBefore: { words: /after `createdAfter`/ },
};

/** A rule's words, and the operations whose properties of that name it is about (all if absent). */
export interface WorldRule {
  words: RegExp;
  operations?: RegExp;
}

/** The same for the fields of a runtime tuple (an object with a `temperature`): the catalog's. */
export const RUNTIME_STATED_IN_WORDS: Record<string, WorldRule> = {
  provider: { words: /provider of the model catalog/i },
  model: { words: /model of that provider/i },
  temperature: { words: /only for models that accept it/i },
  maxOutputTokens: { words: /the model's output limit/i },
  reasoningEffort: { words: /only for reasoning models/i },
};

export function worldHints(context: HintContext): Hint {
  const { world, catalog } = context;
  const pick = (kind: Parameters<FuzzWorld['mine']['pools']['pick']>[0], field = 'id') =>
    fc.nat().map((n) => world.mine.pools.pick(kind, n)?.[field] ?? world.mine.userId);
  const members = world.mine.pools.list('user').map((entry) => entry.id);
  const usable = catalog.filter((model) => !model.deprecated);
  const runtime = fc
    .record({
      model: fc.constantFrom(...usable),
      temperature: fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: undefined }),
      tokens: fc.option(fc.nat(), { nil: undefined }),
      effort: fc.option(fc.constantFrom('low', 'medium', 'high'), { nil: undefined }),
    })
    .map(({ model, temperature, tokens, effort }) => ({
      provider: model.provider,
      model: model.model,
      ...(temperature !== undefined && model.capabilities.temperature ? { temperature } : {}),
      ...(tokens !== undefined
        ? { maxOutputTokens: 1 + (tokens % model.capabilities.maxOutputTokens) }
        : {}),
      ...(effort !== undefined && model.capabilities.reasoning ? { reasoningEffort: effort } : {}),
    }));
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    userId: fc.constantFrom(...members),
    allowedUserIds: fc.subarray(members),
    childAgentId: pick('agent'),
    agentIds: fc.uniqueArray(pick('agent'), { minLength: 1, maxLength: 4 }),
    teamId: fc.constant(world.mine.teamId),
    // Brokers on closed ports: nothing is published anywhere.
    url: fc.constantFrom(
      `${world.receiverUrl}/conformance`,
      `${world.receiverUrl}/c?q=1`,
      ...(context.operation === 'POST /v1/webhooks/subscriptions' ? BROKER_URLS : []),
    ),
    resourceUrl: fc.constantFrom(
      'https://app.example.test/invoices/1',
      'https://a.docs.example.test/p?q=1',
    ),
    cursor: fc.constant(''),
    // With a select-all only, which the bulk apply hint below never makes.
    confirmToken: fc.constant(undefined),
    filter: fc.constant(null),
    childAccess: fc.constant({}),
    commandAccess: fc.constant({}),
    overrides: fc.constant({}),
    fromVersionNumber: fc.constant(undefined),
    requires: fc.constant([]),
    amqp: fc.constant(undefined),
    nats: fc.constant(undefined),
    token: pick('notification', 'unsubscribeToken'),
  };
  return (path: string[], flat: Flat) => {
    const name = path[path.length - 1] ?? '';
    if (flat.properties?.provider && flat.properties?.temperature) return runtime;
    if (name === 'selection' && context.operation === 'POST /v1/agents/bulk') {
      return fc.record({ agentIds: byName.agentIds });
    }
    const rule = STATED_IN_WORDS[name];
    if (rule?.operations && !rule.operations.test(context.operation)) return undefined;
    if (flat.format === 'date-time') return timeHint(name);
    return byName[name];
  };
}

/** Instants as each field's description has them: shares and links expire in the future. */
function timeHint(name: string): fc.Arbitrary<unknown> | undefined {
  if (name === 'expiresAt') return instant(fc.integer({ min: 60_000, max: 170 * DAY_MS }));
  if (name === 'since') return instant(fc.integer({ min: -6 * DAY_MS, max: -3_600_000 }));
  if (name === 'until') return fc.constant(undefined);
  if (name === 'createdAfter') return instant(fc.integer({ min: -30 * DAY_MS, max: -DAY_MS }));
  if (name === 'createdBefore') return instant(fc.integer({ min: 0, max: 30 * DAY_MS }));
  return undefined;
}
