import { createHmac } from 'node:crypto';
import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { commitEvents, insertSubscriptionRow } from '../factories/webhooks.factory';
import { TestReceiver } from './support/test-receiver';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

const BASE = '/v1/webhooks/subscriptions';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface AttemptView {
  attemptNumber: number;
  status: string;
  correlationId: string;
  latencyMs: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}
interface DeliveryView {
  deliveryId: string;
  eventId: string;
  eventType: string;
  status: string;
  attemptCount: number;
  attempts: AttemptView[];
}

describe('outbound deliveries to a real local receiver', () => {
  let app: WebhookTestApp;
  let caller: Awaited<ReturnType<typeof createCaller>>;
  let receiver: TestReceiver;

  beforeAll(async () => {
    app = await createWebhookTestApp({
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE_MS: '0,200,200',
      WEBHOOK_DELIVERY_TIMEOUT_MS: '500',
      WEBHOOK_AUTO_DISABLE_AFTER_MS: '1500',
    });
    caller = await createCaller(app, 'webhooks:read', 'webhooks:write');
    receiver = await TestReceiver.start();
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  /** A subscription on its own receiver path, so tests never see each other's requests. */
  async function subscribe(body: { eventTypes?: string[] } = {}, auth = caller.auth) {
    const path = `/hook-${Math.random().toString(36).slice(2)}`;
    const res = await request(app.http)
      .post(BASE)
      .set(auth)
      .send({ url: `${receiver.url}${path}`, ...body })
      .expect(201);
    return { ...(res.body as { subscriptionId: string; secret: string }), path };
  }

  const requestsTo = (path: string) => receiver.requests.filter((req) => req.path === path);

  async function deliveriesOf(subscriptionId: string): Promise<DeliveryView[]> {
    const res = await request(app.http)
      .get(`${BASE}/${subscriptionId}/deliveries`)
      .set(caller.auth)
      .expect(200);
    return res.body.data as DeliveryView[];
  }

  async function settled(subscriptionId: string, count = 1, status = 'succeeded') {
    return eventually(
      async () => {
        const deliveries = await deliveriesOf(subscriptionId);
        return deliveries.length === count && deliveries.every((d) => d.status === status)
          ? deliveries
          : undefined;
      },
      10_000,
      `${count} deliveries ${status}`,
    );
  }

  it('POSTs the event with the signature (checked by an independent HMAC) and every delivery header', async () => {
    const sub = await subscribe();
    const before = Math.floor(Date.now() / 1000);
    const [eventId] = await commitEvents(app, caller.member.teamId, 1, 'agent.created', () => ({
      agentId: 'a-1',
      name: 'Ada',
    }));
    const [delivery] = await settled(sub.subscriptionId);
    const [received] = requestsTo(sub.path);
    if (!received || !delivery) throw new Error('nothing delivered');

    expect(received.method).toBe('POST');
    expect(received.headers['content-type']).toBe('application/json');
    const raw = received.rawBody.toString('utf8');
    expect(JSON.parse(raw)).toEqual({
      id: eventId,
      type: 'agent.created',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      teamId: caller.member.teamId,
      data: { agentId: 'a-1', name: 'Ada' },
    });
    const timestamp = received.headers['x-webhook-timestamp'] as string;
    expect(timestamp).toMatch(/^\d+$/);
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(timestamp)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    const expected = createHmac('sha256', sub.secret).update(`${timestamp}.${raw}`).digest('hex');
    expect(received.headers['x-webhook-signature']).toBe(`sha256=${expected}`);
    expect(received.headers['idempotency-key']).toBe(delivery.deliveryId);
    expect(received.headers['x-correlation-id']).toMatch(UUID);

    expect(delivery).toMatchObject({
      eventId,
      eventType: 'agent.created',
      status: 'succeeded',
      attemptCount: 1,
      attempts: [
        {
          attemptNumber: 1,
          status: 'succeeded',
          correlationId: received.headers['x-correlation-id'],
          latencyMs: expect.any(Number),
          responseStatus: 200,
          responseBody: 'ok',
          error: null,
        },
      ],
    });
  });

  it('delivers only the subscribed event types, and only the team’s own events', async () => {
    const sub = await subscribe({ eventTypes: ['agent.archived'] });
    const other = await createCaller(app, 'webhooks:read');
    await commitEvents(app, caller.member.teamId, 1, 'agent.created');
    await commitEvents(app, other.member.teamId, 1, 'agent.archived');
    const [archived] = await commitEvents(app, caller.member.teamId, 1, 'agent.archived');
    const [delivery] = await settled(sub.subscriptionId);
    expect(delivery?.eventId).toBe(archived);
    expect(requestsTo(sub.path)).toHaveLength(1);
  });

  it('retries after a 500 with the same Idempotency-Key and body, and a new X-Correlation-Id', async () => {
    const sub = await subscribe();
    receiver.respondWith((req, index) =>
      req.path === sub.path && requestsTo(sub.path).length === 1
        ? { status: 500, body: 'boom'.repeat(400) }
        : { status: 200, body: `ok ${index}` },
    );
    await commitEvents(app, caller.member.teamId);
    const [delivery] = await settled(sub.subscriptionId);
    receiver.respondWith(() => ({ status: 200, body: 'ok' }));

    const [first, second] = requestsTo(sub.path);
    if (!first || !second || !delivery) throw new Error('expected two attempts');
    expect(first.headers['idempotency-key']).toBe(delivery.deliveryId);
    expect(second.headers['idempotency-key']).toBe(delivery.deliveryId);
    expect(second.headers['x-correlation-id']).not.toBe(first.headers['x-correlation-id']);
    expect(second.rawBody.equals(first.rawBody)).toBe(true);
    expect(delivery.attempts.map((a) => [a.attemptNumber, a.status, a.responseStatus])).toEqual([
      [1, 'failed', 500],
      [2, 'succeeded', 200],
    ]);
    expect(delivery.attempts[0]?.responseBody).toBe('boom'.repeat(256));
    expect(delivery.attempts.map((a) => a.correlationId)).toEqual([
      first.headers['x-correlation-id'],
      second.headers['x-correlation-id'],
    ]);
  });

  it.each([429, 503])('honours Retry-After on %i', async (status) => {
    const sub = await subscribe();
    receiver.respondWith((req) =>
      req.path === sub.path && requestsTo(sub.path).length === 1
        ? { status, headers: { 'Retry-After': '1' } }
        : { status: 200 },
    );
    await commitEvents(app, caller.member.teamId);
    await settled(sub.subscriptionId);
    receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    const [first, second] = requestsTo(sub.path);
    // The schedule alone would retry after 200 ms.
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('treats a redirect as a failure and does not follow it; a timeout is a failure too', async () => {
    const sub = await subscribe();
    receiver.respondWith((req) => {
      if (req.path !== sub.path) return { status: 200 };
      const seen = requestsTo(sub.path).length;
      if (seen === 1) return { status: 302, headers: { Location: `${receiver.url}/elsewhere` } };
      if (seen === 2) return { status: 200, delayMs: 1000 };
      return { status: 204 };
    });
    await commitEvents(app, caller.member.teamId);
    const [delivery] = await settled(sub.subscriptionId);
    receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    expect(receiver.requests.some((req) => req.path === '/elsewhere')).toBe(false);
    expect(delivery?.attempts.map((a) => [a.status, a.responseStatus, a.error])).toEqual([
      ['failed', 302, 'redirect not followed'],
      ['failed', null, 'timeout after 500 ms'],
      ['succeeded', 204, null],
    ]);
  });

  it('marks a delivery failed when the round of attempts ends, and a manual retry starts a new round (202)', async () => {
    const sub = await subscribe();
    receiver.respondWith((req) => (req.path === sub.path ? { status: 500 } : { status: 200 }));
    await commitEvents(app, caller.member.teamId);
    const [failed] = await settled(sub.subscriptionId, 1, 'failed');
    expect(failed?.attempts).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestsTo(sub.path)).toHaveLength(3);

    receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    const res = await request(app.http)
      .post(`${BASE}/${sub.subscriptionId}/deliveries/${failed!.deliveryId}/retry`)
      .set(caller.auth)
      .expect(202);
    expect(res.body).toEqual({ deliveryId: failed!.deliveryId, status: 'pending' });
    const [retried] = await settled(sub.subscriptionId);
    expect(retried?.attempts.map((a) => a.status)).toEqual([
      'failed',
      'failed',
      'failed',
      'succeeded',
    ]);
    expect(requestsTo(sub.path)[3]?.headers['idempotency-key']).toBe(failed!.deliveryId);
  });

  it('disables the subscription at once on 410, keeps its deliveries and replays them when enabled', async () => {
    const sub = await subscribe();
    receiver.respondWith((req) => (req.path === sub.path ? { status: 410 } : { status: 200 }));
    const [goneEvent] = await commitEvents(app, caller.member.teamId);
    const subscription = await eventually(async () => {
      const res = await request(app.http).get(`${BASE}/${sub.subscriptionId}`).set(caller.auth);
      return res.body.enabled === false ? res.body : undefined;
    });
    expect(subscription).toMatchObject({
      disabledReason: 'receiver_gone',
      disabledAt: expect.any(String),
    });
    expect(requestsTo(sub.path)).toHaveLength(1);

    const [disabledEvent] = await app.dataSource.query(
      `SELECT team_id, data FROM outbox_events WHERE type = 'webhook.subscription.disabled' AND data->>'subscriptionId' = $1`,
      [sub.subscriptionId],
    );
    expect(disabledEvent).toEqual({
      team_id: caller.member.teamId,
      data: {
        subscriptionId: sub.subscriptionId,
        url: `${receiver.url}${sub.path}`,
        reason: 'receiver_gone',
        disabledAt: subscription.disabledAt,
      },
    });

    // Kept while disabled: nothing is sent, nothing is dropped. The fourth delivery is the
    // subscription's own webhook.subscription.disabled event.
    const later = await commitEvents(app, caller.member.teamId, 2);
    await eventually(async () => (await deliveriesOf(sub.subscriptionId)).length === 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsTo(sub.path)).toHaveLength(1);
    const held = await deliveriesOf(sub.subscriptionId);
    expect(held.map((d) => d.status)).toEqual(['held', 'held', 'held', 'held']);
    const retry = await request(app.http)
      .post(`${BASE}/${sub.subscriptionId}/deliveries/${held[0]!.deliveryId}/retry`)
      .set(caller.auth)
      .expect(409);
    expect(retry.body.error).toBe('WEBHOOK_SUBSCRIPTION_DISABLED');

    receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    await request(app.http)
      .patch(`${BASE}/${sub.subscriptionId}`)
      .set(caller.auth)
      .send({ enabled: true })
      .expect(200);
    const replayed = await settled(sub.subscriptionId, 4);
    const goneDelivery = replayed.find((d) => d.eventId === goneEvent);
    expect(goneDelivery?.attempts.map((a) => [a.status, a.responseStatus])).toEqual([
      ['failed', 410],
      ['succeeded', 200],
    ]);
    const delivered = new Set(
      requestsTo(sub.path).map((req) => JSON.parse(req.rawBody.toString()).id),
    );
    for (const eventId of [goneEvent, ...later]) expect(delivered.has(eventId)).toBe(true);
    const replayedGone = requestsTo(sub.path).filter(
      (req) => JSON.parse(req.rawBody.toString()).id === goneEvent,
    );
    expect(replayedGone.map((req) => req.headers['idempotency-key'])).toEqual([
      goneDelivery!.deliveryId,
      goneDelivery!.deliveryId,
    ]);
  });

  it('disables after the configured span of nothing but failures, with webhook.subscription.disabled', async () => {
    const sub = await subscribe();
    receiver.respondWith((req) => (req.path === sub.path ? { status: 500 } : { status: 200 }));
    await commitEvents(app, caller.member.teamId);
    await settled(sub.subscriptionId, 1, 'failed');
    const stillEnabled = await request(app.http)
      .get(`${BASE}/${sub.subscriptionId}`)
      .set(caller.auth);
    expect(stillEnabled.body.enabled).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 1600));
    await commitEvents(app, caller.member.teamId);
    const disabled = await eventually(async () => {
      const res = await request(app.http).get(`${BASE}/${sub.subscriptionId}`).set(caller.auth);
      return res.body.enabled === false ? res.body : undefined;
    });
    receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    expect(disabled.disabledReason).toBe('failing');
    const events = await app.dataSource.query(
      `SELECT data->>'reason' AS reason FROM outbox_events
        WHERE type = 'webhook.subscription.disabled' AND data->>'subscriptionId' = $1`,
      [sub.subscriptionId],
    );
    expect(events).toEqual([{ reason: 'failing' }]);
    // Newest first: its own disabled event and the pending event are kept for the replay.
    const deliveries = await eventually(async () => {
      const all = await deliveriesOf(sub.subscriptionId);
      return all.length === 3 ? all : undefined;
    });
    expect(deliveries.map((d) => [d.eventType, d.status])).toEqual([
      ['webhook.subscription.disabled', 'held'],
      ['agent.created', 'held'],
      ['agent.created', 'failed'],
    ]);
  });

  it('a success ends the failure streak, so intermittent failures never disable', async () => {
    const sub = await subscribe();
    receiver.respondWith((req) =>
      req.path === sub.path && requestsTo(sub.path).length % 2 === 1
        ? { status: 500 }
        : { status: 200 },
    );
    await commitEvents(app, caller.member.teamId);
    await settled(sub.subscriptionId);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await commitEvents(app, caller.member.teamId);
    await settled(sub.subscriptionId, 2);
    receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    const res = await request(app.http).get(`${BASE}/${sub.subscriptionId}`).set(caller.auth);
    expect(res.body.enabled).toBe(true);
  });

  describe('the delivery log and the retry route', () => {
    it('pages deliveries newest first by cursor', async () => {
      const sub = await subscribe();
      const events = await commitEvents(app, caller.member.teamId, 3);
      await settled(sub.subscriptionId, 3);
      const path = `${BASE}/${sub.subscriptionId}/deliveries`;
      const first = await request(app.http)
        .get(path)
        .query({ limit: 2 })
        .set(caller.auth)
        .expect(200);
      expect(first.body.pagination).toEqual({
        hasMore: true,
        cursor: expect.any(String),
        direction: 'next',
        limit: 2,
      });
      const second = await request(app.http)
        .get(path)
        .query({ limit: 2, cursor: first.body.pagination.cursor })
        .set(caller.auth)
        .expect(200);
      expect(second.body.pagination).toMatchObject({ hasMore: false, cursor: null });
      const seen = [...first.body.data, ...second.body.data].map((d: DeliveryView) => d.eventId);
      expect(seen).toEqual([...events].reverse());
    });

    it('refuses bad cursors, other teams, missing scopes and missing tokens', async () => {
      const sub = await subscribe();
      const path = `${BASE}/${sub.subscriptionId}/deliveries`;
      await request(app.http).get(path).query({ cursor: 'x' }).set(caller.auth).expect(400);
      const other = await createCaller(app, 'webhooks:read', 'webhooks:write');
      const notFound = await request(app.http).get(path).set(other.auth).expect(404);
      expect(notFound.body.error).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
      const writeOnly = await createCaller(app, 'webhooks:write');
      await request(app.http).get(path).set(writeOnly.auth).expect(403);
      await request(app.http).get(path).expect(401);
    });

    it('retry: 404 for an unknown delivery or another team, 403 without write, 401 without a token', async () => {
      const sub = await subscribe();
      await commitEvents(app, caller.member.teamId);
      const [delivery] = await settled(sub.subscriptionId);
      const path = `${BASE}/${sub.subscriptionId}/deliveries/${delivery!.deliveryId}/retry`;
      const unknown = await request(app.http)
        .post(`${BASE}/${sub.subscriptionId}/deliveries/00000000-0000-4000-8000-000000000000/retry`)
        .set(caller.auth)
        .expect(404);
      expect(unknown.body.error).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
      await request(app.http)
        .post(`${BASE}/${sub.subscriptionId}/deliveries/nope/retry`)
        .set(caller.auth)
        .expect(404);
      const other = await createCaller(app, 'webhooks:write');
      const foreign = await request(app.http).post(path).set(other.auth).expect(404);
      expect(foreign.body.error).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
      const readOnly = await createCaller(app, 'webhooks:read');
      await request(app.http).post(path).set(readOnly.auth).expect(403);
      await request(app.http).post(path).expect(401);

      // A succeeded delivery can be sent again.
      await request(app.http).post(path).set(caller.auth).expect(202);
      await eventually(() => requestsTo(sub.path).length === 2);
    });
  });
});

describe('outbound destinations checked at connection time (WEBHOOK_ALLOW_PRIVATE_TARGETS off)', () => {
  let app: WebhookTestApp;
  let receiver: TestReceiver;

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_RETRY_SCHEDULE_MS: '0' });
    receiver = await TestReceiver.start();
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it.each([
    ['an IP literal', (port: string) => `http://127.0.0.1:${port}/x`],
    ['a name that resolves to loopback', (port: string) => `http://localhost:${port}/x`],
  ])(
    'refuses to connect to %s even when the row exists (DNS changed after creation)',
    async (_case, urlFor) => {
      const caller = await createCaller(app, 'webhooks:read');
      const url = urlFor(new URL(receiver.url).port);
      const { subscriptionId } = await insertSubscriptionRow(app, caller.member.teamId, url);
      await commitEvents(app, caller.member.teamId);
      const delivery = await eventually(async () => {
        const res = await request(app.http)
          .get(`${BASE}/${subscriptionId}/deliveries`)
          .set(caller.auth)
          .expect(200);
        const [first] = res.body.data as DeliveryView[];
        return first?.status === 'failed' ? first : undefined;
      });
      expect(delivery.attempts).toEqual([
        expect.objectContaining({
          status: 'failed',
          responseStatus: null,
          error: 'destination refused: loopback address',
        }),
      ]);
      expect(receiver.requests).toHaveLength(0);
    },
  );
});
