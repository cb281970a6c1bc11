import request from 'supertest';
import { DataSource } from 'typeorm';
import type { EventType } from '../../src/events/event-types';
import { OutboxService } from '../../src/events/outbox.service';
import { createCaller } from '../factories/identity.factory';
import { noteSyntheticEvents } from '../support/event-schema-check';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import { eventually } from './support/webhook-test-app';

const A = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';
const B = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const C = 'c0ffee00-1234-4abc-8def-0123456789ab';

type Caller = Awaited<ReturnType<typeof createCaller>>;
type Sample = [type: EventType, data: Record<string, unknown>, delivered: boolean];

const created = (agentId: string, extra: Record<string, unknown> = {}) => ({
  agentId,
  name: 'n',
  source: 'custom',
  installedBy: C,
  clonedFromAgentId: null,
  ...extra,
});
const version = (versionNumber: number, extra: Record<string, unknown> = {}) => ({
  agentId: A,
  versionNumber,
  ...extra,
});
const read = (readAt: string) => ({
  notificationId: A,
  userId: B,
  category: 'mention',
  readAt,
  via: 'open',
});

/** Each case: a filter (and event types), the events committed and which of them it delivers. */
const CASES: Array<[string, Record<string, unknown>, string[] | undefined, Sample[]]> = [
  [
    'equality',
    { 'data.agentId': A },
    ['agent.created'],
    [
      ['agent.created', created(A), true],
      ['agent.created', created(B), false],
    ],
  ],
  [
    'equality on a uuid given in upper case',
    { 'data.agentId': A.toUpperCase() },
    undefined,
    [
      ['agent.created', created(A), true],
      ['agent.created', created(B), false],
    ],
  ],
  [
    'membership (an array value)',
    { 'data.agentId': [A, B] },
    ['agent.created'],
    [
      ['agent.created', created(A), true],
      ['agent.created', created(B), true],
      ['agent.created', created(C), false],
    ],
  ],
  [
    '$in',
    { 'data.source': { $in: ['custom', 'clone'] } },
    ['agent.created'],
    [
      ['agent.created', created(A, { source: 'custom' }), true],
      ['agent.created', created(A, { source: 'marketplace' }), false],
      ['agent.created', created(A, { source: 'clone' }), true],
    ],
  ],
  [
    'null equality',
    { 'data.installedBy': null },
    ['agent.created'],
    [
      ['agent.created', created(A, { installedBy: null, source: 'system' }), true],
      ['agent.created', created(A), false],
    ],
  ],
  [
    '$exists: true (a false value still exists)',
    { 'data.live': { $exists: true } },
    undefined,
    [
      ['agent.version.sealed', version(1, { live: true }), true],
      ['agent.version.sealed', version(1, { live: false }), true],
      ['agent.version.sealed', version(2), false],
    ],
  ],
  [
    '$exists: false',
    { 'data.live': { $exists: false } },
    ['agent.version.sealed'],
    [
      ['agent.version.sealed', version(1, { live: true }), false],
      ['agent.version.sealed', version(2, { reapplied: true }), true],
    ],
  ],
  [
    '$gt and $lt on a number',
    { 'data.versionNumber': { $gt: 1, $lt: 4 } },
    undefined,
    [
      ['agent.version.created', version(1, { state: 'draft' }), false],
      ['agent.version.created', version(2, { state: 'draft' }), true],
      ['agent.version.created', version(3, { state: 'draft' }), true],
      ['agent.version.created', version(4, { state: 'draft' }), false],
    ],
  ],
  [
    '$gt and $lt on a timestamp (the filter in another offset)',
    { 'data.readAt': { $gt: '2026-11-25T06:00:00+01:00', $lt: '2026-11-25T05:10:00Z' } },
    ['notification.read'],
    [
      ['notification.read', read('2026-11-25T04:59:59.999Z'), false],
      ['notification.read', read('2026-11-25T05:00:00.000Z'), false],
      ['notification.read', read('2026-11-25T05:00:00.001Z'), true],
      ['notification.read', read('2026-11-25T05:09:59.999Z'), true],
      ['notification.read', read('2026-11-25T05:10:00.000Z'), false],
      ['notification.read', read('2026-12-01T00:00:00.000Z'), false],
    ],
  ],
  [
    '$or beside a top-level condition',
    { 'data.versionNumber': { $gte: 2 }, $or: [{ 'data.agentId': B }, { 'data.state': 'sealed' }] },
    ['agent.version.created'],
    [
      ['agent.version.created', { agentId: B, versionNumber: 2, state: 'draft' }, true],
      ['agent.version.created', { agentId: A, versionNumber: 3, state: 'sealed' }, true],
      ['agent.version.created', { agentId: A, versionNumber: 3, state: 'draft' }, false],
      ['agent.version.created', { agentId: B, versionNumber: 1, state: 'sealed' }, false],
    ],
  ],
  [
    'a field another subscribed type lacks (missing: no match)',
    { 'data.agentId': A },
    ['agent.created', 'agent.child.linked'],
    [
      ['agent.created', created(A), true],
      ['agent.child.linked', { parentAgentId: A, childAgentId: B }, false],
    ],
  ],
];

describe('subscription filters', () => {
  const h = new OutboundHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  async function subscribe(caller: Caller, body: Record<string, unknown>) {
    const path = `/hook-${Math.random().toString(36).slice(2)}`;
    const res = await request(h.app.http)
      .post(SUBSCRIPTIONS)
      .set(caller.auth)
      .send({ url: `${h.receiver.url}${path}`, ...body })
      .expect(201);
    return { ...(res.body as { subscriptionId: string; filter: unknown }), path };
  }

  /** Commits the events in one transaction and waits until the relay has processed each. */
  async function commitAndRelay(teamId: string, events: Array<[EventType, object]>) {
    const outbox = h.app.get(OutboxService);
    const ids = await h.app.get(DataSource).transaction(async (manager) => {
      const written: string[] = [];
      for (const [type, data] of events)
        written.push(await outbox.record(manager, teamId, type, data as never));
      return written;
    });
    noteSyntheticEvents(ids);
    await eventually(async () => {
      const [row] = await h.app.dataSource.query(
        'SELECT count(*)::int AS pending FROM outbox_events WHERE id = ANY($1) AND relayed_at IS NULL',
        [ids],
      );
      return row.pending === 0;
    });
    return ids;
  }

  async function deliveredEventIds(caller: Caller, subscriptionId: string) {
    const res = await request(h.app.http)
      .get(`${SUBSCRIPTIONS}/${subscriptionId}/deliveries`)
      .set(caller.auth)
      .expect(200);
    return (res.body.data as Array<{ eventId: string }>).map((d) => d.eventId).sort();
  }

  it.each(CASES)(
    '%s: a matching event is delivered, a filtered-out one gets no delivery row',
    async (_name, filter, eventTypes, samples) => {
      const caller = await createCaller(h.app, 'webhooks:read', 'webhooks:write');
      const sub = await subscribe(caller, { filter, eventTypes });
      expect(sub.filter).toEqual(filter);
      const ids = await commitAndRelay(
        caller.member.teamId,
        samples.map(([type, data]) => [type, data]),
      );
      const expected = ids.filter((_, index) => samples[index][2]).sort();
      expect(await deliveredEventIds(caller, sub.subscriptionId)).toEqual(expected);
      // And they reach the receiver.
      await eventually(() => h.requestsTo(sub.path).length === expected.length);
      const received = h.requestsTo(sub.path).map((req) => JSON.parse(req.rawBody.toString()).id);
      expect(received.sort()).toEqual(expected);
    },
  );

  it('GET, the list and PATCH show the filter; PATCH adds, replaces and removes it', async () => {
    const caller = await createCaller(h.app, 'webhooks:read', 'webhooks:write');
    const sub = await subscribe(caller, { eventTypes: ['agent.created'] });
    expect(sub.filter).toBeNull();
    const url = `${SUBSCRIPTIONS}/${sub.subscriptionId}`;
    const patch = (body: object) =>
      request(h.app.http).patch(url).set(caller.auth).send(body).expect(200);

    const onlyA = { 'data.agentId': { $in: [A] } };
    expect((await patch({ filter: onlyA })).body.filter).toEqual(onlyA);
    expect((await request(h.app.http).get(url).set(caller.auth).expect(200)).body.filter).toEqual(
      onlyA,
    );
    const list = await request(h.app.http).get(SUBSCRIPTIONS).set(caller.auth).expect(200);
    expect(list.body.data.map((s: { filter: unknown }) => s.filter)).toEqual([onlyA]);
    const [toA] = await commitAndRelay(caller.member.teamId, [
      ['agent.created', created(A)],
      ['agent.created', created(B)],
    ]);
    expect(await deliveredEventIds(caller, sub.subscriptionId)).toEqual([toA]);

    // Another PATCH field leaves the filter as it is.
    expect((await patch({ standardWebhooks: true })).body.filter).toEqual(onlyA);
    const onlyB = { 'data.agentId': B };
    expect((await patch({ filter: onlyB })).body.filter).toEqual(onlyB);
    const [, toB2] = await commitAndRelay(caller.member.teamId, [
      ['agent.created', created(A)],
      ['agent.created', created(B)],
    ]);
    expect(await deliveredEventIds(caller, sub.subscriptionId)).toEqual([toA, toB2].sort());

    expect((await patch({ filter: null })).body.filter).toBeNull();
    const [againA, againB] = await commitAndRelay(caller.member.teamId, [
      ['agent.created', created(A)],
      ['agent.created', created(B)],
    ]);
    expect(await deliveredEventIds(caller, sub.subscriptionId)).toEqual(
      [toA, toB2, againA, againB].sort(),
    );
    const [row] = await h.app.dataSource.query(
      'SELECT filter, filter_path, filter_vars FROM webhook_subscriptions WHERE id = $1',
      [sub.subscriptionId],
    );
    expect(row).toEqual({ filter: null, filter_path: null, filter_vars: null });
  });

  it('webhook.test reaches its subscription whatever the filter', async () => {
    const caller = await createCaller(h.app, 'webhooks:read', 'webhooks:write');
    const sub = await subscribe(caller, {
      eventTypes: ['agent.created'],
      filter: { 'data.agentId': A },
    });
    const test = await request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${sub.subscriptionId}/test`)
      .set(caller.auth)
      .expect(202);
    await eventually(() => h.requestsTo(sub.path).length === 1);
    const body = JSON.parse(h.requestsTo(sub.path)[0].rawBody.toString());
    expect(body).toMatchObject({ id: test.body.eventId, type: 'webhook.test' });
  });
});
