import fc from 'fast-check';
import request from 'supertest';
import { loadOperations } from '../fuzz/openapi-operations';
import { learn } from '../fuzz/world-learning';
import { createFuzzWorld, FuzzWorld, replenish } from '../fuzz/world';
import { ConformanceDocument, Operation } from './conformance/document';
import { flatten } from './conformance/flat-schema';
import { Answer, judgeInvalid, judgeValid, Verdict } from './conformance/judge';
import { invalidPlains } from './conformance/plain-violations';
import { Plain, toWire, validPlain } from './conformance/requests';
import { unstatedWorldRules } from './conformance/stated-in-words';
import { BROKER_URLS, CatalogModel, worldHints } from './conformance/world-hints';

/**
 * The committed openapi.json says what the server enforces (docs/platform.md, "Errors and
 * validation"). For every operation, requests generated from the document alone (and from what
 * exists: ids, link tokens, catalog models, the clock) are sent to the running app:
 * - valid by the document, they are never refused for a rule the document does not state;
 * - each breaking one rule the document states (one per rule of every parameter and of every
 *   body position the valid request reaches), they are refused (judge.ts says how).
 * CONFORMANCE_SEED and CONFORMANCE_VALID (random valid requests per operation, besides the one
 * with every optional part) change the run; CONFORMANCE_TRACE (a regular expression on `METHOD
 * /path`) prints each request of those operations with its rule and answer.
 */
const SEED = Number(process.env.CONFORMANCE_SEED ?? 3232);
const VALID_PER_OPERATION = Number(process.env.CONFORMANCE_VALID ?? 4);
const TRACE = process.env.CONFORMANCE_TRACE ? new RegExp(process.env.CONFORMANCE_TRACE) : undefined;

interface Outcome {
  operation: string;
  kind: 'valid' | 'invalid';
  rule?: string;
  outcome: string;
  problem?: string;
  request?: string;
  ms: number;
}

describe('the committed OpenAPI document says what the server enforces', () => {
  const document = new ConformanceDocument();
  let world: FuzzWorld;
  let catalog: CatalogModel[];
  let eventId: string;
  /** The credential of the operation being checked. */
  let bearer: string;

  beforeAll(async () => {
    world = await createFuzzWorld(loadOperations(), { light: true });
    const models = await request(world.app.http).get('/v1/agents/models').set(world.mine.auth);
    catalog = models.body.models as CatalogModel[];
    const events = await request(world.app.http).get('/v1/events?limit=1').set(world.mine.auth);
    eventId = String((events.body.data as { id: string }[])[0]?.id ?? '');
  }, 180_000);

  afterAll(() => world?.close());

  it('accepts every request the document accepts and refuses every one it refuses, on every operation', async () => {
    const outcomes: Outcome[] = [];
    const checkedComponentRules = new Set<string>();
    const started = performance.now();
    for (const [index, operation] of document.operations.entries()) {
      bearer = operation.scheme === 'portalLink' ? await portalToken() : world.credentials.full;
      const generation = {
        document,
        hint: worldHints({ world, catalog, operation: operation.key }),
      };
      const sample = (complete: boolean, seed: number, runs: number, rootBranch?: number) =>
        fc.sample(
          validPlain(world, { ...generation, complete, rootBranch }, operation, { eventId }),
          { seed, numRuns: runs },
        );
      // The complete ones (every optional part present; one for each alternative of the body)
      // are sent last, and broken rule by rule.
      const bases = Array.from(
        { length: rootAlternatives(document, operation) },
        (_, branch) => sample(true, SEED + index * 1000 + 999 - branch, 1, branch)[0],
      );
      for (const plain of [...sample(false, SEED + index * 1000, VALID_PER_OPERATION), ...bases]) {
        const { outcome, answer } = await check(operation, plain, (sent) =>
          judgeValid(operation, sent),
        );
        outcomes.push({ ...outcome, kind: 'valid' });
        // A broker subscription takes no HTTP delivery operations: it stays out of the pools.
        if (isBrokerSubscription(plain)) continue;
        learn(world.mine.pools, {
          operation: operation.key,
          params: plain.path,
          status: answer.status,
          body: answer.body,
          sent: plain.body?.value,
        });
        await replenish(world);
      }
      const checkedRules = new Set<string>();
      for (const invalid of bases.flatMap((base) => invalidPlains(document, operation, base))) {
        // A nested component is validated the same wherever it is: its rules are broken once.
        const key = invalid.componentRule ?? invalid.rule;
        if (checkedRules.has(key) || checkedComponentRules.has(key)) continue;
        (invalid.componentRule ? checkedComponentRules : checkedRules).add(key);
        const { outcome } = await check(operation, invalid.plain, (sent) =>
          judgeInvalid(operation, invalid.refusal, sent),
        );
        outcomes.push({ ...outcome, kind: 'invalid', rule: invalid.rule });
        await replenish(world);
      }
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    process.stdout.write(trace(outcomes) + report(outcomes, seconds));
    expect(new Set(outcomes.map((outcome) => outcome.operation)).size).toBe(
      document.operations.length,
    );
    expect(
      outcomes
        .filter((outcome) => outcome.problem)
        .map(
          (failure) =>
            `${failure.operation} ${failure.rule ?? '(valid)'}: ${failure.problem}\n    ${failure.request}`,
        ),
    ).toEqual([]);
  }, 300_000);

  it('states in words, on every request property of their name, the rules the hints respect', () => {
    expect(unstatedWorldRules(document)).toEqual([]);
  });

  /** A read-write portal link over every subscription the team has now (platform.md). */
  async function portalToken(): Promise<string> {
    const link = await request(world.app.http)
      .post('/v1/webhooks/portal-links')
      .set(world.mine.auth)
      .send({})
      .expect(201);
    return new URL(link.body.url as string).hash.slice(1);
  }

  /** Sends the request and judges the answer. */
  async function check(
    operation: Operation,
    plain: Plain,
    judge: (answer: Answer) => Verdict,
  ): Promise<{ outcome: Omit<Outcome, 'kind'>; answer: Answer }> {
    const wire = toWire(world, operation, plain, bearer);
    const started = performance.now();
    const body = wire.body ? ` ${wire.body.toString('utf8').slice(0, 300)}` : '';
    const response = await fetch(`${world.baseUrl}${wire.url}`, {
      method: wire.method,
      headers: wire.headers,
      body: wire.body,
      redirect: 'manual',
    }).catch((error: Error) => {
      // A connection the server cut names the request that met it.
      const cause = (error.cause as { code?: string } | undefined)?.code ?? error.message;
      throw new Error(`${wire.method} ${wire.url.slice(0, 200)}${body}: ${cause}`, {
        cause: error,
      });
    });
    const text = await response.text();
    const answer: Answer = {
      status: response.status,
      body: parseJson(text),
      sentBytes: wire.body?.length ?? 0,
    };
    return {
      answer,
      outcome: {
        operation: operation.key,
        ...judge(answer),
        request: `${wire.method} ${wire.url.slice(0, 200)}${body}`,
        ms: performance.now() - started,
      },
    };
  }
});

/** How many alternatives the root of the operation's body has (1 without any). */
function rootAlternatives(document: ConformanceDocument, operation: Operation): number {
  const media = operation.body?.media[0];
  return (media && flatten(document, media.schema).alternatives?.length) || 1;
}

function isBrokerSubscription(plain: Plain): boolean {
  const url = (plain.body?.value as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' && BROKER_URLS.includes(url);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Each request of the operations CONFORMANCE_TRACE names, with its rule and verdict. */
function trace(outcomes: Outcome[]): string {
  return outcomes
    .filter(({ operation }) => TRACE?.test(operation))
    .map(
      (outcome) =>
        `${outcome.kind} ${outcome.rule ?? ''} → ${outcome.outcome}` +
        `${outcome.problem ? ` ✗ ${outcome.problem}` : ''}\n    ${outcome.request}\n`,
    )
    .join('');
}

function report(outcomes: Outcome[], seconds: number): string {
  const count = (kind: string) => outcomes.filter((outcome) => outcome.kind === kind).length;
  const histogram = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = `${outcome.kind} ${outcome.outcome}`;
    histogram.set(key, (histogram.get(key) ?? 0) + 1);
  }
  const operations = new Set(outcomes.map((outcome) => outcome.operation)).size;
  const unexplained = outcomes.filter((outcome) => outcome.problem).length;
  const perOperation = new Map<string, number>();
  for (const outcome of outcomes) {
    perOperation.set(outcome.operation, (perOperation.get(outcome.operation) ?? 0) + outcome.ms);
  }
  const slowest = [...perOperation]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(
      ([operation, ms]) =>
        `${operation} ${Math.round(ms)} ms/${outcomes.filter((outcome) => outcome.operation === operation).length}`,
    )
    .join(', ');
  return (
    `document conformance (seed ${SEED}): ${operations} operations, ${outcomes.length} requests ` +
    `(${count('valid')} valid, ${count('invalid')} breaking one rule) in ${seconds} s, ` +
    `${unexplained} answers the document does not explain\n` +
    [...histogram]
      .sort()
      .map(([key, n]) => `  ${key}: ${n}`)
      .join('\n') +
    `\n  slowest: ${slowest}\n`
  );
}
