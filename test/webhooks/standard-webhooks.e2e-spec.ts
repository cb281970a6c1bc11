import { createHmac } from 'node:crypto';
import request from 'supertest';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { commitEvents } from '../factories/webhooks.factory';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import type { ReceivedRequest } from './support/test-receiver';

/** The headers as a receiver's framework hands them to the library. */
function headersOf(req: ReceivedRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
  );
}

describe('Standard Webhooks opt-in (standardwebhooks library)', () => {
  const h = new OutboundHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const deliverOne = async (sub: { subscriptionId: string; path: string }, settledCount = 1) => {
    await commitEvents(h.app, h.caller.member.teamId, 1, 'agent.created', () => ({ name: 'Ada' }));
    const deliveries = await h.settled(sub.subscriptionId, settledCount);
    const requests = h.requestsTo(sub.path);
    const received = requests[requests.length - 1];
    if (!received || !deliveries[0]) throw new Error('nothing delivered');
    return { received, delivery: deliveries[0] };
  };

  it('is off by default: only our own headers are sent', async () => {
    const sub = await h.subscribe();
    expect((await h.subscription(sub.subscriptionId)).standardWebhooks).toBe(false);
    const { received } = await deliverOne(sub);
    expect(received.headers['x-webhook-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
      expect(received.headers[name]).toBeUndefined();
  });

  it('a real delivery verifies with new Webhook(secret).verify, the secret exactly as issued; a tampered body does not', async () => {
    const sub = await h.subscribe({ standardWebhooks: true });
    expect((await h.subscription(sub.subscriptionId)).standardWebhooks).toBe(true);
    const { received, delivery } = await deliverOne(sub);
    const raw = received.rawBody.toString('utf8');
    const headers = headersOf(received);

    const payload = new Webhook(sub.secret).verify(raw, headers) as { id: string; data: object };
    expect(payload.id).toBe(delivery.eventId);
    expect(payload.data).toEqual({ name: 'Ada' });
    expect(headers['webhook-id']).toBe(delivery.deliveryId);
    expect(headers['webhook-id']).toBe(headers['idempotency-key']);
    expect(headers['webhook-timestamp']).toBe(headers['x-webhook-timestamp']);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    // Our own signature is still there, unchanged.
    const ours = createHmac('sha256', sub.secret)
      .update(`${headers['x-webhook-timestamp']}.${raw}`)
      .digest('hex');
    expect(headers['x-webhook-signature']).toBe(`sha256=${ours}`);

    const tampered = raw.replace('Ada', 'Eve');
    expect(tampered).not.toBe(raw);
    expect(() => new Webhook(sub.secret).verify(tampered, headers)).toThrow(
      WebhookVerificationError,
    );
    const otherId = { ...headers, 'webhook-id': 'msg_other' };
    expect(() => new Webhook(sub.secret).verify(raw, otherId)).toThrow(WebhookVerificationError);
  });

  it('is switched by PATCH, and shown in the views', async () => {
    const sub = await h.subscribe();
    const patched = await request(h.app.http)
      .patch(`${SUBSCRIPTIONS}/${sub.subscriptionId}`)
      .set(h.caller.auth)
      .send({ standardWebhooks: true })
      .expect(200);
    expect(patched.body.standardWebhooks).toBe(true);
    const on = await deliverOne(sub);
    expect(() =>
      new Webhook(sub.secret).verify(on.received.rawBody, headersOf(on.received)),
    ).not.toThrow();

    const list = await request(h.app.http).get(SUBSCRIPTIONS).set(h.caller.auth).expect(200);
    const listed = (list.body.data as Array<{ subscriptionId: string }>).find(
      (item) => item.subscriptionId === sub.subscriptionId,
    );
    expect(listed).toMatchObject({ standardWebhooks: true });

    await request(h.app.http)
      .patch(`${SUBSCRIPTIONS}/${sub.subscriptionId}`)
      .set(h.caller.auth)
      .send({ standardWebhooks: false })
      .expect(200);
    const off = await deliverOne(sub, 2);
    expect(off.received.headers['webhook-signature']).toBeUndefined();
  });

  it('400 for a standardWebhooks that is not a boolean', async () => {
    const res = await request(h.app.http)
      .post(SUBSCRIPTIONS)
      .set(h.caller.auth)
      .send({ url: `${h.receiver.url}/x`, standardWebhooks: 'yes' })
      .expect(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'standardWebhooks' })]);
  });

  it('during a rotation grace both the old and the new secret verify; after it only the new one', async () => {
    const sub = await h.subscribe({ standardWebhooks: true });
    const res = await request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${sub.subscriptionId}/rotate-secret`)
      .set(h.caller.auth)
      .send({ graceHours: 1 })
      .expect(201);
    const newSecret = (res.body as { secret: string }).secret;

    const during = await deliverOne(sub);
    const raw = during.received.rawBody;
    const headers = headersOf(during.received);
    expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    expect(() => new Webhook(newSecret).verify(raw, headers)).not.toThrow();
    expect(() => new Webhook(sub.secret).verify(raw, headers)).not.toThrow();
    // The new secret's entry comes first, as X-Webhook-Signature comes before the Previous one.
    expect(headers['webhook-signature']?.split(' ')[0]).toBe(
      new Webhook(newSecret).sign(
        headers['webhook-id'] ?? '',
        new Date(Number(headers['webhook-timestamp']) * 1000),
        raw.toString('utf8'),
      ),
    );

    await h.app.dataSource.query(
      `UPDATE webhook_subscriptions SET previous_secret_valid_until = now() - interval '1 second'
        WHERE id = $1`,
      [sub.subscriptionId],
    );
    const after = await deliverOne(sub, 2);
    const afterHeaders = headersOf(after.received);
    expect(afterHeaders['webhook-signature']).toMatch(/^v1,\S+$/);
    expect(() => new Webhook(newSecret).verify(after.received.rawBody, afterHeaders)).not.toThrow();
    expect(() => new Webhook(sub.secret).verify(after.received.rawBody, afterHeaders)).toThrow(
      WebhookVerificationError,
    );
  });
});
