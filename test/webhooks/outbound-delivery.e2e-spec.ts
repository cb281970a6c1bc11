import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { commitEvents } from '../factories/webhooks.factory';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('outbound deliveries to a real local receiver', () => {
  const h = new OutboundHarness({
    // A Retry-After after the first attempt may push the second up to the next-but-one step.
    WEBHOOK_RETRY_SCHEDULE_MS: '0,200,1500',
    WEBHOOK_DELIVERY_TIMEOUT_MS: '500',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('POSTs the event with the signature (checked by an independent HMAC) and every delivery header', async () => {
    const sub = await h.subscribe();
    const before = Math.floor(Date.now() / 1000);
    const [eventId] = await commitEvents(h.app, h.caller.member.teamId, 1, 'agent.created', () => ({
      agentId: 'a-1',
      name: 'Ada',
    }));
    const [delivery] = await h.settled(sub.subscriptionId);
    const [received] = h.requestsTo(sub.path);
    if (!received || !delivery) throw new Error('nothing delivered');

    expect(received.method).toBe('POST');
    expect(received.headers['content-type']).toBe('application/json');
    const raw = received.rawBody.toString('utf8');
    expect(JSON.parse(raw)).toEqual({
      id: eventId,
      type: 'agent.created',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      teamId: h.caller.member.teamId,
      data: { agentId: 'a-1', name: 'Ada' },
    });
    // The delivered keys are exactly those the documented `Event` schema lists.
    const openapi = JSON.parse(
      readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8'),
    ) as {
      components: { schemas: Record<string, { properties: object }> };
    };
    const eventSchema = openapi.components.schemas.Event;
    expect(Object.keys(JSON.parse(raw)).sort()).toEqual(Object.keys(eventSchema.properties).sort());
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
          failureReason: null,
          error: null,
        },
      ],
    });
  });

  it('delivers only the subscribed event types, and only the team’s own events', async () => {
    const sub = await h.subscribe({ eventTypes: ['agent.archived'] });
    const other = await createCaller(h.app, 'webhooks:read');
    await commitEvents(h.app, h.caller.member.teamId, 1, 'agent.created');
    await commitEvents(h.app, other.member.teamId, 1, 'agent.archived');
    const [archived] = await commitEvents(h.app, h.caller.member.teamId, 1, 'agent.archived');
    const [delivery] = await h.settled(sub.subscriptionId);
    expect(delivery?.eventId).toBe(archived);
    expect(h.requestsTo(sub.path)).toHaveLength(1);
  });

  it('retries after a 500 with the same Idempotency-Key and body, and a new X-Correlation-Id', async () => {
    const sub = await h.subscribe();
    h.receiver.respondWith((req, index) =>
      req.path === sub.path && h.requestsTo(sub.path).length === 1
        ? { status: 500, body: 'boom'.repeat(400) }
        : { status: 200, body: `ok ${index}` },
    );
    await commitEvents(h.app, h.caller.member.teamId);
    const [delivery] = await h.settled(sub.subscriptionId);
    h.receiver.respondWith(() => ({ status: 200, body: 'ok' }));

    const [first, second] = h.requestsTo(sub.path);
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
    const sub = await h.subscribe();
    h.receiver.respondWith((req) =>
      req.path === sub.path && h.requestsTo(sub.path).length === 1
        ? { status, headers: { 'Retry-After': '1' } }
        : { status: 200 },
    );
    await commitEvents(h.app, h.caller.member.teamId);
    await h.settled(sub.subscriptionId);
    h.receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    const [first, second] = h.requestsTo(sub.path);
    // The schedule alone would retry after 200 ms; the cap is 1.5 s.
    expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('treats a redirect as a failure and does not follow it; a timeout is a failure too', async () => {
    const sub = await h.subscribe();
    h.receiver.respondWith((req) => {
      if (req.path !== sub.path) return { status: 200 };
      const seen = h.requestsTo(sub.path).length;
      if (seen === 1) return { status: 302, headers: { Location: `${h.receiver.url}/elsewhere` } };
      if (seen === 2) return { status: 200, delayMs: 1000 };
      return { status: 204 };
    });
    await commitEvents(h.app, h.caller.member.teamId);
    const [delivery] = await h.settled(sub.subscriptionId);
    h.receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    expect(h.receiver.requests.some((req) => req.path === '/elsewhere')).toBe(false);
    expect(delivery?.attempts.map((a) => [a.status, a.responseStatus, a.failureReason])).toEqual([
      ['failed', 302, 'redirect not followed'],
      ['failed', null, 'timeout after 500 ms'],
      ['succeeded', 204, null],
    ]);
  });

  it('marks a delivery failed when the round of attempts ends, and a manual retry starts a new round (202)', async () => {
    const sub = await h.subscribe();
    h.receiver.respondWith((req) => (req.path === sub.path ? { status: 500 } : { status: 200 }));
    await commitEvents(h.app, h.caller.member.teamId);
    const [failed] = await h.settled(sub.subscriptionId, 1, 'failed');
    expect(failed?.attempts).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(h.requestsTo(sub.path)).toHaveLength(3);

    h.receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    const res = await request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${sub.subscriptionId}/deliveries/${failed.deliveryId}/retry`)
      .set(h.caller.auth)
      .expect(202);
    expect(res.body).toEqual({ deliveryId: failed.deliveryId, status: 'pending' });
    const [retried] = await h.settled(sub.subscriptionId);
    expect(retried?.attempts.map((a) => a.status)).toEqual([
      'failed',
      'failed',
      'failed',
      'succeeded',
    ]);
    expect(h.requestsTo(sub.path)[3]?.headers['idempotency-key']).toBe(failed.deliveryId);
  });
});
