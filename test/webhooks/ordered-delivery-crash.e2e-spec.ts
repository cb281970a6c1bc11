import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { noteSyntheticEvents } from '../support/event-schema-check';
import { buildService, ServiceProcess } from '../outages/support/service-process';
import { SUBSCRIPTIONS } from './support/outbound-harness';
import { TestReceiver } from './support/test-receiver';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

const KEYS = 100;
const EVENTS_PER_KEY = 50;
const FAILURE_RATE = 0.2;
/** Events a transaction commits, and transactions open at once: xids and commits interleave. */
const BATCH = 25;
const WRITERS = 8;

interface Received {
  eventId: string;
  key: string;
  ok: boolean;
}

/**
 * platform.md, "Ordered delivery": it holds in split mode with two workers, across a worker
 * crash. The API in this process (RUN_MODE=api), two built worker processes (each relaying and
 * attempting), one subscription ordered by `data.agentId`, 100 agents × 50 events committed by
 * concurrent transactions, a receiver answering 500 to a fifth of the requests at random, and a
 * worker killed (SIGKILL) mid-run and started again. Every agent's events must arrive in the
 * events API's order (each event's first request after the previous event's first 2xx), none
 * lost; the counts are printed.
 */
describe('ordered delivery: split mode, two workers, one killed', () => {
  let setup: WebhookTestApp;
  let receiver: TestReceiver;
  let workers: ServiceProcess[] = [];
  const received: Received[] = [];

  beforeAll(async () => {
    buildService();
    receiver = await TestReceiver.start((req) => {
      const { id, data } = JSON.parse(req.rawBody.toString('utf8')) as {
        id: string;
        data: { agentId: string };
      };
      const ok = Math.random() >= FAILURE_RATE;
      received.push({ eventId: id, key: data.agentId, ok });
      return { status: ok ? 200 : 500 };
    });
    setup = await createWebhookTestApp({
      RUN_MODE: 'api',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // Ten attempts a round, 20 ms apart: at 20 % failures none fails for good (0.2^10).
      WEBHOOK_RETRY_SCHEDULE_MS: '0,20,20,20,20,20,20,20,20,20',
      WEBHOOK_SUBSCRIPTION_CONCURRENCY: '64',
      WEBHOOK_BREAKER_OPEN_MS: '200',
      WEBHOOK_JOB_LOCK_MS: '2000',
      WEBHOOK_RECOVERY_AFTER_MS: '1000',
      WEBHOOK_RELAY_INTERVAL_MS: '20',
    });
    workers = [1, 2].map((n) => new ServiceProcess(`worker ${n}`, 'worker', setup.env));
    await Promise.all(workers.map((worker) => worker.start()));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await setup?.close();
    await receiver?.close();
  }, 60_000);

  /** One transaction: an `agent.updated` of each agent, in this order (record_outbox_event). */
  async function commitRound(teamId: string, agentIds: string[], round: number): Promise<void> {
    const rows = await setup.dataSource.transaction((manager) =>
      manager.query<Array<{ id: string }>>(
        `SELECT record_outbox_event($1, 'agent.updated',
                                    jsonb_build_object('agentId', agent_id, 'round', $3::int)) AS id
           FROM unnest($2::text[]) WITH ORDINALITY AS a(agent_id, n)
          ORDER BY n`,
        [teamId, agentIds, round],
      ),
    );
    noteSyntheticEvents(rows.map((row) => row.id));
  }

  it('delivers every key in order with nothing lost', async () => {
    const caller = await createCaller(setup, 'webhooks:read', 'webhooks:write');
    const teamId = caller.member.teamId;
    const created = await request(setup.http)
      .post(SUBSCRIPTIONS)
      .set(caller.auth)
      .send({
        url: `${receiver.url}/ordered`,
        ordering: { key: 'data.agentId' },
      })
      .expect(201);
    const subscriptionId = created.body.subscriptionId as string;
    const started = Date.now();

    // Fifty rounds of one event of every agent, shuffled and split in transactions of 25, eight
    // of them open at once: one agent's events of neighbouring rounds commit concurrently, so
    // the events API's order (xid, seq) is not the order they were started in.
    const batches = Array.from({ length: EVENTS_PER_KEY }, (_, round) =>
      chunks(shuffled(Array.from({ length: KEYS }, (_, key) => `agent-${key}`)), BATCH).map(
        (agentIds) => ({ agentIds, round }),
      ),
    ).flat();
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        for (let batch = batches.shift(); batch; batch = batches.shift())
          await commitRound(teamId, batch.agentIds, batch.round);
      }),
    );
    const deliveredCount = () => new Set(received.filter((r) => r.ok).map((r) => r.eventId)).size;
    await eventually(() => deliveredCount() >= (KEYS * EVENTS_PER_KEY) / 3, 60_000, 'a third');
    await workers[0].kill();
    const killedAt = deliveredCount();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await workers[0].start();

    const total = KEYS * EVENTS_PER_KEY;
    await eventually(
      async () => {
        const [row] = await setup.dataSource.query<Array<{ done: number }>>(
          `SELECT count(*)::int AS done FROM webhook_deliveries
            WHERE subscription_id = $1 AND status = 'succeeded'`,
          [subscriptionId],
        );
        return row.done === total;
      },
      90_000,
      'every delivery succeeded',
    );

    // The events API's order, per agent.
    const events = await setup.dataSource.query<Array<{ id: string; key: string }>>(
      `SELECT id, data->>'agentId' AS key FROM outbox_events
        WHERE team_id = $1 AND type = 'agent.updated' ORDER BY xid, seq`,
      [teamId],
    );
    const expected = new Map<string, string[]>();
    for (const event of events)
      expected.set(event.key, [...(expected.get(event.key) ?? []), event.id]);

    let outOfOrder = 0;
    let lost = 0;
    let duplicates = 0;
    for (const [key, order] of expected) {
      const requests = received.filter((r) => r.key === key);
      const firstRequest = new Map<string, number>();
      const firstSuccess = new Map<string, number>();
      requests.forEach((r, index) => {
        if (!firstRequest.has(r.eventId)) firstRequest.set(r.eventId, index);
        if (!r.ok) return;
        if (firstSuccess.has(r.eventId)) duplicates += 1;
        else firstSuccess.set(r.eventId, index);
      });
      order.forEach((eventId, position) => {
        if (!firstSuccess.has(eventId)) lost += 1;
        // Its first request comes after the first 2xx of the event before it.
        const previous = position > 0 ? firstSuccess.get(order[position - 1]) : -1;
        const first = firstRequest.get(eventId);
        if (previous === undefined || first === undefined || first < previous) outOfOrder += 1;
      });
    }
    const [attempts] = await setup.dataSource.query<
      Array<{ attempts: number; deliveries: number }>
    >(
      `SELECT (SELECT count(*)::int FROM webhook_delivery_attempts WHERE subscription_id = $1)
                AS attempts,
              (SELECT count(*)::int FROM webhook_deliveries WHERE subscription_id = $1)
                AS deliveries`,
      [subscriptionId],
    );
    const [leftover] = await setup.dataSource.query<Array<{ heads: number; queued: number }>>(
      `SELECT (SELECT count(*)::int FROM webhook_key_heads WHERE subscription_id = $1) AS heads,
              (SELECT count(*)::int FROM webhook_key_queue WHERE subscription_id = $1) AS queued`,
      [subscriptionId],
    );
    process.stdout.write(
      `\nordered delivery, split mode: ${expected.size} keys, ${events.length} events, ` +
        `${attempts.deliveries} deliveries, ${attempts.attempts} attempts recorded, ` +
        `${received.length} requests received (${received.filter((r) => !r.ok).length} answered ` +
        `500, ${duplicates} duplicate 2xx), worker 1 killed after ${killedAt} delivered and ` +
        `started again; out of order ${outOfOrder}, lost ${lost}; ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    expect(expected.size).toBe(KEYS);
    expect(events).toHaveLength(total);
    expect(attempts.deliveries).toBe(total);
    expect({ outOfOrder, lost }).toEqual({ outOfOrder: 0, lost: 0 });
    expect(leftover).toEqual({ heads: 0, queued: 0 });
    expect(workers.flatMap((worker) => worker.errorLines())).toEqual([]);
  }, 180_000);
});

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

function shuffled<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}
