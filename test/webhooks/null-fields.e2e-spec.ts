import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { createWebhookTestApp, WebhookTestApp } from './support/webhook-test-app';

const ENDPOINTS = '/v1/webhooks/inbound-endpoints';
const SUBSCRIPTIONS = '/v1/webhooks/subscriptions';

/**
 * An explicit null in an optional body field is a 400 naming the field, unless the contract gives
 * null a meaning (subscription `eventTypes: null` = every event type). Nothing is written.
 */
describe('webhook bodies with null fields', () => {
  let app: WebhookTestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    owner = await createCaller(app, 'webhooks:read', 'webhooks:write');
  });
  afterAll(() => app.close());

  const expectNullRefused = (res: request.Response, field: string) => {
    const details = (res.body as { details?: Array<{ field: string }> }).details ?? [];
    expect(new Set(details.map((detail) => detail.field))).toEqual(new Set([field]));
    expect({ status: res.status, body: res.body as unknown }).toEqual({
      status: 400,
      body: {
        error: 'VALIDATION_ERROR',
        message: expect.any(String),
        details: expect.arrayContaining([expect.objectContaining({ field, code: 'invalid_type' })]),
      },
    });
  };

  describe('inbound endpoints', () => {
    it.each(['enabled', 'requireSignature'])(
      'PATCH {"%s": null} is 400 and changes nothing',
      async (field) => {
        const created = await request(app.http)
          .post(ENDPOINTS)
          .set(owner.auth)
          .send({ name: 'Payments', requireSignature: true })
          .expect(201);
        const path = `${ENDPOINTS}/${created.body.endpointId}`;
        const before = (await request(app.http).get(path).set(owner.auth).expect(200)).body;

        expectNullRefused(
          await request(app.http)
            .patch(path)
            .set(owner.auth)
            .send({ [field]: null }),
          field,
        );
        expectNullRefused(
          await request(app.http)
            .patch(path)
            .set(owner.auth)
            .send({ enabled: false, [field]: null }),
          field,
        );
        const after = (await request(app.http).get(path).set(owner.auth).expect(200)).body;
        expect(after).toEqual(before);
        expect(after).toMatchObject({ enabled: true, requireSignature: true });
      },
    );

    it('POST {"requireSignature": null} is 400 and creates nothing', async () => {
      const name = `Null ${Date.now()}`;
      expectNullRefused(
        await request(app.http)
          .post(ENDPOINTS)
          .set(owner.auth)
          .send({ name, requireSignature: null }),
        'requireSignature',
      );
      const [{ count }] = await app.dataSource.query(
        'SELECT count(*)::int AS count FROM webhook_inbound_endpoints WHERE name = $1',
        [name],
      );
      expect(count).toBe(0);
    });
  });

  describe('subscriptions', () => {
    async function subscription() {
      const created = await request(app.http)
        .post(SUBSCRIPTIONS)
        .set(owner.auth)
        .send({ url: 'http://127.0.0.1:9/hooks', eventTypes: ['agent.created'] })
        .expect(201);
      return `${SUBSCRIPTIONS}/${created.body.subscriptionId}`;
    }

    it.each(['enabled', 'url'])('PATCH {"%s": null} is 400 and changes nothing', async (field) => {
      const path = await subscription();
      const before = (await request(app.http).get(path).set(owner.auth).expect(200)).body;
      expectNullRefused(
        await request(app.http)
          .patch(path)
          .set(owner.auth)
          .send({ [field]: null }),
        field,
      );
      expectNullRefused(
        await request(app.http)
          .patch(path)
          .set(owner.auth)
          .send({ eventTypes: null, [field]: null }),
        field,
      );
      expect((await request(app.http).get(path).set(owner.auth).expect(200)).body).toEqual(before);
    });

    it('keeps eventTypes: null meaning every event type, on create and on PATCH', async () => {
      const path = await subscription();
      const changed = await request(app.http)
        .patch(path)
        .set(owner.auth)
        .send({ eventTypes: null })
        .expect(200);
      expect(changed.body.eventTypes).toBeNull();
      const created = await request(app.http)
        .post(SUBSCRIPTIONS)
        .set(owner.auth)
        .send({ url: 'http://127.0.0.1:9/all', eventTypes: null })
        .expect(201);
      expect(created.body.eventTypes).toBeNull();
    });
  });
});
