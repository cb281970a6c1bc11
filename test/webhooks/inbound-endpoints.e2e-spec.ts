import { createHash } from 'node:crypto';
import request from 'supertest';
import { createApiToken, createCaller, scopes } from '../factories/identity.factory';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';
import { errorCode } from '../support/error-code';

const BASE = '/v1/webhooks/inbound-endpoints';
const JSON_TYPE = { 'Content-Type': 'application/json' };

describe('inbound endpoint provisioning (/v1/webhooks/inbound-endpoints)', () => {
  let app: WebhookTestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;
  /** Same team as owner, read-only. */
  let reader: { auth: { Authorization: string } };
  let outsider: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createWebhookTestApp({ PUBLIC_BASE_URL: 'https://hooks.acme.test' });
    owner = await createCaller(app, 'webhooks:read', 'webhooks:write');
    const readToken = await createApiToken(app, owner.member, scopes('webhooks:read'));
    reader = { auth: { Authorization: `Bearer ${readToken}` } };
    outsider = await createCaller(app, 'webhooks:read', 'webhooks:write');
  });
  afterAll(() => app.close());

  const create = (auth = owner.auth, body: object = { name: 'Payments' }) =>
    request(app.http).post(BASE).set(auth).send(body);

  describe('POST (create)', () => {
    it('201 with the endpoint id, token, absolute receiver URL and whsec_ secret; only hashes and sealed secrets are stored', async () => {
      const res = await create(owner.auth, { name: 'Payments', requireSignature: true }).expect(
        201,
      );
      expect(res.body).toEqual({
        endpointId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        receiverUrl: `https://hooks.acme.test/webhooks/${res.body.endpointId}/${res.body.token}`,
        signingSecret: expect.stringMatching(/^whsec_/),
        name: 'Payments',
        enabled: true,
        requireSignature: true,
        createdAt: expect.any(String),
      });
      const [row] = await app.dataSource.query(
        'SELECT token_hash, signing_secret_sealed FROM webhook_inbound_endpoints WHERE id = $1',
        [res.body.endpointId],
      );
      expect(row.token_hash).toBe(createHash('sha256').update(res.body.token).digest('hex'));
      expect(row.signing_secret_sealed).not.toContain(res.body.signingSecret.slice(6));
    });

    it('defaults requireSignature to false', async () => {
      const res = await create().expect(201);
      expect(res.body.requireSignature).toBe(false);
    });

    it.each([
      ['a missing name', {}, 'name'],
      ['an empty name', { name: '' }, 'name'],
      [
        'a non-boolean requireSignature',
        { name: 'x', requireSignature: 'yes' },
        'requireSignature',
      ],
    ])('400 VALIDATION_ERROR for %s', async (_case, body, field) => {
      const res = await create(owner.auth, body).expect(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    });

    it('400 VALIDATION_ERROR naming an undeclared key', async () => {
      const res = await create(owner.auth, { name: 'x', token: 'mine' }).expect(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ field: '', code: 'unrecognized_keys' }),
      ]);
      expect(res.body.message).toContain('token');
    });

    it('401 without a token, 403 INSUFFICIENT_SCOPE without webhooks:write', async () => {
      expect(await errorCode(request(app.http).post(BASE).send({ name: 'x' }), 401)).toBe(
        'UNAUTHORIZED',
      );
      const res = await create(reader.auth).expect(403);
      expect(res.body).toEqual({
        error: 'INSUFFICIENT_SCOPE',
        message: 'API token does not have scope webhooks:write',
      });
    });
  });

  describe('GET (list and one)', () => {
    it("lists only the caller's team, newest first, without tokens or secrets", async () => {
      const first = (await create(outsider.auth, { name: 'first' }).expect(201)).body;
      const second = (await create(outsider.auth, { name: 'second' }).expect(201)).body;
      const res = await request(app.http).get(BASE).set(outsider.auth).expect(200);
      expect(res.body.data.map((item: { endpointId: string }) => item.endpointId)).toEqual([
        second.endpointId,
        first.endpointId,
      ]);
      expect(res.body.pagination).toEqual({ limit: 20, offset: 0, hasMore: false, total: 2 });
      expect(JSON.stringify(res.body)).not.toContain(first.token);
      expect(Object.keys(res.body.data[0]).sort()).toEqual(
        [
          'createdAt',
          'enabled',
          'endpointId',
          'name',
          'previousSigningSecretValidUntil',
          'requireSignature',
          'updatedAt',
        ].sort(),
      );
    });

    it('reads one; another team’s endpoint or a malformed id is 404', async () => {
      const mine = (await create().expect(201)).body;
      expect(
        await errorCode(
          request(app.http).get(`${BASE}/${mine.endpointId}`).set(outsider.auth),
          404,
        ),
      ).toBe('WEBHOOK_ENDPOINT_NOT_FOUND');
      const res = await request(app.http)
        .get(`${BASE}/${mine.endpointId}`)
        .set(owner.auth)
        .expect(200);
      expect(res.body).toMatchObject({ endpointId: mine.endpointId, name: 'Payments' });
      const missing = await request(app.http).get(`${BASE}/nope`).set(owner.auth).expect(404);
      expect(missing.body).toEqual({
        error: 'WEBHOOK_ENDPOINT_NOT_FOUND',
        message: expect.any(String),
      });
    });

    it('401 without a token, 403 without webhooks:read', async () => {
      const writeOnly = await createCaller(app, 'webhooks:write');
      expect(await errorCode(request(app.http).get(BASE), 401)).toBe('UNAUTHORIZED');
      expect(await errorCode(request(app.http).get(BASE).set(writeOnly.auth), 403)).toBe(
        'INSUFFICIENT_SCOPE',
      );
    });
  });

  describe('POST /{endpointId}/rotate-token', () => {
    it('201 with a new token; the old one is refused at once and the new one works', async () => {
      const endpoint = (await create().expect(201)).body;
      const oldPath = new URL(endpoint.receiverUrl).pathname;
      await request(app.http).post(oldPath).set(JSON_TYPE).send('{}').expect(200);

      const res = await request(app.http)
        .post(`${BASE}/${endpoint.endpointId}/rotate-token`)
        .set(owner.auth)
        .expect(201);
      expect(res.body).toEqual({
        endpointId: endpoint.endpointId,
        token: expect.any(String),
        receiverUrl: `https://hooks.acme.test/webhooks/${endpoint.endpointId}/${res.body.token}`,
      });
      expect(res.body.token).not.toBe(endpoint.token);
      expect(await errorCode(request(app.http).post(oldPath).set(JSON_TYPE).send('{}'), 401)).toBe(
        'WEBHOOK_UNAUTHORIZED',
      );
      await request(app.http)
        .post(new URL(res.body.receiverUrl).pathname)
        .set(JSON_TYPE)
        .send('{}')
        .expect(200);
    });

    it('404 for another team’s endpoint, 403 without webhooks:write, 401 without a token', async () => {
      const endpoint = (await create().expect(201)).body;
      const path = `${BASE}/${endpoint.endpointId}/rotate-token`;
      expect(await errorCode(request(app.http).post(path).set(outsider.auth), 404)).toBe(
        'WEBHOOK_ENDPOINT_NOT_FOUND',
      );
      expect(await errorCode(request(app.http).post(path).set(reader.auth), 403)).toBe(
        'INSUFFICIENT_SCOPE',
      );
      expect(await errorCode(request(app.http).post(path), 401)).toBe('UNAUTHORIZED');
    });
  });

  describe('PATCH /{endpointId}', () => {
    it('disables (deliveries then get 410), enables again and can require signatures', async () => {
      const endpoint = (await create().expect(201)).body;
      const path = `${BASE}/${endpoint.endpointId}`;
      const receiver = new URL(endpoint.receiverUrl).pathname;

      const off = await request(app.http)
        .patch(path)
        .set(owner.auth)
        .send({ enabled: false })
        .expect(200);
      expect(off.body).toMatchObject({ endpointId: endpoint.endpointId, enabled: false });
      expect(await errorCode(request(app.http).post(receiver).set(JSON_TYPE).send('{}'), 410)).toBe(
        'WEBHOOK_DISABLED',
      );

      const on = await request(app.http)
        .patch(path)
        .set(owner.auth)
        .send({ enabled: true, requireSignature: true })
        .expect(200);
      expect(on.body).toMatchObject({ enabled: true, requireSignature: true });
      expect(await errorCode(request(app.http).post(receiver).set(JSON_TYPE).send('{}'), 401)).toBe(
        'WEBHOOK_UNAUTHORIZED',
      );
    });

    it('400 for a wrong type or an undeclared key, 404 for another team, 403 without write', async () => {
      const endpoint = (await create().expect(201)).body;
      const path = `${BASE}/${endpoint.endpointId}`;
      const wrongType = await request(app.http)
        .patch(path)
        .set(owner.auth)
        .send({ enabled: 'no' })
        .expect(400);
      expect(wrongType.body.error).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(
          request(app.http).patch(path).set(owner.auth).send({ name: 'renamed' }),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(
          request(app.http).patch(path).set(outsider.auth).send({ enabled: false }),
          404,
        ),
      ).toBe('WEBHOOK_ENDPOINT_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http).patch(path).set(reader.auth).send({ enabled: false }),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
      expect(await errorCode(request(app.http).patch(path).send({ enabled: false }), 401)).toBe(
        'UNAUTHORIZED',
      );
    });

    it('400 naming the field for an explicit null, which the columns cannot hold (was a 500)', async () => {
      const endpoint = (await create().expect(201)).body;
      const path = `${BASE}/${endpoint.endpointId}`;
      for (const field of ['enabled', 'requireSignature']) {
        const res = await request(app.http)
          .patch(path)
          .set(owner.auth)
          .send({ [field]: null })
          .expect(400);
        expect(res.body).toMatchObject({
          error: 'VALIDATION_ERROR',
          details: [expect.objectContaining({ field })],
        });
      }
      const after = await request(app.http).get(path).set(owner.auth).expect(200);
      expect(after.body).toMatchObject({ enabled: true, requireSignature: false });
    });
  });

  describe('GET /{endpointId}/deliveries', () => {
    it('is a cursor page, newest first, with each status and outcome and the reason of every refusal', async () => {
      const endpoint = (await create().expect(201)).body;
      const receiver = new URL(endpoint.receiverUrl).pathname;
      const keyed = { ...JSON_TYPE, 'Idempotency-Key': 'k-1' };
      await request(app.http).post(receiver).set(keyed).send('{"a":1}').expect(200);
      await request(app.http).post(receiver).set(keyed).send('{"a":1}').expect(200);
      expect(
        await errorCode(
          request(app.http).post(receiver).set({ 'Content-Type': 'text/plain' }).send('x'),
          415,
        ),
      ).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(
        await errorCode(
          request(app.http)
            .post(`/webhooks/${endpoint.endpointId}/wrong`)
            .set(JSON_TYPE)
            .send('{}'),
          401,
        ),
      ).toBe('WEBHOOK_UNAUTHORIZED');
      // A wrong token is logged after its answer: wait, so the log order is the sending order.
      await eventually(async () => {
        const [row] = await app.dataSource.query(
          `SELECT id FROM webhook_inbound_deliveries WHERE endpoint_id = $1 AND reason = 'token_mismatch'`,
          [endpoint.endpointId],
        );
        return row?.id ?? undefined;
      });
      expect(
        await errorCode(request(app.http).post(receiver).set(JSON_TYPE).send('{oops'), 400),
      ).toBe('VALIDATION_ERROR');

      await eventually(async () => {
        const [row] = await app.dataSource.query(
          `SELECT event_id FROM webhook_inbound_deliveries WHERE endpoint_id = $1 AND outcome = 'accepted'`,
          [endpoint.endpointId],
        );
        return row?.event_id ?? undefined;
      });

      const path = `${BASE}/${endpoint.endpointId}/deliveries`;
      const first = await request(app.http)
        .get(path)
        .query({ limit: 3 })
        .set(reader.auth)
        .expect(200);
      // platform.md: "each delivery with status and, for refusals, the reason".
      const summary = (rows: Record<string, unknown>[]) =>
        rows.map((row) => [row.status, row.outcome, row.httpStatus, row.reason]);
      expect(summary(first.body.data)).toEqual([
        ['refused', 'refused', 400, 'invalid_json'],
        ['refused', 'refused', 401, 'token_mismatch'],
        ['refused', 'refused', 415, 'unsupported_media_type'],
      ]);
      expect(first.body.pagination).toEqual({
        hasMore: true,
        cursor: expect.any(String),
        direction: 'next',
        limit: 3,
      });
      const second = await request(app.http)
        .get(path)
        .query({ limit: 3, cursor: first.body.pagination.cursor })
        .set(reader.auth)
        .expect(200);
      expect(summary(second.body.data)).toEqual([
        ['accepted', 'duplicate', 200, null],
        ['accepted', 'accepted', 200, null],
      ]);
      expect(second.body.data[1]).toEqual({
        deliveryId: expect.any(String),
        status: 'accepted',
        outcome: 'accepted',
        httpStatus: 200,
        reason: null,
        idempotencyKey: 'k-1',
        sizeBytes: 7,
        signatureVerified: false,
        receivedAt: expect.any(String),
        processedAt: expect.any(String),
        eventId: expect.stringMatching(/^evt_/),
      });
      expect(second.body.pagination).toEqual({
        hasMore: false,
        cursor: null,
        direction: 'next',
        limit: 3,
      });
    });

    it('400 for a cursor it did not issue, 404 for another team, 403 without read, 401 without a token', async () => {
      const endpoint = (await create().expect(201)).body;
      const path = `${BASE}/${endpoint.endpointId}/deliveries`;
      const bad = await request(app.http)
        .get(path)
        .query({ cursor: 'garbage' })
        .set(owner.auth)
        .expect(400);
      expect(bad.body.error).toBe('VALIDATION_ERROR');
      // A cursor decoded and edited by the client: a sequence beyond bigint was a 500.
      const forged = Buffer.from(
        JSON.stringify({ v: 1, p: { s: '9999999999999999999' } }),
      ).toString('base64url');
      const edited = await request(app.http)
        .get(path)
        .query({ cursor: forged })
        .set(owner.auth)
        .expect(400);
      expect(edited.body.details).toEqual([
        expect.objectContaining({ field: 'cursor', code: 'invalid_string' }),
      ]);
      expect(await errorCode(request(app.http).get(path).set(outsider.auth), 404)).toBe(
        'WEBHOOK_ENDPOINT_NOT_FOUND',
      );
      const writeOnly = await createCaller(app, 'webhooks:write');
      expect(await errorCode(request(app.http).get(path).set(writeOnly.auth), 403)).toBe(
        'INSUFFICIENT_SCOPE',
      );
      expect(await errorCode(request(app.http).get(path), 401)).toBe('UNAUTHORIZED');
    });
  });
});
