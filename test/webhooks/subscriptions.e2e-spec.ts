import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createApiToken, createCaller, scopes } from '../factories/identity.factory';
import { createWebhookTestApp, WebhookTestApp } from './support/webhook-test-app';
import { errorCode } from '../support/error-code';

const BASE = '/v1/webhooks/subscriptions';

describe('subscriptions (/v1/webhooks/subscriptions)', () => {
  let app: WebhookTestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;
  let outsider: Awaited<ReturnType<typeof createCaller>>;
  let readOnly: { Authorization: string };

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    owner = await createCaller(app, 'webhooks:read', 'webhooks:write', 'webhooks:delete');
    outsider = await createCaller(app, 'webhooks:read', 'webhooks:write', 'webhooks:delete');
    const token = await createApiToken(app, owner.member, scopes('webhooks:read'));
    readOnly = { Authorization: `Bearer ${token}` };
  });
  afterAll(() => app.close());

  const create = (body: object, auth = owner.auth) =>
    request(app.http).post(BASE).set(auth).send(body);

  describe('POST (create)', () => {
    it('201 with the subscription and its whsec_ secret, sealed at rest', async () => {
      const res = await create({
        url: 'http://127.0.0.1:9/hooks',
        eventTypes: ['agent.created', 'agent.archived'],
      }).expect(201);
      expect(res.body).toEqual({
        subscriptionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: 'http://127.0.0.1:9/hooks',
        amqp: null,
        nats: null,
        eventTypes: ['agent.created', 'agent.archived'],
        filter: null,
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
        enabled: true,
        standardWebhooks: false,
        previousSecretValidUntil: null,
        disabledReason: null,
        disabledAt: null,
        maxDeliveriesPerSecond: null,
        circuit: { state: 'closed', openUntil: null, consecutiveFailures: 0 },
        status: 'active',
        verification: { status: 'not_requested', requestedAt: null, verifiedAt: null },
        ordering: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [row] = await app.dataSource.query(
        'SELECT secret_sealed FROM webhook_subscriptions WHERE id = $1',
        [res.body.subscriptionId],
      );
      expect(row.secret_sealed).not.toContain(res.body.secret);
    });

    it('absent eventTypes means every event type (null)', async () => {
      const res = await create({ url: 'http://localhost:9/all' }).expect(201);
      expect(res.body.eventTypes).toBeNull();
    });

    it.each([
      ['a missing url', {}, 'url'],
      [
        'an unknown event type',
        { url: 'http://127.0.0.1:9', eventTypes: ['agent.exploded'] },
        'eventTypes',
      ],
      ['an empty eventTypes list', { url: 'http://127.0.0.1:9', eventTypes: [] }, 'eventTypes'],
      [
        'repeated event types',
        { url: 'http://127.0.0.1:9', eventTypes: ['agent.created', 'agent.created'] },
        'eventTypes',
      ],
      ['a non-http(s) URL', { url: 'ftp://127.0.0.1/x' }, 'url'],
      ['something that is not a URL', { url: 'not a url' }, 'url'],
      ['a host that does not resolve', { url: 'http://no-such-host.invalid/' }, 'url'],
    ])('400 VALIDATION_ERROR for %s', async (_case, body, field) => {
      const res = await create(body).expect(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    });

    it('400 for an undeclared key; 401 without a token; 403 without webhooks:write', async () => {
      expect(
        await errorCode(create({ url: 'http://127.0.0.1:9', secret: 'whsec_mine' }), 400),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(request(app.http).post(BASE).send({ url: 'http://127.0.0.1:9' }), 401),
      ).toBe('UNAUTHORIZED');
      const res = await create({ url: 'http://127.0.0.1:9' }, readOnly).expect(403);
      expect(res.body).toEqual({
        error: 'INSUFFICIENT_SCOPE',
        message: 'API token does not have scope webhooks:write',
      });
    });
  });

  describe('url length: the bound is the column, so it holds for the url as stored', () => {
    const MAX = 2048;
    /** `prefix` padded to `length` characters with `pad`. */
    const padded = (prefix: string, length: number, pad = 'x') =>
      prefix + pad.repeat(length - prefix.length);
    // `***` for a one-character password: 2,050 characters as stored.
    const shortPassword = padded('http://u:a@127.0.0.1:9/', MAX);
    // Each é is percent-encoded (%C3%A9): 3,023 characters as stored.
    const nonAscii = padded('amqp://u:p@127.0.0.1/', 521, 'é');

    const tooLong = async (res: request.Response) => {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'VALIDATION_ERROR',
        message: expect.any(String),
        details: [expect.objectContaining({ field: 'url', code: 'too_big' })],
      });
      return (res.body as { details: Array<{ message: string }> }).details[0].message;
    };

    it('400 too_big on POST and PATCH for a url that outgrows it only as stored, as for a longer one', async () => {
      const overLong = await tooLong(await create({ url: padded('http://127.0.0.1:9/', MAX + 1) }));
      for (const body of [{ url: shortPassword }, { url: nonAscii, amqp: { exchange: 'x' } }])
        expect(await tooLong(await create(body))).toContain(overLong);

      const mine = (await create({ url: 'http://127.0.0.1:9/kept' }).expect(201)).body;
      const patch = (body: object) =>
        request(app.http).patch(`${BASE}/${mine.subscriptionId}`).set(owner.auth).send(body);
      for (const body of [{ url: shortPassword }, { url: nonAscii, amqp: { exchange: 'x' } }])
        expect(await tooLong(await patch(body))).toContain(overLong);
      const [row] = await app.dataSource.query(
        'SELECT url, url_secret_sealed FROM webhook_subscriptions WHERE id = $1',
        [mine.subscriptionId],
      );
      expect(row).toEqual({ url: 'http://127.0.0.1:9/kept', url_secret_sealed: null });

      // At the bound as stored it is taken.
      const atBound = padded('http://u:ab@127.0.0.1:9/', MAX - 1);
      expect((await create({ url: atBound }).expect(201)).body.url).toHaveLength(MAX);
    });
  });

  describe('GET (list and one)', () => {
    it("lists the caller's team only, newest first, never the secret", async () => {
      const a = (await create({ url: 'http://127.0.0.1:9/a' }, outsider.auth).expect(201)).body;
      const b = (await create({ url: 'http://127.0.0.1:9/b' }, outsider.auth).expect(201)).body;
      const res = await request(app.http).get(BASE).set(outsider.auth).expect(200);
      expect(res.body.data.map((item: { subscriptionId: string }) => item.subscriptionId)).toEqual([
        b.subscriptionId,
        a.subscriptionId,
      ]);
      expect(res.body.pagination).toEqual({ limit: 20, offset: 0, hasMore: false, total: 2 });
      expect(JSON.stringify(res.body)).not.toContain('whsec_');
    });

    it('list: 401 without a token, 403 without webhooks:read', async () => {
      const writeOnly = await createCaller(app, 'webhooks:write');
      expect(await errorCode(request(app.http).get(BASE), 401)).toBe('UNAUTHORIZED');
      const res = await request(app.http).get(BASE).set(writeOnly.auth).expect(403);
      expect(res.body.message).toBe('API token does not have scope webhooks:read');
    });

    it('reads one; 404 for another team or a malformed id; 403 without read; 401', async () => {
      const mine = (await create({ url: 'http://127.0.0.1:9/one' }).expect(201)).body;
      const path = `${BASE}/${mine.subscriptionId}`;
      const res = await request(app.http).get(path).set(readOnly).expect(200);
      expect(res.body).toMatchObject({
        subscriptionId: mine.subscriptionId,
        url: 'http://127.0.0.1:9/one',
      });
      expect(res.body.secret).toBeUndefined();
      const other = await request(app.http).get(path).set(outsider.auth).expect(404);
      expect(other.body).toEqual({
        error: 'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
        message: expect.any(String),
      });
      expect(await errorCode(request(app.http).get(`${BASE}/123`).set(owner.auth), 404)).toBe(
        'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
      );
      const writeOnly = await createCaller(app, 'webhooks:write');
      expect(await errorCode(request(app.http).get(path).set(writeOnly.auth), 403)).toBe(
        'INSUFFICIENT_SCOPE',
      );
      expect(await errorCode(request(app.http).get(path), 401)).toBe('UNAUTHORIZED');
    });
  });

  describe('PATCH /{subscriptionId}', () => {
    it('changes url and event types (null: every type) and disables/enables', async () => {
      const mine = (
        await create({ url: 'http://127.0.0.1:9/old', eventTypes: ['agent.created'] }).expect(201)
      ).body;
      const path = `${BASE}/${mine.subscriptionId}`;
      const changed = await request(app.http)
        .patch(path)
        .set(owner.auth)
        .send({ url: 'http://127.0.0.1:9/new', eventTypes: null })
        .expect(200);
      expect(changed.body).toMatchObject({
        url: 'http://127.0.0.1:9/new',
        eventTypes: null,
        enabled: true,
      });

      const off = await request(app.http)
        .patch(path)
        .set(owner.auth)
        .send({ enabled: false })
        .expect(200);
      expect(off.body).toMatchObject({
        enabled: false,
        disabledReason: 'manual',
        disabledAt: expect.any(String),
      });
      const on = await request(app.http)
        .patch(path)
        .set(owner.auth)
        .send({ enabled: true })
        .expect(200);
      expect(on.body).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });
    });

    it('400 for a refused url or wrong types; 404 for another team; 403 without write; 401', async () => {
      const mine = (await create({ url: 'http://127.0.0.1:9/x' }).expect(201)).body;
      const path = `${BASE}/${mine.subscriptionId}`;
      const refused = await request(app.http)
        .patch(path)
        .set(owner.auth)
        .send({ url: 'gopher://x' })
        .expect(400);
      expect(refused.body.details[0]).toMatchObject({
        field: 'url',
        code: 'destination_not_allowed',
      });
      expect(
        await errorCode(
          request(app.http).patch(path).set(owner.auth).send({ enabled: 'yes' }),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(request(app.http).patch(path).set(owner.auth).send({ secret: 'x' }), 400),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(
          request(app.http).patch(path).set(outsider.auth).send({ enabled: false }),
          404,
        ),
      ).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
      expect(
        await errorCode(request(app.http).patch(path).set(readOnly).send({ enabled: false }), 403),
      ).toBe('INSUFFICIENT_SCOPE');
      expect(await errorCode(request(app.http).patch(path).send({ enabled: false }), 401)).toBe(
        'UNAUTHORIZED',
      );
    });
  });

  describe('DELETE /{subscriptionId}', () => {
    it('200 and then 404; needs webhooks:delete, not write; another team gets 404', async () => {
      const mine = (await create({ url: 'http://127.0.0.1:9/gone' }).expect(201)).body;
      const path = `${BASE}/${mine.subscriptionId}`;
      const writer = await createApiToken(app, owner.member, scopes('webhooks:write'));
      const denied = await request(app.http)
        .delete(path)
        .set({ Authorization: `Bearer ${writer}` })
        .expect(403);
      expect(denied.body.message).toBe('API token does not have scope webhooks:delete');
      expect(await errorCode(request(app.http).delete(path), 401)).toBe('UNAUTHORIZED');
      expect(await errorCode(request(app.http).delete(path).set(outsider.auth), 404)).toBe(
        'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
      );
      const res = await request(app.http).delete(path).set(owner.auth).expect(200);
      expect(res.body).toEqual({ subscriptionId: mine.subscriptionId, deleted: true });
      expect(await errorCode(request(app.http).get(path).set(owner.auth), 404)).toBe(
        'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
      );
      expect(await errorCode(request(app.http).delete(path).set(owner.auth), 404)).toBe(
        'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
      );
    });

    it('takes its deliveries and their attempts along (attempts have no key to cascade from)', async () => {
      const mine = (await create({ url: 'http://127.0.0.1:9/gone' }).expect(201)).body;
      const kept = (await create({ url: 'http://127.0.0.1:9/kept' }).expect(201)).body;
      const teamId = owner.member.teamId;
      const [{ id: eventId }] = await app.dataSource.query<Array<{ id: string }>>(
        // Relayed already: the relay must not make deliveries of its own for it.
        `INSERT INTO outbox_events (id, created_at, team_id, type, data, relayed_at)
         VALUES (outbox_event_id_at(now()), now(), $1, 'agent.created', $2, now())
         RETURNING id`,
        [
          teamId,
          {
            agentId: randomUUID(),
            name: 'Gone',
            source: 'custom',
            installedBy: owner.member.userId,
            clonedFromAgentId: null,
          },
        ],
      );
      for (const subscriptionId of [mine.subscriptionId, kept.subscriptionId]) {
        await app.dataSource.query(
          `WITH delivery AS (
             INSERT INTO webhook_deliveries
               (team_id, subscription_id, event_id, event_type, status, attempt_count)
             VALUES ($1, $2, $3, 'agent.created', 'failed', 2)
             RETURNING id, created_at
           )
           INSERT INTO webhook_delivery_attempts
             (delivery_id, delivery_created_at, subscription_id, attempt_number, correlation_id,
              started_at, duration_ms, succeeded)
           SELECT id, created_at, $2, n, gen_random_uuid(), now(), 5, false
             FROM delivery, generate_series(1, 2) AS n`,
          [teamId, subscriptionId, eventId],
        );
      }
      const left = async (table: string) =>
        (
          await app.dataSource.query<Array<{ subscription_id: string; count: number }>>(
            `SELECT subscription_id, count(*)::int AS count FROM ${table}
              WHERE subscription_id = ANY($1) GROUP BY 1`,
            [[mine.subscriptionId, kept.subscriptionId]],
          )
        ).map((row) => [row.subscription_id, row.count]);

      await request(app.http).delete(`${BASE}/${mine.subscriptionId}`).set(owner.auth).expect(200);
      expect(await left('webhook_deliveries')).toEqual([[kept.subscriptionId, 1]]);
      expect(await left('webhook_delivery_attempts')).toEqual([[kept.subscriptionId, 2]]);
    });
  });
});

describe('subscription destinations without WEBHOOK_ALLOW_PRIVATE_TARGETS (SSRF)', () => {
  let app: WebhookTestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
    owner = await createCaller(app, 'webhooks:write');
  });
  afterAll(() => app.close());

  it.each([
    ['loopback', 'http://127.0.0.1:8080/hook', 'loopback'],
    ['loopback by name', 'http://localhost:8080/hook', 'loopback'],
    ['IPv6 loopback', 'http://[::1]/hook', 'loopback'],
    ['a decimal-encoded loopback', 'http://2130706433/hook', 'loopback'],
    ['private 10/8', 'http://10.0.0.8/hook', 'private'],
    ['private 172.16/12', 'https://172.16.5.4/hook', 'private'],
    ['private 192.168/16', 'http://192.168.1.20/hook', 'private'],
    ['link-local', 'http://169.254.10.10/hook', 'linkLocal'],
    ['CGNAT', 'http://100.64.1.1/hook', 'carrierGradeNat'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/hook', 'ipv4Mapped'],
    ['IPv4-mapped public IPv6', 'http://[::ffff:8.8.8.8]/hook', 'ipv4Mapped'],
    ['IPv6 unique-local', 'http://[fd00::1]/hook', 'uniqueLocal'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data', 'cloud metadata'],
    ['the unspecified address', 'http://0.0.0.0/hook', 'unspecified'],
    ['a file URL', 'file:///etc/passwd', 'only http, https, amqp, amqps, nats and tls'],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_case, url, reason) => {
    const res = await request(app.http).post(BASE).set(owner.auth).send({ url }).expect(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details[0]).toMatchObject({ field: 'url', code: 'destination_not_allowed' });
    expect(res.body.details[0].message).toContain(reason);
  });

  it('names WEBHOOK_ALLOW_PRIVATE_TARGETS when refusing a loopback or private receiver, not a metadata address', async () => {
    const local = await request(app.http)
      .post(BASE)
      .set(owner.auth)
      .send({ url: 'http://localhost:4000/hook' })
      .expect(400);
    expect(local.body).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(local.body.details[0]).toMatchObject({ field: 'url', code: 'destination_not_allowed' });
    expect(local.body.message).toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS=true');
    expect(local.body.details[0].message).toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS=true');
    const metadata = await request(app.http)
      .post(BASE)
      .set(owner.auth)
      .send({ url: 'http://169.254.169.254/latest/meta-data' })
      .expect(400);
    expect(metadata.body.details[0].message).not.toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS');
  });

  it('refuses changing an existing subscription to an internal address', async () => {
    const subscription = await app.dataSource.query(
      `INSERT INTO webhook_subscriptions (team_id, url, secret_sealed) VALUES ($1, 'https://93.184.216.34/', 'x') RETURNING id`,
      [owner.member.teamId],
    );
    const res = await request(app.http)
      .patch(`${BASE}/${subscription[0].id}`)
      .set(owner.auth)
      .send({ url: 'http://127.0.0.1/' })
      .expect(400);
    expect(res.body.details[0].code).toBe('destination_not_allowed');
  });
});
