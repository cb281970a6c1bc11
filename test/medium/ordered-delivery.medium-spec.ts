import { Client } from 'pg';
import { EventsModule } from '../../src/events/events.module';
import { KeysModule } from '../../src/keys/keys.module';
import { QueueModule } from '../../src/queue/queue.module';
import { DeliveryEngine, DeliveryEngineModule } from '../../src/webhooks/delivery';
import {
  AttemptRecord,
  AttemptRecorderService,
} from '../../src/webhooks/delivery/attempts/attempt-recorder.service';
import { KeySequencesService } from '../../src/webhooks/delivery/ordering/key-sequences.service';
import { OutboxRelayService } from '../../src/webhooks/delivery/relay/outbox-relay.service';
import { LostJobSweepService } from '../../src/webhooks/delivery/relay/lost-job-sweep.service';
import { attemptJobId } from '../../src/webhooks/delivery/queue/delivery-jobs';
import { DeliveryQueues } from '../../src/webhooks/delivery/queue/delivery-queues';
import { RelayRepository } from '../../src/webhooks/delivery/store/relay.repository';
import { attemptRecord } from '../factories/attempt-record.factory';
import { createMediumContext, MediumContext } from '../support/medium-context';

/** Three attempts a round, so that a test can fail a delivery for good. */
const SCHEDULE = [0, 50, 50];

interface Row {
  id: string;
  status: string;
  attemptCount: number;
  roundAttempts: number;
  label: string | null;
}

/**
 * docs/webhooks-delivery.md, "Ordered delivery", against the real Postgres and Redis without
 * HTTP: one delivery of a key at a time in the events API's order, what releases the next (a
 * success, a failure for good, in the settling transaction), what holds it (a retrying head, a
 * transaction still open below an event, an earlier event not yet relayed), and the order of a
 * manual retry and a recovery. No worker runs (RUN_MODE=api): the test makes the outcomes itself
 * through the recorder every attempt uses.
 */
describe('ordered delivery per key', () => {
  let context: MediumContext;
  let relay: OutboxRelayService;
  let recorder: AttemptRecorderService;
  let sequences: KeySequencesService;
  let engine: DeliveryEngine;
  let teamId: string;

  beforeAll(async () => {
    context = await createMediumContext(
      [QueueModule, KeysModule, EventsModule, DeliveryEngineModule],
      {
        RUN_MODE: 'api',
        WEBHOOK_RETRY_SCHEDULE_MS: SCHEDULE.join(','),
      },
    );
    relay = context.get(OutboxRelayService);
    recorder = context.get(AttemptRecorderService);
    sequences = context.get(KeySequencesService);
    engine = context.get(DeliveryEngine);
    [{ id: teamId }] = await context.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO teams (name) VALUES ('Ordered delivery') RETURNING id`,
    );
  });
  afterAll(() => context.close());

  async function subscription(orderingKey: string | null): Promise<string> {
    const [{ id }] = await context.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO webhook_subscriptions (team_id, url, secret_sealed, ordering_key, created_at)
       VALUES ($1, 'https://receiver.test/hook', 'sealed', $2, now() - interval '1 minute')
       RETURNING id`,
      [teamId, orderingKey],
    );
    return id;
  }

  /** Commits one event per label, each in its own transaction: `a1` is about agent `a`. */
  async function commit(...labels: string[]): Promise<void> {
    for (const label of labels) {
      const data = /^[a-z]\d+$/.test(label) ? { agentId: label[0], label } : { label };
      await context.dataSource.query(`SELECT record_outbox_event($1, 'agent.updated', $2)`, [
        teamId,
        JSON.stringify(data),
      ]);
    }
  }

  /** What the relay loop does each tick, until it has nothing left. */
  async function relayAll(): Promise<void> {
    while (await relay.relayAndRelease());
  }

  async function rows(subscriptionId: string): Promise<Row[]> {
    return context.dataSource.query<Row[]>(
      `SELECT d.id, d.attempt_count AS "attemptCount",
              CASE WHEN d.status = 'waiting' AND EXISTS (
                     SELECT 1 FROM webhook_key_heads h WHERE h.delivery_id = d.id)
                THEN 'released' ELSE d.status END AS status,
              d.round_attempts AS "roundAttempts", e.data->>'label' AS label
         FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id
        WHERE d.subscription_id = $1 ORDER BY e.xid, e.seq`,
      [subscriptionId],
    );
  }

  async function statusOf(subscriptionId: string): Promise<Record<string, string>> {
    return Object.fromEntries(
      (await rows(subscriptionId)).map((row) => [row.label ?? '', row.status]),
    );
  }

  async function delivery(subscriptionId: string, label: string): Promise<Row> {
    const found = (await rows(subscriptionId)).find((row) => row.label === label);
    if (!found) throw new Error(`no delivery of ${label}`);
    return found;
  }

  /**
   * The order may only become final a moment later than the test expects (a write transaction
   * of another test on the same server holds the horizon back): the relay loop's release, again.
   */
  async function settledTo(subscriptionId: string, expected: Record<string, string>) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const actual = await statusOf(subscriptionId);
      const matches = Object.entries(expected).every(([label, status]) => actual[label] === status);
      if (matches) return;
      if (Date.now() > deadline) expect(actual).toMatchObject(expected);
      await sequences.releaseFree();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  function record(subscriptionId: string, row: Row, responseStatus: number): AttemptRecord {
    return attemptRecord(subscriptionId, row, responseStatus, { ordered: true });
  }

  async function succeed(subscriptionId: string, label: string): Promise<void> {
    await recorder.succeeded(record(subscriptionId, await delivery(subscriptionId, label), 200));
  }

  async function fail(subscriptionId: string, label: string): Promise<void> {
    await recorder.failed(record(subscriptionId, await delivery(subscriptionId, label), 500));
  }

  async function failForGood(subscriptionId: string, label: string): Promise<void> {
    for (let attempt = 0; attempt < SCHEDULE.length; attempt += 1)
      await fail(subscriptionId, label);
    expect((await delivery(subscriptionId, label)).status).toBe('failed');
  }

  it('releases one delivery a key, in order; events without the field form the empty key', async () => {
    const id = await subscription('data.agentId');
    await commit('a1', 'b1', 'a2', 'n1', 'b2', 'n2', 'a3');
    await relayAll();
    await settledTo(id, { a1: 'released', b1: 'released', n1: 'released' });
    expect(await statusOf(id)).toEqual({
      a1: 'released',
      b1: 'released',
      n1: 'released',
      a2: 'waiting',
      b2: 'waiting',
      n2: 'waiting',
      a3: 'waiting',
    });
    const [a1, a2, a3] = await Promise.all(['a1', 'a2', 'a3'].map((label) => delivery(id, label)));
    const waitingFor = await engine.waitingFor([a2.id, a3.id]);
    expect(waitingFor.get(a2.id)).toEqual({
      deliveryId: a2.id,
      waitingFor: a1.id,
      releasedAt: null,
    });
    expect(waitingFor.get(a3.id)?.waitingFor).toBe(a2.id);
    const released = await engine.waitingFor([a1.id]);
    expect(released.get(a1.id)).toMatchObject({ waitingFor: null, releasedAt: expect.any(Date) });

    await succeed(id, 'a1');
    await settledTo(id, { a1: 'succeeded', a2: 'released', a3: 'waiting' });
    await succeed(id, 'n1');
    await settledTo(id, { n1: 'succeeded', n2: 'released', b2: 'waiting' });
  });

  it('releases the next in the transaction that settles the head', async () => {
    const id = await subscription('data.agentId');
    await commit('c1', 'c2');
    await relayAll();
    await settledTo(id, { c1: 'released', c2: 'waiting' });
    // Nothing but the success itself moves c2 on: the relay loop is not called.
    await succeed(id, 'c1');
    const deadline = Date.now() + 5_000;
    while ((await delivery(id, 'c2')).status !== 'released' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await statusOf(id)).c2).toBe('released');
  });

  it('a retrying head holds its key; failing for good releases the next; other keys flow', async () => {
    const id = await subscription('data.agentId');
    await commit('d1', 'e1', 'd2', 'e2');
    await relayAll();
    await settledTo(id, { d1: 'released', e1: 'released' });
    await fail(id, 'd1');
    await relayAll();
    expect(await statusOf(id)).toMatchObject({ d1: 'pending', d2: 'waiting' });
    expect((await delivery(id, 'd1')).attemptCount).toBe(1);
    await succeed(id, 'e1');
    await settledTo(id, { e1: 'succeeded', e2: 'released', d2: 'waiting' });
    await fail(id, 'd1');
    await fail(id, 'd1');
    await settledTo(id, { d1: 'failed', d2: 'released' });
  });

  it('"subscription" makes every event one sequence', async () => {
    const id = await subscription('subscription');
    await commit('f1', 'g1', 'x1');
    await relayAll();
    await settledTo(id, { f1: 'released' });
    expect(await statusOf(id)).toEqual({ f1: 'released', g1: 'waiting', x1: 'waiting' });
    await succeed(id, 'f1');
    await settledTo(id, { g1: 'released', x1: 'waiting' });
  });

  it('holds an event while a transaction below it is still open', async () => {
    const id = await subscription('data.agentId');
    const open = new Client({ connectionString: context.config.databaseUrl });
    await open.connect();
    try {
      await open.query('BEGIN');
      await open.query('SELECT pg_current_xact_id()');
      await commit('h1');
      await relayAll();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await relayAll();
      expect(await statusOf(id)).toEqual({ h1: 'waiting' });
      const h1 = (await delivery(id, 'h1')).id;
      expect((await engine.waitingFor([h1])).get(h1)).toMatchObject({
        waitingFor: null,
        releasedAt: null,
      });
      await open.query('COMMIT');
      await settledTo(id, { h1: 'released' });
    } finally {
      await open.end();
    }
  });

  it('a transaction open in another database of the server holds nothing', async () => {
    const id = await subscription('data.agentId');
    const elsewhere = new URL(context.config.databaseUrl);
    elsewhere.pathname = '/postgres';
    const open = new Client({ connectionString: elsewhere.toString() });
    await open.connect();
    try {
      await open.query('BEGIN');
      await open.query('SELECT pg_current_xact_id()');
      await commit('o1');
      await relayAll();
      await settledTo(id, { o1: 'released' });
    } finally {
      await open.query('ROLLBACK');
      await open.end();
    }
  });

  it('an event relayed before an earlier one (in the events API) waits for it', async () => {
    await relayAll();
    const id = await subscription('data.agentId');
    // The later transaction in the events API's order (a larger xid) starts first, so a relay
    // taking events by creation time takes it first.
    const later = new Client({ connectionString: context.config.databaseUrl });
    const earlier = new Client({ connectionString: context.config.databaseUrl });
    await Promise.all([later.connect(), earlier.connect()]);
    try {
      await later.query('BEGIN');
      await later.query('SELECT now()');
      await earlier.query('BEGIN');
      await earlier.query('SELECT pg_current_xact_id()');
      await later.query('SELECT pg_current_xact_id()');
      const write = (client: Client, label: string) =>
        client.query(`SELECT record_outbox_event($1, 'agent.updated', $2)`, [
          teamId,
          JSON.stringify({ agentId: 'k', label }),
        ]);
      await write(earlier, 'k1');
      await write(later, 'k2');
      await earlier.query('COMMIT');
      await later.query('COMMIT');
    } finally {
      await Promise.all([later.end(), earlier.end()]);
    }
    // The relay takes k2 alone first: k1 is still to be relayed, so k2 may not go.
    const oneEvent = await context.get(RelayRepository).relayOutboxEvents(1);
    expect(oneEvent.relayed).toBe(1);
    await sequences.releaseFree();
    expect(await statusOf(id)).toEqual({ k2: 'waiting' });
    await relayAll();
    await settledTo(id, { k1: 'released', k2: 'waiting' });
  });

  it('a manual retry and a recovery send again in the events API order', async () => {
    const id = await subscription('data.agentId');
    await commit('m1', 'm2', 'm3', 'm4');
    await relayAll();
    await settledTo(id, { m1: 'released' });
    await failForGood(id, 'm1');
    await settledTo(id, { m2: 'released' });
    await failForGood(id, 'm2');
    await settledTo(id, { m3: 'released' });
    await succeed(id, 'm3');
    await settledTo(id, { m4: 'released' });

    // m4 holds the key: m2, then m1 retried wait behind it, m1 first.
    await engine.retry(id, (await delivery(id, 'm2')).id);
    await engine.retry(id, (await delivery(id, 'm1')).id);
    expect(await statusOf(id)).toMatchObject({ m1: 'waiting', m2: 'waiting', m4: 'released' });
    const m1 = (await delivery(id, 'm1')).id;
    const m2 = (await delivery(id, 'm2')).id;
    const places = await engine.waitingFor([m1, m2]);
    expect(places.get(m1)?.waitingFor).toBe((await delivery(id, 'm4')).id);
    expect(places.get(m2)?.waitingFor).toBe(m1);
    await succeed(id, 'm4');
    await settledTo(id, { m1: 'released', m2: 'waiting' });
    await failForGood(id, 'm1');
    await settledTo(id, { m2: 'released' });
    await failForGood(id, 'm2');

    // Recovered together: released one at a time, oldest event first.
    const recovered = await engine.recover(id, new Date(Date.now() - 60_000), new Date());
    expect(recovered).toBe(2);
    await settledTo(id, { m1: 'released', m2: 'waiting' });
    await succeed(id, 'm1');
    await settledTo(id, { m2: 'released' });
  });

  it('removing the ordering releases whatever waits', async () => {
    const id = await subscription('data.agentId');
    await commit('p1', 'p2', 'p3');
    await relayAll();
    await settledTo(id, { p1: 'released', p2: 'waiting', p3: 'waiting' });
    await context.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE webhook_subscriptions SET ordering_key = NULL WHERE id = $1', [
        id,
      ]);
      // p1 was released, not yet attempted: it goes as it is, with the two that waited.
      const released = await sequences.endOrdering(manager, id);
      expect(released).toHaveLength(3);
    });
    expect(await statusOf(id)).toEqual({ p1: 'pending', p2: 'pending', p3: 'pending' });
    const keys = await context.dataSource.query(
      `SELECT (SELECT count(*)::int FROM webhook_key_heads WHERE subscription_id = $1) AS heads,
              (SELECT count(*)::int FROM webhook_key_queue WHERE subscription_id = $1) AS queued`,
      [id],
    );
    expect(keys).toEqual([{ heads: 0, queued: 0 }]);
  });

  it('the lost-job sweep frees a key whose head settled without giving it up', async () => {
    const id = await subscription('data.agentId');
    await commit('s1', 's2');
    await relayAll();
    await settledTo(id, { s1: 'released', s2: 'waiting' });
    const s1 = await delivery(id, 's1');
    // A settlement that forgot the key (none does): the head stays on a delivered delivery.
    await context.dataSource.query(
      `UPDATE webhook_deliveries SET status = 'succeeded', next_attempt_at = NULL WHERE id = $1`,
      [s1.id],
    );
    await context.dataSource.query(
      `UPDATE webhook_key_heads SET claimed_at = now() - interval '1 hour' WHERE delivery_id = $1`,
      [s1.id],
    );
    await relayAll();
    expect((await statusOf(id)).s2).toBe('waiting');
    await context.get(LostJobSweepService).sweep();
    await settledTo(id, { s2: 'released' });
  });

  it('the lost-job sweep queues again the attempt of a head released and never attempted', async () => {
    const id = await subscription('data.agentId');
    await commit('r1');
    await relayAll();
    await settledTo(id, { r1: 'released' });
    const r1 = await delivery(id, 'r1');
    const queues = context.get(DeliveryQueues);
    // Its job lost with Redis.
    await queues.outbound.remove(attemptJobId(r1.id, 1));
    expect(await queues.outbound.getJob(attemptJobId(r1.id, 1))).toBeUndefined();
    await context.dataSource.query(
      `UPDATE webhook_key_heads SET claimed_at = now() - interval '1 hour' WHERE delivery_id = $1`,
      [r1.id],
    );
    await context.get(LostJobSweepService).sweep();
    expect(await queues.outbound.getJob(attemptJobId(r1.id, 1))).toBeDefined();
  });
});
