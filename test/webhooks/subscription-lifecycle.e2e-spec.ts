import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { commitEvents } from '../factories/webhooks.factory';
import { DeliveryView, OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import { eventually } from './support/webhook-test-app';
import { errorCode } from '../support/error-code';

/**
 * Stands in for the 5 days of platform.md so the rule can be observed: long enough that a first
 * delivery's three attempts (0, 200 and 200 ms apart) all fail within it on a slow machine.
 */
const AUTO_DISABLE_MS = 4000;

describe('subscription lifecycle: disable, keep, replay; the delivery log and retry routes', () => {
  const h = new OutboundHarness({
    WEBHOOK_RETRY_SCHEDULE_MS: '0,200,200',
    WEBHOOK_DELIVERY_TIMEOUT_MS: '500',
    WEBHOOK_AUTO_DISABLE_AFTER_MS: String(AUTO_DISABLE_MS),
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('disables the subscription at once on 410, keeps its deliveries and replays them when enabled', async () => {
    const sub = await h.subscribe();
    h.receiver.respondWith((req) => (req.path === sub.path ? { status: 410 } : { status: 200 }));
    const [goneEvent] = await commitEvents(h.app, h.caller.member.teamId);
    const subscription = await eventually(async () => {
      const res = await request(h.app.http)
        .get(`${SUBSCRIPTIONS}/${sub.subscriptionId}`)
        .set(h.caller.auth);
      return res.body.enabled === false ? res.body : undefined;
    });
    expect(subscription).toMatchObject({
      disabledReason: 'receiver_gone',
      disabledAt: expect.any(String),
    });
    expect(h.requestsTo(sub.path)).toHaveLength(1);

    const [disabledEvent] = await h.app.dataSource.query(
      `SELECT team_id, data FROM outbox_events WHERE type = 'webhook.subscription.disabled' AND data->>'subscriptionId' = $1`,
      [sub.subscriptionId],
    );
    expect(disabledEvent).toEqual({
      team_id: h.caller.member.teamId,
      data: {
        subscriptionId: sub.subscriptionId,
        url: `${h.receiver.url}${sub.path}`,
        reason: 'receiver_gone',
        disabledAt: subscription.disabledAt,
      },
    });

    // Kept while disabled: nothing is sent, nothing is dropped. Its own
    // webhook.subscription.disabled event is not among them: a subscription is never sent the
    // events about its own health.
    const later = await commitEvents(h.app, h.caller.member.teamId, 2);
    await eventually(async () => (await h.deliveriesOf(sub.subscriptionId)).length === 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.requestsTo(sub.path)).toHaveLength(1);
    const held = await h.deliveriesOf(sub.subscriptionId);
    expect(held.map((d) => d.status)).toEqual(['held', 'held', 'held']);
    expect(held.map((d) => d.eventType)).not.toContain('webhook.subscription.disabled');
    const retry = await request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${sub.subscriptionId}/deliveries/${held[0].deliveryId}/retry`)
      .set(h.caller.auth)
      .expect(409);
    expect(retry.body.error).toBe('WEBHOOK_SUBSCRIPTION_DISABLED');

    h.receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    await request(h.app.http)
      .patch(`${SUBSCRIPTIONS}/${sub.subscriptionId}`)
      .set(h.caller.auth)
      .send({ enabled: true })
      .expect(200);
    const replayed = await h.settled(sub.subscriptionId, 3);
    const goneDelivery = replayed.find((d) => d.eventId === goneEvent);
    expect(goneDelivery?.attempts.map((a) => [a.status, a.responseStatus])).toEqual([
      ['failed', 410],
      ['succeeded', 200],
    ]);
    const delivered = new Set(
      h.requestsTo(sub.path).map((req) => JSON.parse(req.rawBody.toString()).id),
    );
    for (const eventId of [goneEvent, ...later]) expect(delivered.has(eventId)).toBe(true);
    const replayedGone = h
      .requestsTo(sub.path)
      .filter((req) => JSON.parse(req.rawBody.toString()).id === goneEvent);
    expect(replayedGone.map((req) => req.headers['idempotency-key'])).toEqual([
      goneDelivery!.deliveryId,
      goneDelivery!.deliveryId,
    ]);
  });

  it('disables after the configured span of nothing but failures, with webhook.subscription.disabled', async () => {
    const sub = await h.subscribe();
    h.receiver.respondWith((req) => (req.path === sub.path ? { status: 500 } : { status: 200 }));
    await commitEvents(h.app, h.caller.member.teamId);
    await h.settled(sub.subscriptionId, 1, 'failed');
    const stillEnabled = await request(h.app.http)
      .get(`${SUBSCRIPTIONS}/${sub.subscriptionId}`)
      .set(h.caller.auth);
    expect(stillEnabled.body.enabled).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, AUTO_DISABLE_MS + 100));
    await commitEvents(h.app, h.caller.member.teamId);
    const disabled = await eventually(async () => {
      const res = await request(h.app.http)
        .get(`${SUBSCRIPTIONS}/${sub.subscriptionId}`)
        .set(h.caller.auth);
      return res.body.enabled === false ? res.body : undefined;
    });
    h.receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    expect(disabled.disabledReason).toBe('failing');
    const events = await h.app.dataSource.query(
      `SELECT data->>'reason' AS reason FROM outbox_events
        WHERE type = 'webhook.subscription.disabled' AND data->>'subscriptionId' = $1`,
      [sub.subscriptionId],
    );
    expect(events).toEqual([{ reason: 'failing' }]);
    // Once its disabled event is relayed (to the team's other subscriptions only: never to the
    // one it describes), newest first: the pending event is held for the replay.
    await eventually(async () => {
      const [row] = await h.app.dataSource.query(
        `SELECT relayed_at FROM outbox_events
          WHERE type = 'webhook.subscription.disabled' AND data->>'subscriptionId' = $1`,
        [sub.subscriptionId],
      );
      return row?.relayed_at ? true : undefined;
    });
    const deliveries = await h.deliveriesOf(sub.subscriptionId);
    expect(deliveries.map((d) => [d.eventType, d.status])).toEqual([
      ['agent.created', 'held'],
      ['agent.created', 'failed'],
    ]);
  });

  it('a success ends the failure streak, so intermittent failures never disable', async () => {
    const sub = await h.subscribe();
    h.receiver.respondWith((req) =>
      req.path === sub.path && h.requestsTo(sub.path).length % 2 === 1
        ? { status: 500 }
        : { status: 200 },
    );
    await commitEvents(h.app, h.caller.member.teamId);
    await h.settled(sub.subscriptionId);
    await new Promise((resolve) => setTimeout(resolve, AUTO_DISABLE_MS + 100));
    await commitEvents(h.app, h.caller.member.teamId);
    await h.settled(sub.subscriptionId, 2);
    h.receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    const res = await request(h.app.http)
      .get(`${SUBSCRIPTIONS}/${sub.subscriptionId}`)
      .set(h.caller.auth);
    expect(res.body.enabled).toBe(true);
  });

  describe('the delivery log and the retry route', () => {
    it('pages deliveries newest first by cursor', async () => {
      const sub = await h.subscribe();
      const events = await commitEvents(h.app, h.caller.member.teamId, 3);
      await h.settled(sub.subscriptionId, 3);
      const path = `${SUBSCRIPTIONS}/${sub.subscriptionId}/deliveries`;
      const first = await request(h.app.http)
        .get(path)
        .query({ limit: 2 })
        .set(h.caller.auth)
        .expect(200);
      expect(first.body.pagination).toEqual({
        hasMore: true,
        cursor: expect.any(String),
        direction: 'next',
        limit: 2,
      });
      const second = await request(h.app.http)
        .get(path)
        .query({ limit: 2, cursor: first.body.pagination.cursor })
        .set(h.caller.auth)
        .expect(200);
      expect(second.body.pagination).toMatchObject({ hasMore: false, cursor: null });
      const seen = [...first.body.data, ...second.body.data].map((d: DeliveryView) => d.eventId);
      expect(seen).toEqual([...events].reverse());
    });

    it('refuses bad cursors, other teams, missing scopes and missing tokens', async () => {
      const sub = await h.subscribe();
      const path = `${SUBSCRIPTIONS}/${sub.subscriptionId}/deliveries`;
      expect(
        await errorCode(
          request(h.app.http).get(path).query({ cursor: 'x' }).set(h.caller.auth),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      const beyondBigint = Buffer.from(
        JSON.stringify({ v: 1, p: { s: '9223372036854775808' } }),
      ).toString('base64url');
      await request(h.app.http)
        .get(path)
        .query({ cursor: beyondBigint })
        .set(h.caller.auth)
        .expect(400)
        .expect((res) => expect(res.body.error).toBe('VALIDATION_ERROR'));
      const other = await createCaller(h.app, 'webhooks:read', 'webhooks:write');
      const notFound = await request(h.app.http).get(path).set(other.auth).expect(404);
      expect(notFound.body.error).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
      const writeOnly = await createCaller(h.app, 'webhooks:write');
      expect(await errorCode(request(h.app.http).get(path).set(writeOnly.auth), 403)).toBe(
        'INSUFFICIENT_SCOPE',
      );
      expect(await errorCode(request(h.app.http).get(path), 401)).toBe('UNAUTHORIZED');
    });

    it('retry: 404 for an unknown delivery or another team, 403 without write, 401 without a token', async () => {
      const sub = await h.subscribe();
      await commitEvents(h.app, h.caller.member.teamId);
      const [delivery] = await h.settled(sub.subscriptionId);
      const path = `${SUBSCRIPTIONS}/${sub.subscriptionId}/deliveries/${delivery.deliveryId}/retry`;
      const unknown = await request(h.app.http)
        .post(
          `${SUBSCRIPTIONS}/${sub.subscriptionId}/deliveries/00000000-0000-4000-8000-000000000000/retry`,
        )
        .set(h.caller.auth)
        .expect(404);
      expect(unknown.body.error).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
      expect(
        await errorCode(
          request(h.app.http)
            .post(`${SUBSCRIPTIONS}/${sub.subscriptionId}/deliveries/nope/retry`)
            .set(h.caller.auth),
          404,
        ),
      ).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
      const other = await createCaller(h.app, 'webhooks:write');
      const foreign = await request(h.app.http).post(path).set(other.auth).expect(404);
      expect(foreign.body.error).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
      const readOnly = await createCaller(h.app, 'webhooks:read');
      expect(await errorCode(request(h.app.http).post(path).set(readOnly.auth), 403)).toBe(
        'INSUFFICIENT_SCOPE',
      );
      expect(await errorCode(request(h.app.http).post(path), 401)).toBe('UNAUTHORIZED');

      // A succeeded delivery can be sent again.
      await request(h.app.http).post(path).set(h.caller.auth).expect(202);
      await eventually(() => h.requestsTo(sub.path).length === 2);
    });
  });
});
