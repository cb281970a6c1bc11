import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { describeAnswer, describeRequest, formatFailures, FuzzReport } from './fuzz-report';
import { judge } from './judge';
import { loadOperations } from './openapi-operations';
import { anyRequest, FuzzRequest } from './request-arbitrary';
import { closeAgent, send } from './send';
import { createFuzzWorld, FuzzWorld, replenish } from './world';
import { learn } from './world-learning';

/**
 * Hostile input (docs/platform.md): for every operation of the committed openapi.json,
 * generated and
 * mutated requests never get a 5xx, a 4xx outside the flat envelope, or a slow answer.
 *
 * Environment: FUZZ_SEED and FUZZ_RUNS (seed, number of requests), FUZZ_BUDGET_S (time cap),
 * FUZZ_BOUND_MS (time bound per answer; looser in `npm test`, which shares the machine with
 * other suites), FUZZ_OPS (a regular expression on `METHOD /path`: fuzz those operations only),
 * FUZZ_TRACE (same form: print each of their requests and answers), FUZZ_TWIN_PERCENT (share
 * of requests sent twice at once, 3 by default), FUZZ_PATH (replay one
 * request of the seed, as printed with each failure), FUZZ_SUMMARY_FILE (the figures as JSON,
 * for `npm run fuzz`).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 9009);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/**
 * In `npm test` the fuzz also stops after this long (a shared, loaded machine must not make the
 * suite slow); a run with FUZZ_RUNS set makes every request unless FUZZ_BUDGET_S says otherwise.
 */
const BUDGET_MS =
  1000 * Number(process.env.FUZZ_BUDGET_S ?? (process.env.FUZZ_RUNS ? Infinity : 25));
const BOUND_MS = Number(process.env.FUZZ_BOUND_MS ?? 3_000);
const STALL_MS = 1_000;
const REPLAY_PATH = process.env.FUZZ_PATH;
const ONLY = process.env.FUZZ_OPS ? new RegExp(process.env.FUZZ_OPS) : undefined;
const TRACE = process.env.FUZZ_TRACE ? new RegExp(process.env.FUZZ_TRACE) : undefined;
/** A request unanswered for this long is cut and counted as a stall. */
const GIVE_UP_MS = Math.max(BOUND_MS * 3, 10_000);

describe('hostile input fuzz', () => {
  const everyOperation = loadOperations();
  const operations = everyOperation.filter((operation) => !ONLY || ONLY.test(operation.key));
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await createFuzzWorld(everyOperation);
  }, 180_000);

  afterAll(async () => {
    closeAgent();
    await world?.close();
  });

  it(
    'answers every request below 500, in the error envelope, within the bound',
    async () => {
      const report = new FuzzReport(SEED);
      let index = 0;
      const property = fc.asyncProperty(
        anyRequest(world, operations),
        async (request: FuzzRequest) => {
          const run = index++;
          const answers = await Promise.all(
            (request.twin ? [1, 2] : [1]).map(() => send(world.baseUrl, request, GIVE_UP_MS)),
          );
          let failed = false;
          for (const answer of answers) {
            const problem =
              judge(request, answer, BOUND_MS) ??
              // Every budget is raised for the fuzz app: a 429 means deep paths went untested.
              (answer.status === 429 ? 'a 429 although every rate limit is raised' : undefined);
            failed ||= problem !== undefined;
            report.record(run, request, answer, problem);
            if (
              REPLAY_PATH !== undefined ||
              TRACE?.test(`${request.method} ${request.operation.path}`)
            ) {
              process.stdout.write(`${describeRequest(request)}\n  → ${describeAnswer(answer)}\n`);
            }
            learn(request.caller.startsWith('other') ? world.other.pools : world.mine.pools, {
              operation: `${request.method} ${request.operation.path}`,
              params: request.params,
              status: answer.status,
              body: parseJson(answer.body),
              sent: request.sent,
            });
          }
          await replenish(world);
          return REPLAY_PATH === undefined || !failed;
        },
      );
      await fc.assert(property, {
        seed: SEED,
        numRuns: REPLAY_PATH === undefined ? RUNS : 1,
        path: REPLAY_PATH,
        endOnFailure: true,
        ...(Number.isFinite(BUDGET_MS)
          ? { interruptAfterTimeLimit: BUDGET_MS, markInterruptAsFailure: false }
          : {}),
      });

      const summary = report.summary(STALL_MS);
      if (process.env.FUZZ_SUMMARY_FILE) {
        writeFileSync(process.env.FUZZ_SUMMARY_FILE, JSON.stringify(summary, null, 2));
      } else {
        const { seed, requests, wallSeconds, slowestMs, slowestRequest, serverErrors, statuses } =
          summary;
        process.stdout.write(
          `fuzz seed ${String(seed)}: ${String(requests)} requests in ${String(wallSeconds)} s, ` +
            `slowest ${String(slowestMs)} ms (${String(slowestRequest)}), ${String(serverErrors)} 5xx, ` +
            `statuses ${JSON.stringify(statuses)}\n`,
        );
      }
      if (report.failures.length > 0) {
        const kinds = Object.entries(summary.failureKinds as Record<string, number>)
          .map(([kind, count]) => `  ${count} × ${kind}`)
          .join('\n');
        throw new Error(
          `${String(summary.failures)} requests broke the property:\n${kinds}\n\n` +
            formatFailures(report.failures),
        );
      }
    },
    Math.max(120_000, RUNS * 250),
  );
});

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}
