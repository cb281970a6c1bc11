import { createHmac } from 'node:crypto';
import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { commitEvents } from '../factories/webhooks.factory';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import { eventually } from './support/webhook-test-app';

const HOUR_MS = 3600 * 1000;

function bodyOf(raw: Buffer): { id: string; type: string; data: Record<string, unknown> } {
  return JSON.parse(raw.toString('utf8')) as ReturnType<typeof bodyOf>;
}

describe('recovery (POST …/recover) and test events (POST …/test)', () => {
  // Two attempts a round, so a failing receiver ends a round quickly.
  const h = new OutboundHarness({ WEBHOOK_RETRY_SCHEDULE_MS: '0,50' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const recover = (subscriptionId: string, body: object, auth = h.caller.auth) =>
    request(h.app.http).post(`${SUBSCRIPTIONS}/${subscriptionId}/recover`).set(auth).send(body);
  const sendTest = (subscriptionId: string, auth = h.caller.auth) =>
    request(h.app.http).post(`${SUBSCRIPTIONS}/${subscriptionId}/test`).set(auth);

  it('re-queues the failed deliveries created inside [since, until) and nothing else, keeping each Idempotency-Key', async () => {
    const sub = await h.subscribe();
    // Event 0 is delivered; the others fail until the receiver is fixed.
    let fixed = false;
    h.receiver.respondWith((req) =>
      req.path === sub.path && !fixed && bodyOf(req.rawBody).data.index !== 0
        ? { status: 500 }
        : { status: 200 },
    );
    // One event at a time, each delivery finished before the next event is committed, so their
    // created_at follow each other in real time. No row is backdated: a delivery's id carries its
    // created_at (docs/decisions.md, partitioned deliveries), so the window is drawn around them.
    const query = (sql: string, params: unknown[]) => h.app.dataSource.query(sql, params);
    const deliver = async (index: number) => {
      const [eventId] = await commitEvents(
        h.app,
        h.caller.member.teamId,
        1,
        'agent.created',
        () => ({
          index,
        }),
      );
      return eventually(async () => {
        const [row] = await query(
          `SELECT id AS "deliveryId", event_id AS "eventId", status, attempt_count AS "attemptCount"
             FROM webhook_deliveries WHERE event_id = $1 AND subscription_id = $2`,
          [eventId, sub.subscriptionId],
        );
        return row && ['succeeded', 'failed'].includes(row.status)
          ? (row as { deliveryId: string; eventId: string; status: string; attemptCount: number })
          : undefined;
      });
    };
    // A window bound is a millisecond: the delivery at it is moved to the start of its
    // millisecond, the one its id names, so that it sits exactly on the bound.
    const boundAt = async (deliveryId: string) => {
      const [rows] = await query(
        `UPDATE webhook_deliveries SET created_at = date_trunc('milliseconds', created_at)
          WHERE id = $1 RETURNING created_at`,
        [deliveryId],
      );
      return new Date(rows[0].created_at as Date);
    };
    const beforeSince = await deliver(1);
    const atSince = await deliver(2);
    const inside = await deliver(3);
    const delivered = await deliver(0);
    const atUntil = await deliver(4);
    // Ten failed attempts in a row after the success, which open the circuit breaker.
    const afterUntil = [await deliver(5), await deliver(6), await deliver(7), await deliver(8)];
    expect(delivered.status).toBe('succeeded');
    for (const failed of [beforeSince, atSince, inside, atUntil, ...afterUntil])
      expect([failed.status, failed.attemptCount]).toEqual(['failed', 2]);
    const since = await boundAt(atSince.deliveryId);
    const until = await boundAt(atUntil.deliveryId);
    const [order] = await query(
      `SELECT bool_and(before.created_at < $2) AND bool_and(within.created_at > $2)
              AND bool_and(within.created_at < $3) AS ok
         FROM webhook_deliveries before, webhook_deliveries within
        WHERE before.id = $1 AND within.id = ANY($4)`,
      [beforeSince.deliveryId, since, until, [inside.deliveryId, delivered.deliveryId]],
    );
    expect(order.ok).toBe(true);

    // Ten failed attempts in a row opened the circuit breaker; the owner's recovery ends its wait
    // (the first recovered attempt is the probe), rather than leaving the receiver unprobed.
    const [breaker] = await h.app.dataSource.query(
      'SELECT breaker_open_until > now() AS open FROM webhook_subscriptions WHERE id = $1',
      [sub.subscriptionId],
    );
    expect(breaker.open).toBe(true);

    fixed = true;
    const res = await recover(sub.subscriptionId, {
      since: since.toISOString(),
      until: until.toISOString(),
    }).expect(202);
    expect(res.body).toEqual({
      subscriptionId: sub.subscriptionId,
      recovered: 2,
      since: since.toISOString(),
      until: until.toISOString(),
    });
    // Saved before the answer: outside the window nothing changed.
    const untouched = await h.app.dataSource.query(
      `SELECT id, status, attempt_count FROM webhook_deliveries WHERE id = ANY($1) ORDER BY id`,
      [[delivered, beforeSince, atUntil, ...afterUntil].map((d) => d.deliveryId)],
    );
    expect(untouched.map((row: { status: string }) => row.status).sort()).toEqual([
      ...Array<string>(6).fill('failed'),
      'succeeded',
    ]);

    const settled = await eventually(async () => {
      const all = await h.deliveriesOf(sub.subscriptionId);
      const recovered = all.filter((d) =>
        [inside, atSince].some((r) => r.deliveryId === d.deliveryId),
      );
      return recovered.every((d) => d.status === 'succeeded') ? all : undefined;
    });
    for (const recovered of [inside, atSince]) {
      const after = settled.find((d) => d.deliveryId === recovered.deliveryId)!;
      expect(after.attempts.map((a) => [a.attemptNumber, a.status])).toEqual([
        [1, 'failed'],
        [2, 'failed'],
        [3, 'succeeded'],
      ]);
      const sent = h
        .requestsTo(sub.path)
        .filter((req) => bodyOf(req.rawBody).id === recovered.eventId);
      expect(sent.map((req) => req.headers['idempotency-key'])).toEqual([
        recovered.deliveryId,
        recovered.deliveryId,
        recovered.deliveryId,
      ]);
    }
    for (const left of [beforeSince, atUntil, ...afterUntil]) {
      const after = settled.find((d) => d.deliveryId === left.deliveryId)!;
      expect([after.status, after.attemptCount]).toEqual(['failed', 2]);
    }
    expect(settled.find((d) => d.deliveryId === delivered.deliveryId)?.attemptCount).toBe(1);

    // Nothing failed is left in the window: the same recovery again finds nothing.
    const again = await recover(sub.subscriptionId, {
      since: since.toISOString(),
      until: until.toISOString(),
    }).expect(202);
    expect(again.body.recovered).toBe(0);
  });

  it('400 naming the field for a missing, malformed, reversed, future or too long window', async () => {
    const sub = await h.subscribe();
    const now = Date.now();
    const cases: Array<[object, string]> = [
      [{}, 'since'],
      [{ since: 'yesterday' }, 'since'],
      [{ since: new Date(now - HOUR_MS).toISOString(), until: '2026-13-01T00:00:00Z' }, 'until'],
      [
        {
          since: new Date(now - HOUR_MS).toISOString(),
          until: new Date(now - 2 * HOUR_MS).toISOString(),
        },
        'until',
      ],
      [
        {
          since: new Date(now - HOUR_MS).toISOString(),
          until: new Date(now - HOUR_MS).toISOString(),
        },
        'until',
      ],
      [{ since: new Date(now + HOUR_MS).toISOString() }, 'since'],
      [{ since: new Date(now - 91 * 24 * HOUR_MS).toISOString() }, 'since'],
    ];
    for (const [body, field] of cases) {
      const res = await recover(sub.subscriptionId, body).expect(400);
      expect([res.body.error, res.body.details?.[0]?.field]).toEqual(['VALIDATION_ERROR', field]);
    }
    // At the limit (90 days by default) the window is accepted.
    const longest = await recover(sub.subscriptionId, {
      since: new Date(now - 90 * 24 * HOUR_MS).toISOString(),
      until: new Date(now).toISOString(),
    }).expect(202);
    expect(longest.body.recovered).toBe(0);
  });

  it('400 on the field for an ISO 8601 form Date cannot read, before anything is written', async () => {
    const sub = await h.subscribe();
    await h.openBreaker(sub.subscriptionId);
    const waiting = await h.breakerWaitOf(sub.subscriptionId);
    // A wait to keep, so that the comparison below is not of two empty waits.
    expect(waiting.breakerOpenUntil).not.toBeNull();
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    const cases: Array<[object, string]> = [
      [{ since: '2030-W01' }, 'since'],
      [{ since: '2026-01-01T10Z' }, 'since'],
      [{ since, until: '20300101T000000Z' }, 'until'],
    ];
    for (const [body, field] of cases) {
      const res = await recover(sub.subscriptionId, body).expect(400);
      expect(res.body).toEqual({
        error: 'VALIDATION_ERROR',
        message: expect.any(String),
        details: [expect.objectContaining({ field, code: 'invalid_string' })],
      });
    }
    // A refusal writes nothing: the breaker and the receiver's pause keep their waits.
    expect(await h.breakerWaitOf(sub.subscriptionId)).toEqual(waiting);
  });

  it('404 for an unknown or foreign subscription, 409 while disabled, 403 without webhooks:write', async () => {
    const sub = await h.subscribe();
    const body = { since: new Date(Date.now() - HOUR_MS).toISOString() };
    for (const path of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await recover(path, body).expect(404)).body.error).toBe(
        'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
      );
      expect((await sendTest(path).expect(404)).body.error).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
    }
    const other = await createCaller(h.app, 'webhooks:read', 'webhooks:write');
    expect((await recover(sub.subscriptionId, body, other.auth).expect(404)).body.error).toBe(
      'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
    );
    expect((await sendTest(sub.subscriptionId, other.auth).expect(404)).body.error).toBe(
      'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
    );
    const readOnly = await createCaller(h.app, 'webhooks:read');
    await recover(sub.subscriptionId, body, readOnly.auth).expect(403);
    await sendTest(sub.subscriptionId, readOnly.auth).expect(403);

    await request(h.app.http)
      .patch(`${SUBSCRIPTIONS}/${sub.subscriptionId}`)
      .set(h.caller.auth)
      .send({ enabled: false })
      .expect(200);
    expect((await recover(sub.subscriptionId, body).expect(409)).body.error).toBe(
      'WEBHOOK_SUBSCRIPTION_DISABLED',
    );
    expect((await sendTest(sub.subscriptionId).expect(409)).body.error).toBe(
      'WEBHOOK_SUBSCRIPTION_DISABLED',
    );
    const [{ count }] = await h.app.dataSource.query(
      `SELECT count(*)::int AS count FROM outbox_events WHERE type = 'webhook.test' AND data->>'subscriptionId' = $1`,
      [sub.subscriptionId],
    );
    expect(count).toBe(0);
  });

  it('sends a signed webhook.test to that subscription only, whatever its event types', async () => {
    h.receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    const target = await h.subscribe({ eventTypes: ['agent.archived'] });
    const everything = await h.subscribe();
    const res = await sendTest(target.subscriptionId).expect(202);
    expect(res.body).toEqual({
      subscriptionId: target.subscriptionId,
      eventId: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      deliveryId: expect.any(String),
      status: 'pending',
    });

    const [received] = await eventually(() => {
      const sent = h.requestsTo(target.path);
      return sent.length > 0 ? sent : undefined;
    });
    const raw = received.rawBody.toString('utf8');
    const timestamp = received.headers['x-webhook-timestamp'] as string;
    const digest = createHmac('sha256', target.secret).update(`${timestamp}.${raw}`).digest('hex');
    expect(received.headers['x-webhook-signature']).toBe(`sha256=${digest}`);
    expect(received.headers['idempotency-key']).toBe(res.body.deliveryId);
    expect(JSON.parse(raw)).toEqual({
      id: res.body.eventId,
      type: 'webhook.test',
      createdAt: expect.any(String),
      teamId: h.caller.member.teamId,
      data: { subscriptionId: target.subscriptionId, requestedBy: h.caller.member.userId },
    });
    await h.settled(target.subscriptionId, 1, 'succeeded');

    // An ordinary event committed after the test reaches the catch-all subscription: the relay
    // has passed the test event by then, and it still went to no one else.
    const [later] = await commitEvents(h.app, h.caller.member.teamId);
    await eventually(() =>
      h.requestsTo(everything.path).some((req) => bodyOf(req.rawBody).id === later),
    );
    expect(h.requestsTo(everything.path).map((req) => bodyOf(req.rawBody).type)).toEqual([
      'agent.created',
    ]);
    const rows = await h.app.dataSource.query(
      'SELECT subscription_id, event_type FROM webhook_deliveries WHERE event_id = $1',
      [res.body.eventId],
    );
    expect(rows).toEqual([{ subscription_id: target.subscriptionId, event_type: 'webhook.test' }]);
  });
});
