import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { commitEvents } from '../factories/webhooks.factory';
import { WebhookSubscription } from '../../src/webhooks/delivery/store/webhook-subscription.entity';
import { SigningSecretsService } from '../../src/webhooks/signing/signing-secrets.service';
import { generateSigningSecret } from '../../src/webhooks/signing/webhook-signature';
import type { DeliveryView } from './support/outbound-harness';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

const BASE = '/v1/webhooks/subscriptions';
const AMQP = 'amqp://guest:guest@127.0.0.1:5672/';

describe('broker subscriptions: url schemes, routes and their rules (platform.md, Destinations beyond HTTP)', () => {
  let app: WebhookTestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    owner = await createCaller(app, 'webhooks:read', 'webhooks:write');
  });
  afterAll(() => app.close());

  const create = (body: object) => request(app.http).post(BASE).set(owner.auth).send(body);
  const patch = (id: string, body: object) =>
    request(app.http).patch(`${BASE}/${id}`).set(owner.auth).send(body);
  const sealedOf = async (id: string) =>
    (await app.dataSource.getRepository(WebhookSubscription).findOneByOrFail({ id }))
      .urlSecretSealed;
  const refusal = (res: request.Response) => ({
    status: res.status,
    error: (res.body as { error: string }).error,
    detail: (res.body as { details: Array<{ field: string; code: string }> }).details[0],
  });

  it('fills in the default routing key and subject, and shows null routes for HTTP', async () => {
    const amqp = await create({ url: AMQP, amqp: { exchange: 'events' } }).expect(201);
    expect(amqp.body).toMatchObject({
      url: 'amqp://guest:***@127.0.0.1:5672/',
      amqp: { exchange: 'events', routingKey: '{type}' },
      nats: null,
    });
    const nats = await create({ url: 'tls://127.0.0.1:4222' }).expect(201);
    expect(nats.body).toMatchObject({
      url: 'tls://127.0.0.1:4222',
      amqp: null,
      nats: { subject: 'platform.{type}' },
    });
    const token = await create({ url: 'nats://s3cr3t-token@127.0.0.1:4222' }).expect(201);
    expect(token.body.url).toBe('nats://***@127.0.0.1:4222');
    const http = await create({ url: 'http://127.0.0.1:9/hook' }).expect(201);
    expect(http.body).toMatchObject({ amqp: null, nats: null });
  });

  it.each([
    ['an amqp url without amqp', { url: AMQP }, 'amqp', 'invalid_type'],
    [
      'amqp beside an https url',
      { url: 'http://127.0.0.1:9/h', amqp: { exchange: 'x' } },
      'amqp',
      'not_applicable',
    ],
    [
      'nats beside an amqp url',
      { url: AMQP, amqp: { exchange: 'x' }, nats: {} },
      'nats',
      'not_applicable',
    ],
    [
      'verify: true for a broker',
      { url: 'nats://127.0.0.1:4222', verify: true },
      'verify',
      'not_applicable',
    ],
    [
      'an exchange name with a space',
      { url: AMQP, amqp: { exchange: 'my events' } },
      'amqp.exchange',
      'invalid_string',
    ],
    ['amqp without its exchange', { url: AMQP, amqp: {} }, 'amqp.exchange', 'invalid_type'],
    ['amqp that is not an object', { url: AMQP, amqp: 'events' }, 'amqp', 'invalid_type'],
    [
      'a wildcard subject',
      { url: 'nats://127.0.0.1:4222', nats: { subject: 'platform.>' } },
      'nats.subject',
      'invalid_string',
    ],
    [
      'a nats url with a path',
      { url: 'nats://127.0.0.1:4222/x' },
      'url',
      'destination_not_allowed',
    ],
    [
      'an amqp url with a query',
      { url: `${AMQP}?heartbeat=5`, amqp: { exchange: 'x' } },
      'url',
      'destination_not_allowed',
    ],
    [
      'an amqp url with a nested path',
      { url: 'amqp://127.0.0.1/a/b', amqp: { exchange: 'x' } },
      'url',
      'destination_not_allowed',
    ],
    ['another scheme', { url: 'redis://127.0.0.1:6379' }, 'url', 'destination_not_allowed'],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_case, body, field, code) => {
    expect(refusal(await create(body))).toEqual({
      status: 400,
      error: 'VALIDATION_ERROR',
      detail: expect.objectContaining({ field, code }),
    });
  });

  it('PATCH moves a subscription between destinations, keeping only the routes of its kind', async () => {
    const { subscriptionId: id } = (await create({ url: 'http://127.0.0.1:9/h' }).expect(201))
      .body as { subscriptionId: string };
    expect(refusal(await patch(id, { url: AMQP }))).toMatchObject({
      status: 400,
      detail: { field: 'amqp', code: 'invalid_type' },
    });
    const amqp = await patch(id, { url: AMQP, amqp: { exchange: 'a', routingKey: 'k.{type}' } });
    expect(amqp.status).toBe(200);
    expect(amqp.body).toMatchObject({
      url: 'amqp://guest:***@127.0.0.1:5672/',
      amqp: { exchange: 'a', routingKey: 'k.{type}' },
      nats: null,
    });
    const sealed = await sealedOf(id);
    expect(sealed).toEqual(expect.any(String));
    expect(sealed).not.toContain('guest');

    // The route alone; a route of another kind, or proof of ownership, is refused.
    expect((await patch(id, { amqp: { exchange: 'b' } }).expect(200)).body.amqp).toEqual({
      exchange: 'b',
      routingKey: '{type}',
    });
    expect(refusal(await patch(id, { nats: {} })).detail).toMatchObject({ field: 'nats' });
    expect(refusal(await patch(id, { verify: true })).detail).toMatchObject({ field: 'verify' });

    // The url as the view shows it keeps the stored password, and so do other kept routes.
    const same = await patch(id, { url: amqp.body.url as string }).expect(200);
    expect(same.body.amqp).toEqual({ exchange: 'b', routingKey: '{type}' });
    expect(await sealedOf(id)).toBe(sealed);
    await patch(id, { url: 'amqp://other:pw@127.0.0.1:5672/' }).expect(200);
    expect(await sealedOf(id)).not.toBe(sealed);

    const nats = await patch(id, { url: 'nats://127.0.0.1:4222' }).expect(200);
    expect(nats.body).toMatchObject({ amqp: null, nats: { subject: 'platform.{type}' } });
    expect(await sealedOf(id)).toBeNull();
    const back = await patch(id, { url: 'http://127.0.0.1:9/h' }).expect(200);
    expect(back.body).toMatchObject({ url: 'http://127.0.0.1:9/h', amqp: null, nats: null });
  });

  it('re-pointing a subscription that awaits its proof to a broker withdraws the request', async () => {
    const created = await create({ url: 'http://127.0.0.1:9/h', verify: true }).expect(201);
    expect(created.body.status).toBe('pending_verification');
    const moved = await patch(created.body.subscriptionId as string, {
      url: 'nats://127.0.0.1:4222',
    }).expect(200);
    expect(moved.body).toMatchObject({
      status: 'active',
      verification: { status: 'not_requested' },
    });
  });
});

describe('broker destinations without WEBHOOK_ALLOW_PRIVATE_TARGETS', () => {
  let app: WebhookTestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_RETRY_SCHEDULE_MS: '0' });
    owner = await createCaller(app, 'webhooks:read', 'webhooks:write');
  });
  afterAll(() => app.close());

  it.each([
    ['a loopback AMQP broker', { url: AMQP, amqp: { exchange: 'x' } }],
    ['a NATS broker named localhost', { url: 'nats://localhost:4222' }],
  ])('refuses %s at create, naming the setting', async (_case, body) => {
    const res = await request(app.http).post(BASE).set(owner.auth).send(body).expect(400);
    expect(res.body.details[0]).toMatchObject({ field: 'url', code: 'destination_not_allowed' });
    expect(res.body.details[0].message).toContain('loopback');
    expect(res.body.details[0].message).toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS=true');
  });

  it.each([
    ['an AMQP IP literal', AMQP, { amqp: { exchange: 'x', routingKey: '{type}' } }],
    [
      'a NATS name that resolves to loopback',
      'nats://localhost:4222',
      { nats: { subject: 'platform.{type}' } },
    ],
  ])(
    'refuses to connect to %s when the row exists (checked again at every connection)',
    async (_case, url, route) => {
      const row = await app.dataSource.getRepository(WebhookSubscription).save({
        teamId: owner.member.teamId,
        url,
        ...route,
        eventTypes: null,
        secretSealed: await app.get(SigningSecretsService).seal(generateSigningSecret()),
        enabled: true,
      });
      await commitEvents(app, owner.member.teamId);
      const delivery = await eventually(async () => {
        const res = await request(app.http)
          .get(`${BASE}/${row.id}/deliveries`)
          .set(owner.auth)
          .expect(200);
        const [first] = res.body.data as DeliveryView[];
        return first?.status === 'failed' ? first : undefined;
      });
      expect(delivery.attempts).toEqual([
        expect.objectContaining({
          status: 'failed',
          responseStatus: null,
          failureReason: 'destination refused: loopback address',
        }),
      ]);
    },
  );
});
