import request from 'supertest';
import { commitEvents } from '../factories/webhooks.factory';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import { eventually } from './support/webhook-test-app';

interface Circuit {
  state: string;
  openUntil: string | null;
  consecutiveFailures: number;
}

/** The fields a 400 names, each once. */
const fieldsOf = (body: { details: Array<{ field: string }> }) => [
  ...new Set(body.details.map((detail) => detail.field)),
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The most requests seen in any one-second window (each request starting one). */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.max(
    0,
    ...sorted.map((start) => sorted.filter((t) => t >= start && t < start + 1000).length),
  );
}

describe('protecting receivers: the circuit breaker and maxDeliveriesPerSecond', () => {
  const OPEN_MS = 2_000;
  const h = new OutboundHarness({
    // Twelve attempts a round: the breaker (20) trips long before four deliveries run out.
    WEBHOOK_RETRY_SCHEDULE_MS: '0,100,100,100,100,100,100,100,100,100,100,100',
    WEBHOOK_BREAKER_THRESHOLD: '20',
    WEBHOOK_BREAKER_OPEN_MS: String(OPEN_MS),
    WEBHOOK_BREAKER_MAX_OPEN_MS: String(2 * OPEN_MS),
    // An attempt that times out was sent but not seen whole by the receiver, which counts a
    // request once its body has arrived: on a loaded machine the 1.5 s of the other tests can
    // pass while a body is on its way, and the counts below would differ for that alone.
    WEBHOOK_DELIVERY_TIMEOUT_MS: '10000',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const circuitOf = async (subscriptionId: string) =>
    ((await h.subscription(subscriptionId)) as unknown as { circuit: Circuit }).circuit;

  it('opens after 20 failures in a row, sends nothing while open, and closes on the probe’s success', async () => {
    const sub = await h.subscribe();
    let failing = true;
    h.receiver.respondWith((req) =>
      req.path === sub.path && failing ? { status: 500 } : { status: 200, body: 'ok' },
    );
    await commitEvents(h.app, h.caller.member.teamId, 4);

    const open = await eventually(
      async () => {
        const circuit = await circuitOf(sub.subscriptionId);
        return circuit.state === 'open' ? circuit : undefined;
      },
      20_000,
      'the breaker to open',
    );
    expect(open.consecutiveFailures).toBeGreaterThanOrEqual(20);
    const openUntil = Date.parse(open.openUntil ?? '');
    const openedAt = openUntil - OPEN_MS;

    // Nothing arrives while it is open (attempts already in flight when it opened aside).
    await sleep(Math.max(0, openUntil - 100 - Date.now()));
    const duringOpen = h
      .requestsTo(sub.path)
      .filter((req) => req.receivedAt > openedAt + 500 && req.receivedAt < openUntil - 100);
    expect(duringOpen).toHaveLength(0);
    const failedRequests = h.requestsTo(sub.path).length;
    expect(failedRequests).toBeGreaterThanOrEqual(20);

    failing = false;
    const deliveries = await eventually(
      async () => {
        const all = await h.deliveriesOf(sub.subscriptionId);
        return all.length === 4 && all.every((d) => d.status === 'succeeded') ? all : undefined;
      },
      30_000,
      'every delivery to succeed once the probe closed the breaker',
    );
    expect(await circuitOf(sub.subscriptionId)).toEqual({
      state: 'closed',
      openUntil: null,
      consecutiveFailures: 0,
    });
    // The probe and the deliveries it let through came after the open period.
    const afterOpen = h.requestsTo(sub.path).filter((req) => req.receivedAt >= openUntil - 100);
    expect(afterOpen.length).toBeGreaterThanOrEqual(4);
    // Waiting is not attempting: every recorded attempt is one request the receiver saw.
    const attempts = deliveries.flatMap((d) => d.attempts);
    const seen = new Set(h.requestsTo(sub.path).map((req) => req.headers['x-correlation-id']));
    expect(attempts.filter((attempt) => !seen.has(attempt.correlationId))).toEqual([]);
    expect(attempts).toHaveLength(h.requestsTo(sub.path).length);
    expect(attempts.filter((a) => a.status === 'failed').map((a) => a.responseStatus)).toEqual(
      Array(attempts.length - 4).fill(500),
    );
    for (const delivery of deliveries) {
      expect(delivery.attempts.map((a) => a.attemptNumber)).toEqual(
        delivery.attempts.map((_a, index) => index + 1),
      );
      expect(delivery.attempts.at(-1)?.status).toBe('succeeded');
      expect(delivery.attemptCount).toBeLessThanOrEqual(12);
    }
  }, 60_000);

  it('sends at most maxDeliveriesPerSecond (5) in any second, and all of them, each with its event’s createdAt', async () => {
    const sub = await h.subscribe();
    await request(h.app.http)
      .patch(`${SUBSCRIPTIONS}/${sub.subscriptionId}`)
      .set(h.caller.auth)
      .send({ maxDeliveriesPerSecond: 5 })
      .expect(200);
    const events = await commitEvents(h.app, h.caller.member.teamId, 20);
    const deliveries = await eventually(
      async () => {
        const all = await h.deliveriesOf(sub.subscriptionId);
        return all.length === 20 && all.every((d) => d.status === 'succeeded') ? all : undefined;
      },
      30_000,
      '20 deliveries at 5 a second',
    );
    // Put off is not attempted: one attempt each.
    expect(deliveries.map((d) => d.attemptCount)).toEqual(Array(20).fill(1));

    const received = h.requestsTo(sub.path);
    expect(received).toHaveLength(20);
    // 5 a second, evenly spaced; the tolerance for a late job (50 ms) allows one more at most,
    // and one for the network between the two clocks.
    expect(busiestSecond(received.map((req) => req.receivedAt))).toBeLessThanOrEqual(7);
    const first = Math.min(...received.map((req) => req.receivedAt));
    const last = Math.max(...received.map((req) => req.receivedAt));
    expect(last - first).toBeGreaterThanOrEqual(2_500);

    const rows = await h.app.dataSource.query<Array<{ id: string; created_at: Date }>>(
      'SELECT id, created_at FROM outbox_events WHERE id = ANY($1)',
      [events],
    );
    const createdAt = new Map(rows.map((row) => [row.id, row.created_at.toISOString()]));
    for (const req of received) {
      const body = JSON.parse(req.rawBody.toString('utf8')) as { id: string; createdAt: string };
      expect(body.createdAt).toBe(createdAt.get(body.id));
    }
  }, 60_000);

  describe('maxDeliveriesPerSecond validation', () => {
    const create = (body: object) =>
      request(h.app.http)
        .post(SUBSCRIPTIONS)
        .set(h.caller.auth)
        .send({ url: `${h.receiver.url}/rate`, ...body });

    it('is set on create, changed and removed (null) by PATCH, and shown in the views', async () => {
      const created = await create({ maxDeliveriesPerSecond: 1000 }).expect(201);
      expect(created.body.maxDeliveriesPerSecond).toBe(1000);
      const id = created.body.subscriptionId as string;
      const patch = (body: object) =>
        request(h.app.http).patch(`${SUBSCRIPTIONS}/${id}`).set(h.caller.auth).send(body);
      expect((await patch({ maxDeliveriesPerSecond: 1 }).expect(200)).body).toMatchObject({
        maxDeliveriesPerSecond: 1,
      });
      expect((await patch({ enabled: true }).expect(200)).body.maxDeliveriesPerSecond).toBe(1);
      expect((await patch({ maxDeliveriesPerSecond: null }).expect(200)).body).toMatchObject({
        maxDeliveriesPerSecond: null,
      });
      expect((await create({}).expect(201)).body.maxDeliveriesPerSecond).toBeNull();
      const listed = await request(h.app.http).get(SUBSCRIPTIONS).set(h.caller.auth).expect(200);
      const mine = (listed.body.data as Array<{ subscriptionId: string }>).find(
        (s) => s.subscriptionId === id,
      );
      expect(mine).toMatchObject({
        maxDeliveriesPerSecond: null,
        circuit: { state: 'closed', openUntil: null, consecutiveFailures: 0 },
      });
    });

    it.each([
      ['zero', 0],
      ['above 1000', 1001],
      ['negative', -5],
      ['a fraction', 2.5],
      ['a numeric string', '5'],
      ['a boolean', true],
    ])('400 VALIDATION_ERROR for %s, on create and on PATCH', async (_case, value) => {
      const refused = await create({ maxDeliveriesPerSecond: value }).expect(400);
      expect(refused.body.error).toBe('VALIDATION_ERROR');
      expect(fieldsOf(refused.body)).toEqual(['maxDeliveriesPerSecond']);
      const { subscriptionId } = (await create({}).expect(201)).body as { subscriptionId: string };
      const patched = await request(h.app.http)
        .patch(`${SUBSCRIPTIONS}/${subscriptionId}`)
        .set(h.caller.auth)
        .send({ maxDeliveriesPerSecond: value })
        .expect(400);
      expect(fieldsOf(patched.body)).toEqual(['maxDeliveriesPerSecond']);
    });
  });
});

describe('the circuit breaker never changes the 5-day rule', () => {
  const h = new OutboundHarness({
    WEBHOOK_RETRY_SCHEDULE_MS: '0,50,50,50,50,50',
    WEBHOOK_BREAKER_THRESHOLD: '3',
    WEBHOOK_BREAKER_OPEN_MS: '2500',
    // Stands in for the 5 days: shorter than the open period.
    WEBHOOK_AUTO_DISABLE_AFTER_MS: '1500',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('a probe that fails after the auto-disable period disables the subscription (failing)', async () => {
    const sub = await h.subscribe();
    h.receiver.respondWith((req) => (req.path === sub.path ? { status: 503 } : { status: 200 }));
    const [eventId] = await commitEvents(h.app, h.caller.member.teamId, 1);
    const disabled = await eventually(
      async () => {
        const view = await h.subscription(sub.subscriptionId);
        return view.enabled === false ? view : undefined;
      },
      15_000,
      'the subscription to be disabled',
    );
    expect(disabled.disabledReason).toBe('failing');
    const requests = h.requestsTo(sub.path);
    // Three failures opened it; nothing until the open period ended; then the probe disabled it.
    expect(requests.length).toBeGreaterThanOrEqual(4);
    const probe = requests.at(-1)!;
    const beforeProbe = requests.at(-2)!;
    expect(probe.receivedAt - beforeProbe.receivedAt).toBeGreaterThanOrEqual(2_000);
    // Its delivery is held for the replay.
    const delivery = (await h.deliveriesOf(sub.subscriptionId)).find((d) => d.eventId === eventId);
    expect(delivery?.status).toBe('held');
    expect(delivery?.attempts).toHaveLength(requests.length);
  }, 30_000);
});
