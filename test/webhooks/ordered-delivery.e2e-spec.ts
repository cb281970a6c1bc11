import request from 'supertest';
import { commitEvents } from '../factories/webhooks.factory';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import type { ReceivedRequest } from './support/test-receiver';
import { eventually } from './support/webhook-test-app';

interface Delivered {
  label: string;
  agentId: string;
}

const labelOf = (req: ReceivedRequest): Delivered =>
  (JSON.parse(req.rawBody.toString('utf8')) as { data: Delivered }).data;

/**
 * platform.md, "Ordered delivery", over HTTP: `ordering` on create and PATCH (validated, shown),
 * one key's events in order while another key's first event is failing, the delivery log's
 * `held` with `waitingFor`, and a manual retry and a recovery sent again in order.
 */
describe('ordered delivery per key', () => {
  // Two attempts a round, two seconds apart: a failing event holds its key that long.
  const h = new OutboundHarness({ WEBHOOK_RETRY_SCHEDULE_MS: '0,2000' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const create = (body: object) =>
    request(h.app.http)
      .post(SUBSCRIPTIONS)
      .set(h.caller.auth)
      .send({ url: `${h.receiver.url}/x`, ...body });
  const patch = (subscriptionId: string, body: object) =>
    request(h.app.http).patch(`${SUBSCRIPTIONS}/${subscriptionId}`).set(h.caller.auth).send(body);

  /** Commits the events of these labels in one transaction, in this order (`a1`: agent `a`). */
  const commit = (...labels: string[]) =>
    commitEvents(h.app, h.caller.member.teamId, labels.length, 'agent.updated', (index) => ({
      agentId: `agent-${labels[index][0]}`,
      label: labels[index],
    }));

  /** The labels a path received a 2xx for, first success of each only, in arrival order. */
  const deliveredTo = (path: string, succeeded: Set<ReceivedRequest>) => {
    const seen = new Set<string>();
    return h
      .requestsTo(path)
      .filter((req) => succeeded.has(req))
      .map((req) => labelOf(req).label)
      .filter((label) => !seen.has(label) && seen.add(label));
  };

  /**
   * Fails the requests to `path` that `failing` says, answers 2xx to the rest and remembers which
   * (the team's other subscriptions receive these events too).
   */
  const respond = (path: string, failing: (data: Delivered) => boolean, status = 500) => {
    const succeeded = new Set<ReceivedRequest>();
    h.receiver.respondWith((req) => {
      if (req.path === path && failing(labelOf(req))) return { status };
      succeeded.add(req);
      return { status: 200 };
    });
    return succeeded;
  };

  it('refuses a key that is neither "subscription" nor a data. path, in the flat envelope', async () => {
    for (const [ordering, field, code] of [
      [{ key: 'agentId' }, 'ordering.key', 'invalid_string'],
      [{ key: 'data.' }, 'ordering.key', 'invalid_string'],
      [{ key: 'data.agent id' }, 'ordering.key', 'invalid_string'],
      [{ key: 'subscriptions' }, 'ordering.key', 'invalid_string'],
      [{ key: 7 }, 'ordering.key', 'invalid_type'],
      [{}, 'ordering.key', 'invalid_type'],
      ['data.agentId', 'ordering', 'invalid_type'],
      [[{ key: 'data.agentId' }], 'ordering', 'invalid_type'],
    ] as const) {
      const res = await create({ ordering }).expect(400);
      expect(res.body).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: expect.arrayContaining([expect.objectContaining({ field, code })]) as unknown,
      });
    }
    const extra = await create({ ordering: { key: 'data.agentId', strict: true } }).expect(400);
    expect(extra.body.details).toEqual([expect.objectContaining({ code: 'unrecognized_keys' })]);
    const sub = await h.subscribe();
    await patch(sub.subscriptionId, { ordering: { key: 'agentId' } }).expect(400);
  });

  it('shows ordering (null by default), set at create and changed or removed by PATCH', async () => {
    const plain = await create({}).expect(201);
    expect(plain.body.ordering).toBeNull();
    const ordered = await create({ ordering: { key: 'data.agentId' } }).expect(201);
    expect(ordered.body.ordering).toEqual({ key: 'data.agentId' });
    const id = ordered.body.subscriptionId as string;
    expect(
      (await patch(id, { ordering: { key: 'subscription' } }).expect(200)).body.ordering,
    ).toEqual({ key: 'subscription' });
    const read = await request(h.app.http).get(`${SUBSCRIPTIONS}/${id}`).set(h.caller.auth);
    expect(read.body.ordering).toEqual({ key: 'subscription' });
    expect((await patch(id, { ordering: null }).expect(200)).body.ordering).toBeNull();
    expect((await patch(id, { enabled: true }).expect(200)).body.ordering).toBeNull();
  });

  it("delivers each key's events in order while another key's first event is failing", async () => {
    const sub = await h.subscribe({ ordering: { key: 'data.agentId' } });
    let fixed = false;
    const succeeded = respond(sub.path, (data) => data.agentId === 'agent-b' && !fixed);
    const [a1, b1, a2, b2, a3, b3] = await commit('a1', 'b1', 'a2', 'b2', 'a3', 'b3');
    await eventually(() => deliveredTo(sub.path, succeeded).length === 3, 10_000, 'agent a');
    expect(deliveredTo(sub.path, succeeded)).toEqual(['a1', 'a2', 'a3']);

    // b1 is being retried; b2 and b3 were never attempted, and say what they wait for. The
    // receiver has a3 before its worker records the success: the log is read once it has.
    const log = await eventually(
      async () => {
        const deliveries = await h.deliveriesOf(sub.subscriptionId);
        const settled = deliveries.filter((delivery) => [a1, a2, a3].includes(delivery.eventId));
        return (
          settled.length === 3 &&
          settled.every((delivery) => delivery.status === 'succeeded') &&
          deliveries
        );
      },
      10_000,
      "agent a's successes recorded",
    );
    const byEvent = new Map(log.map((delivery) => [delivery.eventId, delivery]));
    const view = (eventId: string) => byEvent.get(eventId) as unknown as Record<string, unknown>;
    expect(view(b1)).toMatchObject({ status: 'pending', waitingFor: null, attemptCount: 1 });
    expect(view(b2)).toMatchObject({
      status: 'held',
      waitingFor: view(b1).deliveryId,
      attemptCount: 0,
      nextAttemptAt: null,
    });
    expect(view(b3)).toMatchObject({ status: 'held', waitingFor: view(b2).deliveryId });
    for (const id of [a1, a2, a3]) expect(view(id)).toMatchObject({ status: 'succeeded' });
    expect(h.requestsTo(sub.path).filter((req) => labelOf(req).label !== 'b1')).toHaveLength(3);

    fixed = true;
    await eventually(() => deliveredTo(sub.path, succeeded).length === 6, 10_000, 'agent b');
    const order = deliveredTo(sub.path, succeeded);
    expect(order.filter((label) => label.startsWith('b'))).toEqual(['b1', 'b2', 'b3']);
    // b2's first request came after b1's success.
    const requests = h.requestsTo(sub.path);
    const b1Success = requests.findIndex(
      (req) => succeeded.has(req) && labelOf(req).label === 'b1',
    );
    const b2First = requests.findIndex((req) => labelOf(req).label === 'b2');
    expect(b2First).toBeGreaterThan(b1Success);
    const settled = await h.settled(sub.subscriptionId, 6);
    expect(
      settled.every(
        (delivery) => (delivery as unknown as { waitingFor: null }).waitingFor === null,
      ),
    ).toBe(true);
  });

  it('sends again in the events API order: manual retries behind a failing head, and a recovery', async () => {
    const since = new Date(Date.now() - 1000);
    const sub = await h.subscribe({ ordering: { key: 'data.agentId' } });
    let c3Fixed = false;
    let dFixed = false;
    const succeeded = respond(
      sub.path,
      (data) => (data.label === 'c3' && !c3Fixed) || (data.agentId === 'agent-d' && !dFixed),
    );
    const [c1, c2, c3, d1, d2] = await commit('c1', 'c2', 'c3', 'd1', 'd2');
    const views = async () =>
      new Map(
        (await h.deliveriesOf(sub.subscriptionId)).map((delivery) => [
          delivery.eventId,
          delivery as unknown as Record<string, unknown>,
        ]),
      );
    // c1 and c2 delivered, c3 failed once and holds key c until its retry two seconds later.
    const before = await eventually(
      async () => {
        const now = await views();
        return (
          now.get(c1)?.status === 'succeeded' &&
          now.get(c2)?.status === 'succeeded' &&
          now.get(c3)?.attemptCount === 1 &&
          now
        );
      },
      10_000,
      'c1 and c2 delivered, c3 failed once',
    );
    const retry = (eventId: string) =>
      request(h.app.http)
        .post(
          `${SUBSCRIPTIONS}/${sub.subscriptionId}/deliveries/${String(before.get(eventId)?.deliveryId)}/retry`,
        )
        .set(h.caller.auth)
        .expect(202);
    await retry(c2);
    await retry(c1);
    const held = await views();
    expect(held.get(c1)).toMatchObject({ status: 'held', waitingFor: before.get(c3)?.deliveryId });
    expect(held.get(c2)).toMatchObject({ status: 'held', waitingFor: before.get(c1)?.deliveryId });
    c3Fixed = true;

    await eventually(
      async () => {
        const now = await views();
        return now.get(d1)?.status === 'failed' && now.get(d2)?.status === 'failed';
      },
      15_000,
      'd1 and d2 failed for good',
    );
    dFixed = true;
    const recovered = await request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${sub.subscriptionId}/recover`)
      .set(h.caller.auth)
      .send({ since: since.toISOString(), until: new Date().toISOString() })
      .expect(202);
    expect(recovered.body.recovered).toBe(2);
    await h.settled(sub.subscriptionId, 5);
    const successes = h
      .requestsTo(sub.path)
      .filter((req) => succeeded.has(req))
      .map((req) => labelOf(req).label);
    expect(successes.filter((label) => label.startsWith('c'))).toEqual([
      'c1',
      'c2',
      'c3',
      'c1',
      'c2',
    ]);
    expect(successes.filter((label) => label.startsWith('d'))).toEqual(['d1', 'd2']);
  });

  it('a disabled subscription keeps its keys held; enabling it sends on in order', async () => {
    const sub = await h.subscribe({ ordering: { key: 'data.agentId' } });
    let gone = true;
    // 410: the subscription is disabled at once and g1 held (docs: "Disabling, warnings …").
    const succeeded = respond(sub.path, (data) => gone && data.label === 'g1', 410);
    const [g1, g2, g3] = await commit('g1', 'g2', 'g3');
    const held = await eventually(
      async () => {
        const log = await h.deliveriesOf(sub.subscriptionId);
        const byEvent = new Map(
          log.map((d) => [d.eventId, d as unknown as Record<string, unknown>]),
        );
        return byEvent.get(g1)?.status === 'held' && byEvent.get(g1)?.attemptCount === 1 && byEvent;
      },
      10_000,
      'g1 held by a 410',
    );
    expect((await h.subscription(sub.subscriptionId)).enabled).toBe(false);
    expect(held.get(g1)).toMatchObject({ waitingFor: null, attemptCount: 1 });
    expect(held.get(g2)).toMatchObject({ status: 'held', waitingFor: held.get(g1)?.deliveryId });
    expect(held.get(g3)).toMatchObject({ status: 'held', waitingFor: held.get(g2)?.deliveryId });

    gone = false;
    await patch(sub.subscriptionId, { enabled: true }).expect(200);
    await h.settled(sub.subscriptionId, 3);
    expect(deliveredTo(sub.path, succeeded)).toEqual(['g1', 'g2', 'g3']);
  });
});
