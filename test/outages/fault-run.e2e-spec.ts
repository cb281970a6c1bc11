import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { createAgentCaller } from '../factories/agents.factory';
import { createInboundEndpoint, createSubscription } from '../factories/webhooks.factory';
import { PrivatePostgres } from '../support/private-postgres';
import { PrivateRedis } from '../support/private-redis';
import { createTestApp } from '../support/test-app';
import { eventually } from '../webhooks/support/webhook-test-app';
import { TestReceiver } from '../webhooks/support/test-receiver';
import { buildService, ServiceProcess } from './support/service-process';
import {
  deliverySummary,
  FaultRow,
  faultTable,
  owedDeliveries,
  Window,
} from './support/fault-table';
import { Answer, pause, Traffic } from './support/traffic';

/**
 * The fault table of docs/operations.md, measured: the built service (two API processes, two
 * worker
 * processes) on a Postgres and a Redis of the test's own, under steady traffic counted answer by
 * answer, while Redis is frozen and killed, Postgres stopped and a worker killed. The table is
 * written to test-output/fault-table.md; each row asserts its target.
 */
describe('fault run: the built service under traffic', () => {
  const postgres = new PrivatePostgres();
  const redis = new PrivateRedis();
  let receiver: TestReceiver;
  const rows: FaultRow[] = [];
  let apis: ServiceProcess[] = [];
  let workers: ServiceProcess[] = [];
  let traffic: Traffic;
  let db: Pool;
  let teamId: string;
  let endpointId: string;

  beforeAll(async () => {
    buildService();
    receiver = await TestReceiver.start();
    await Promise.all([postgres.start(), redis.start()]);
    const env: Record<string, string> = {
      DATABASE_URL: await postgres.createDatabase('platform'),
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'faults',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      RATE_LIMIT_OVERRIDES: 'api=1000000,webhook=1000000',
    };
    const setup = await createTestApp({ ...env, RUN_MODE: 'api' });
    const caller = await createAgentCaller(setup);
    teamId = caller.teamId;
    const endpoint = await createInboundEndpoint(setup, teamId);
    endpointId = endpoint.endpointId;
    await createSubscription(setup, teamId, `${receiver.url}/hook`, ['agent.created']);
    await setup.close();

    apis = [1, 2].map((n) => new ServiceProcess(`api ${n}`, 'api', env));
    workers = [1, 2].map((n) => new ServiceProcess(`worker ${n}`, 'worker', env));
    await Promise.all([...apis, ...workers].map((process) => process.start()));
    // A pool: its connections die with Postgres and are made again once it is back.
    db = new Pool({ connectionString: env.DATABASE_URL, max: 2 });
    db.on('error', () => undefined);

    traffic = new Traffic(
      () => apis.map((api) => api.url),
      [
        {
          kind: 'inbound',
          method: 'POST',
          path: endpoint.path,
          body: (sequence) => JSON.stringify({ sequence }),
        },
        {
          kind: 'agent create',
          method: 'POST',
          path: '/v1/agents/create',
          headers: caller.auth,
          body: (sequence) => JSON.stringify({ name: `Fault run ${sequence}` }),
        },
        { kind: 'agent list', method: 'GET', path: '/v1/agents?limit=5', headers: caller.auth },
      ],
    );
    traffic.start(6, 20);
  }, 120_000);

  afterAll(async () => {
    await traffic?.stop();
    await Promise.all([...apis, ...workers].map((process) => process.stop()));
    await db?.end();
    await receiver?.close();
    await redis.kill();
    postgres.destroy();
    const table = faultTable(rows);
    const dir = join(__dirname, '..', '..', 'test-output');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'fault-table.md'), table);
    process.stdout.write(`\n${table}\n`);
  }, 60_000);

  /**
   * Runs `fault` for `downMs`, then `recover`, then waits until every event owed meanwhile has
   * arrived (at most DRAIN_LIMIT_MS) and measures the row.
   */
  async function measure(
    name: string,
    fault: () => Promise<void> | void,
    downMs: number,
    recover: () => Promise<void> | void,
  ): Promise<FaultRow> {
    const processes = [...apis, ...workers];
    const linesBefore = processes.map((process) => process.lines.length);
    const started = Date.now();
    await fault();
    await pause(downMs);
    await recover();
    const window: Window = { started, recovered: Date.now() };
    const row = async (): Promise<FaultRow> => ({
      name,
      window,
      answers: traffic.between(window.started, window.recovered + 1_000),
      events: await eventsSince(window.started - 2_000),
      arrivals: firstArrivals(receiver),
      errorLines: processes.reduce(
        (sum, process, index) => sum + process.errorLines(linesBefore[index]).length,
        0,
      ),
    });
    const deadline = window.recovered + DRAIN_LIMIT_MS;
    await pause(1_000);
    while (Date.now() < deadline && !drained(await row())) await pause(250);
    const measured = await row();
    rows.push(measured);
    return measured;
  }

  async function eventsSince(from: number) {
    const { rows: events } = await db.query<{ id: string; created_at: Date }>(
      `SELECT id, created_at FROM outbox_events
        WHERE team_id = $1 AND type = 'agent.created' AND created_at >= $2`,
      [teamId, new Date(from)],
    );
    return events.map((event) => ({ id: event.id, committedAt: event.created_at.getTime() }));
  }

  it('no fault: every answer 2xx within a second, readiness 200 although traffic is heavy', async () => {
    const row = await measure('no fault, 2 API + 2 worker processes', noop, 5_000, noop);
    expect(row.answers.length).toBeGreaterThan(50);
    expect(failedOrSlow(row.answers)).toEqual([]);
  }, 150_000);

  it.each([
    ['Redis frozen (SIGSTOP) 10 s', 10_000],
    ['Redis frozen (SIGSTOP) 40 s', 40_000],
  ])(
    '%s: every answer 2xx within a second, delivery resumes within 5 s',
    async (name, ms) => {
      const row = await measure(
        name,
        () => redis.freeze(),
        ms,
        () => redis.thaw(),
      );
      expect(failedOrSlow(requests(row))).toEqual([]);
      expectReadinessDown(row);
      expectDeliveryResumed(row);
    },
    90_000,
  );

  it('Redis killed 10 s (back empty): every answer 2xx within a second, delivery resumes within 5 s', async () => {
    const row = await measure(
      'Redis killed (kill -9) 10 s',
      () => redis.kill(),
      10_000,
      () => redis.start(),
    );
    expect(failedOrSlow(requests(row))).toEqual([]);
    expectReadinessDown(row);
    expectDeliveryResumed(row);
  }, 150_000);

  it('Postgres stopped 10 s: 503 with Retry-After on /v1, 500 on the receiver, within a second; delivery resumes within 5 s', async () => {
    const row = await measure(
      'Postgres stopped 10 s',
      () => postgres.stop(),
      10_000,
      () => postgres.start(),
    );
    const refused = requests(row).filter((answer) => answer.status >= 300 || answer.status === 0);
    expect(refused.length).toBeGreaterThan(10);
    expect(
      refused.filter((answer) =>
        answer.kind === 'inbound'
          ? !(answer.status === 500 && answer.error === 'INTERNAL_ERROR')
          : !(
              answer.status === 503 &&
              answer.error === 'SERVICE_UNAVAILABLE' &&
              answer.retryAfter === '5'
            ),
      ),
    ).toEqual([]);
    expect(requests(row).filter((answer) => answer.ms >= 1_000 || answer.status === 0)).toEqual([]);
    expectReadinessDown(row);
    expectDeliveryResumed(row);
  }, 150_000);

  it('a worker killed (kill -9) beside another, restarted after 5 s: what it held is attempted again within 10 s of the kill', async () => {
    let killed = 0;
    const row = await measure(
      'a worker of two killed (kill -9), restarted after 5 s',
      async () => {
        killed = Date.now();
        await workers[0].kill();
      },
      5_000,
      () => workers[0].start(),
    );
    expect(failedOrSlow(row.answers)).toEqual([]);
    expectDeliveryResumed(row);
    // Its held attempts wait for their job locks to lapse (WEBHOOK_JOB_LOCK_MS).
    expect(arrivedLate(row, 10_000, killed)).toEqual([]);
  }, 150_000);

  it('the only worker killed (kill -9), restarted after 5 s: no event arrives later than 10 s after its commit or the restart', async () => {
    await workers[1].stop();
    let restarted = 0;
    const row = await measure(
      'the only worker killed (kill -9), restarted after 5 s',
      () => workers[0].kill(),
      5_000,
      async () => {
        await workers[0].start();
        restarted = Date.now();
      },
    );
    await workers[1].start();
    expect(failedOrSlow(row.answers)).toEqual([]);
    expectDeliveryResumed(row);
    expect(arrivedLate(row, 10_000, restarted)).toEqual([]);
  }, 150_000);

  it('each worker process serves its delivery metrics on a port of its own (WORKER_METRICS_PORT)', async () => {
    const scrapes = await Promise.all(
      workers.map(async (worker) => {
        const response = await fetch(worker.metricsUrl);
        expect(response.status).toBe(200);
        return response.text();
      }),
    );
    const attempts = scrapes.map((text) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('webhook_delivery_attempts_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0),
    );
    // The API processes make no attempts; the workers made every one of the run's deliveries.
    expect(attempts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    expect((await fetch(workers[0].metricsUrl.replace('/metrics', '/v1/agents'))).status).toBe(404);
  });

  it('lost nothing: every accepted inbound delivery stored and processed, every committed event delivered', async () => {
    const accepted = traffic.answers.filter(
      (answer) => answer.kind === 'inbound' && answer.status === 200,
    ).length;
    await eventually(
      async () => {
        const {
          rows: [counts],
        } = await db.query<{ stored: number; processed: number }>(
          `SELECT count(*)::int AS stored, count(processed_at)::int AS processed
           FROM webhook_inbound_deliveries WHERE endpoint_id = $1 AND outcome = 'accepted'`,
          [endpointId],
        );
        return counts.stored >= accepted && counts.processed === counts.stored;
      },
      20_000,
      'every accepted inbound delivery to be processed',
    );
    await traffic.stop();
    const {
      rows: [{ stored }],
    } = await db.query<{ stored: number }>(
      `SELECT count(*)::int AS stored FROM webhook_inbound_deliveries WHERE endpoint_id = $1 AND outcome = 'accepted'`,
      [endpointId],
    );
    expect(stored).toBe(
      traffic.answers.filter((answer) => answer.kind === 'inbound' && answer.status === 200).length,
    );
    const { rows: events } = await db.query<{ id: string }>(
      `SELECT id FROM outbox_events WHERE team_id = $1 AND type = 'agent.created'`,
      [teamId],
    );
    await eventually(
      () => {
        const arrived = firstArrivals(receiver);
        return events.every((event) => arrived.has(event.id));
      },
      30_000,
      'every committed event to reach the subscription',
    );
  }, 150_000);
});

const noop = () => undefined;

/** How long a row waits for what was owed during its fault before it is measured anyway. */
const DRAIN_LIMIT_MS = 60_000;

function drained(row: FaultRow): boolean {
  return owedDeliveries(row).every((event) => Number.isFinite(event.arrived));
}

/** The API calls of the traffic, without the readiness probes. */
function requests(row: FaultRow) {
  return row.answers.filter((answer) => answer.kind !== 'ready');
}

function failedOrSlow(answers: Answer[]) {
  return answers.filter(
    (answer) => answer.status === 0 || answer.status >= 300 || answer.ms >= 1_000,
  );
}

/** Readiness says a dependency is down, within its own budget (the 1 s connect deadline). */
function expectReadinessDown(row: FaultRow) {
  const ready = row.answers.filter((answer) => answer.kind === 'ready');
  expect(ready.some((answer) => answer.status === 503)).toBe(true);
  expect(ready.filter((answer) => answer.status === 0 || answer.ms >= 1_500)).toEqual([]);
}

/** The first owed delivery arrives within 5 s of recovery, and all of them at some point. */
/**
 * The events owed around a fault that arrived more than `ms` after their commit, or after
 * `resumedAt` (a restart) when that came later.
 */
function arrivedLate(row: FaultRow, ms: number, resumedAt = 0) {
  return owedDeliveries(row)
    .filter((event) => event.arrived - Math.max(event.committedAt, resumedAt) > ms)
    .map((event) => ({
      id: event.id,
      lateMs: event.arrived - Math.max(event.committedAt, resumedAt),
    }));
}

function expectDeliveryResumed(row: FaultRow) {
  const { resumedAfterMs, owed, undelivered } = deliverySummary(row);
  if (owed > 0) expect(resumedAfterMs).toBeLessThanOrEqual(5_000);
  expect(undelivered).toBe(0);
}

function firstArrivals(receiver: TestReceiver): Map<string, number> {
  const arrivals = new Map<string, number>();
  for (const request of receiver.requests) {
    const { id } = JSON.parse(request.rawBody.toString('utf8')) as { id: string };
    if (!arrivals.has(id) || arrivals.get(id)! > request.receivedAt)
      arrivals.set(id, request.receivedAt);
  }
  return arrivals;
}
