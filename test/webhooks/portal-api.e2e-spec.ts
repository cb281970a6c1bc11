import request from 'supertest';
import { HmacKeyringService } from '../../src/keys/hmac-keyring.service';
import { signToken } from '../../src/keys/signed-token';
import { createCaller } from '../factories/identity.factory';
import { respellMac } from '../factories/notifications.factory';
import { commitEvents } from '../factories/webhooks.factory';
import { errorCode } from '../support/error-code';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import { createPortalLink, CreatedPortalLink, PORTAL_API } from './support/portal';
import { eventually } from './support/webhook-test-app';

const UNKNOWN = '0b6f7a64-1d2c-4e3f-9a8b-7c6d5e4f3a2b';

interface PortalDelivery {
  deliveryId: string;
  eventId: string;
  status: string;
  payload: { id: string; type: string; data: Record<string, unknown> } | null;
  attempts: { status: string; responseStatus: number | null; responseBody: string | null }[];
}

describe('portal routes (/portal/api) with a portal link as the bearer', () => {
  // Two attempts a round, so a failing receiver ends a round quickly.
  const h = new OutboundHarness({ WEBHOOK_RETRY_SCHEDULE_MS: '0,50' });
  let mine: { subscriptionId: string; path: string };
  let outside: { subscriptionId: string };
  let theirs: { subscriptionId: string };
  let link: CreatedPortalLink;
  let readOnly: CreatedPortalLink;

  beforeAll(async () => {
    await h.start();
    mine = await h.subscribe({ eventTypes: ['agent.created', 'agent.archived'] });
    outside = await h.subscribe();
    const other = await createCaller(h.app, 'webhooks:read', 'webhooks:write');
    const res = await request(h.app.http)
      .post(SUBSCRIPTIONS)
      .set(other.auth)
      .send({ url: `${h.receiver.url}/theirs` })
      .expect(201);
    theirs = res.body as { subscriptionId: string };
    link = await createPortalLink(h.app, h.caller.auth, { subscriptionIds: [mine.subscriptionId] });
    readOnly = await createPortalLink(h.app, h.caller.auth, {
      subscriptionIds: [mine.subscriptionId],
      readOnly: true,
    });
  });
  afterAll(() => h.stop());

  const portal = (auth: Record<string, string> = link.auth) => ({
    get: (path: string) => request(h.app.http).get(`${PORTAL_API}/${path}`).set(auth),
    post: (path: string, body: object = {}) =>
      request(h.app.http).post(`${PORTAL_API}/${path}`).set(auth).send(body),
    patch: (path: string, body: object) =>
      request(h.app.http).patch(`${PORTAL_API}/${path}`).set(auth).send(body),
  });
  const sub = (id = mine.subscriptionId) => `subscriptions/${id}`;
  const deliveries = async (auth = link.auth) =>
    (await portal(auth).get(`${sub()}/deliveries`).expect(200)).body.data as PortalDelivery[];

  /** One event for `mine`, its delivery settled in `status`. */
  const deliver = async (status: string, data: Record<string, unknown> = { index: 1 }) => {
    const [eventId] = await commitEvents(
      h.app,
      h.caller.member.teamId,
      1,
      'agent.created',
      () => data,
    );
    return eventually(
      async () => (await deliveries()).find((d) => d.eventId === eventId && d.status === status),
      10_000,
      `a ${status} delivery of ${eventId}`,
    );
  };

  describe('every refusal of the credential is 401 PORTAL_LINK_INVALID, never cached', () => {
    const refused = async (headers: Record<string, string>) => {
      const res = await request(h.app.http).get(`${PORTAL_API}/subscriptions`).set(headers);
      expect([res.status, res.body.error]).toEqual([401, 'PORTAL_LINK_INVALID']);
      expect(res.headers['cache-control']).toBe('no-store');
    };

    it('no Authorization, not a bearer, not a portal token, an API token', async () => {
      await refused({});
      await refused({ Authorization: link.token });
      await refused({ Authorization: 'Bearer whp_nope' });
      await refused(h.caller.auth);
    });

    it('altered: a changed payload, a changed MAC, another spelling of the MAC, a forged key', async () => {
      const [head, payload, mac] = link.token.split('.') as [string, string, string];
      const flip = (text: string, at: number) =>
        `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
      await refused({ Authorization: `Bearer ${head}.${flip(payload, 3)}.${mac}` });
      await refused({ Authorization: `Bearer ${head}.${payload}.${flip(mac, 5)}` });
      await refused({ Authorization: `Bearer ${respellMac(link.token, 1)}` });
      const key = await h.app.get(HmacKeyringService).current('share');
      const forged = signToken('whp_', key.kid, Buffer.from(payload, 'base64url'), key.secret);
      await refused({ Authorization: `Bearer ${forged}` });
    });

    it('expired and revoked', async () => {
      const expiring = await createPortalLink(h.app, h.caller.auth);
      await portal(expiring.auth).get('link').expect(200);
      await h.app.dataSource.query(
        `UPDATE webhook_portal_links SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [expiring.portalLinkId],
      );
      await refused(expiring.auth);

      const revoked = await createPortalLink(h.app, h.caller.auth);
      await portal(revoked.auth).get('link').expect(200);
      await request(h.app.http)
        .delete(`/v1/webhooks/portal-links/${revoked.portalLinkId}`)
        .set(h.caller.auth)
        .expect(204);
      await refused(revoked.auth);
    });
  });

  it('answers carry no-store, the portal CSP, no-referrer and the link’s rate-limit budget', async () => {
    const res = await portal().get('link').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['ratelimit-limit']).toBe('300');
  });

  it('GET subscriptions: the link’s only, in the collection envelope, as /v1 shows them', async () => {
    const res = await portal().get('subscriptions').expect(200);
    const v1 = await request(h.app.http)
      .get(`${SUBSCRIPTIONS}/${mine.subscriptionId}`)
      .set(h.caller.auth)
      .expect(200);
    expect(res.body.data).toEqual([
      { ...v1.body, circuit: expect.any(Object), updatedAt: expect.any(String) },
    ]);
    expect(res.body.pagination).toMatchObject({ hasMore: false, offset: 0, total: 1 });
  });

  it('a link made while the team had no subscription lists none', async () => {
    const empty = await createCaller(h.app, 'webhooks:write');
    const none = await createPortalLink(h.app, empty.auth);
    expect(none.subscriptionIds).toEqual([]);
    const res = await portal(none.auth).get('subscriptions').expect(200);
    expect(res.body).toEqual({
      data: [],
      pagination: { limit: 20, offset: 0, hasMore: false, total: 0 },
    });
  });

  it('GET one, its stats; another subscription of the team, another team’s, a malformed id: 404', async () => {
    const one = await portal().get(sub()).expect(200);
    expect(one.body.subscriptionId).toBe(mine.subscriptionId);
    expect(one.body).not.toHaveProperty('secret');
    const stats = await portal().get(`${sub()}/stats`).expect(200);
    expect(Object.keys(stats.body).sort()).toEqual(['lastDay', 'lastHour', 'subscriptionId']);

    for (const id of [outside.subscriptionId, theirs.subscriptionId, UNKNOWN, 'nope']) {
      for (const pending of [
        portal().get(sub(id)),
        portal().get(`${sub(id)}/stats`),
        portal().get(`${sub(id)}/deliveries`),
        portal().patch(sub(id), { enabled: true }),
        portal().post(`${sub(id)}/rotate-secret`),
        portal().post(`${sub(id)}/test`),
        portal().post(`${sub(id)}/recover`, { since: new Date(Date.now() - 60_000).toISOString() }),
        portal().post(`${sub(id)}/deliveries/${UNKNOWN}/retry`),
      ])
        expect(await errorCode(pending, 404)).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
    }
  });

  it('GET event-types: the catalogue as /v1 lists it', async () => {
    const res = await portal().get('event-types').expect(200);
    const v1 = await request(h.app.http)
      .get('/v1/webhooks/event-types')
      .set(h.caller.auth)
      .expect(200);
    expect(res.body).toEqual(v1.body);
  });

  it('deliveries: payload and attempts with the receiver’s answer as stored; retry delivers it', async () => {
    let fixed = false;
    h.receiver.respondWith((req) =>
      req.path === mine.path && !fixed
        ? { status: 500, body: 'receiver down: <b>oops</b>' }
        : { status: 200, body: 'ok' },
    );
    const failed = await deliver('failed', { index: 7, note: 'portal' });
    expect(failed.payload).toMatchObject({
      id: failed.eventId,
      type: 'agent.created',
      data: { index: 7, note: 'portal' },
    });
    expect(failed.attempts).toHaveLength(2);
    expect(failed.attempts[0]).toMatchObject({
      status: 'failed',
      responseStatus: 500,
      responseBody: 'receiver down: <b>oops</b>',
      latencyMs: expect.any(Number),
    });
    // The payload is the body the receiver got.
    const sent = h.requestsTo(mine.path).map((r) => JSON.parse(r.rawBody.toString('utf8')));
    expect(sent).toContainEqual(failed.payload);

    fixed = true;
    const retried = await portal()
      .post(`${sub()}/deliveries/${failed.deliveryId}/retry`)
      .expect(202);
    expect(retried.body).toEqual({ deliveryId: failed.deliveryId, status: 'pending' });
    await eventually(
      async () =>
        (await deliveries()).find(
          (d) => d.deliveryId === failed.deliveryId && d.status === 'succeeded',
        ),
      10_000,
      'the retried delivery to succeed',
    );
    expect(await errorCode(portal().post(`${sub()}/deliveries/${UNKNOWN}/retry`), 404)).toBe(
      'WEBHOOK_DELIVERY_NOT_FOUND',
    );
  });

  it('recover: 202 with the count; the window’s rules and messages are /v1’s', async () => {
    h.receiver.respondWith((req) => (req.path === mine.path ? { status: 500 } : { status: 200 }));
    const since = new Date(Date.now() - 1000).toISOString();
    await deliver('failed');
    h.receiver.respondWith(() => ({ status: 200 }));
    const res = await portal().post(`${sub()}/recover`, { since }).expect(202);
    expect(res.body).toMatchObject({ subscriptionId: mine.subscriptionId, recovered: 1, since });

    const future = { since: new Date(Date.now() + 60_000).toISOString() };
    const viaPortal = await portal().post(`${sub()}/recover`, future).expect(400);
    const viaV1 = await request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${mine.subscriptionId}/recover`)
      .set(h.caller.auth)
      .send(future)
      .expect(400);
    expect(viaPortal.body).toEqual(viaV1.body);
  });

  it('recover: 400 for a date-time Date cannot read, as /v1 answers it, writing nothing', async () => {
    const waiting = await h.subscribe();
    const own = await createPortalLink(h.app, h.caller.auth, {
      subscriptionIds: [waiting.subscriptionId],
    });
    await h.openBreaker(waiting.subscriptionId);
    const before = await h.breakerWaitOf(waiting.subscriptionId);
    const body = { since: '2030-W01' };
    const viaPortal = await portal(own.auth)
      .post(`${sub(waiting.subscriptionId)}/recover`, body)
      .expect(400);
    const viaV1 = await request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${waiting.subscriptionId}/recover`)
      .set(h.caller.auth)
      .send(body)
      .expect(400);
    expect(viaPortal.body).toEqual(viaV1.body);
    expect(viaPortal.body.details).toEqual([
      expect.objectContaining({ field: 'since', code: 'invalid_string' }),
    ]);
    expect(await h.breakerWaitOf(waiting.subscriptionId)).toEqual(before);
  });

  it('test: 202; its event names the member who made the link', async () => {
    const res = await portal().post(`${sub()}/test`).expect(202);
    expect(res.body).toMatchObject({ subscriptionId: mine.subscriptionId, status: 'pending' });
    const delivered = await eventually(
      async () => (await deliveries()).find((d) => d.eventId === res.body.eventId),
      10_000,
      'the test delivery',
    );
    expect(delivered.payload?.data).toEqual({
      subscriptionId: mine.subscriptionId,
      requestedBy: h.caller.member.userId,
    });
  });

  it('PATCH: event types, filter, pause and resume; validation as /v1 words it; nothing else', async () => {
    const changed = await portal()
      .patch(sub(), { eventTypes: ['agent.created'], filter: { 'data.name': 'Triage' } })
      .expect(200);
    expect(changed.body).toMatchObject({
      eventTypes: ['agent.created'],
      filter: { 'data.name': 'Triage' },
    });

    for (const body of [
      { filter: { 'data.nope': 1 } },
      { eventTypes: ['agent.nope'] },
      { eventTypes: [] },
      { enabled: null },
    ]) {
      const viaPortal = await portal().patch(sub(), body).expect(400);
      const viaV1 = await request(h.app.http)
        .patch(`${SUBSCRIPTIONS}/${mine.subscriptionId}`)
        .set(h.caller.auth)
        .send(body)
        .expect(400);
      expect(viaPortal.body).toEqual(viaV1.body);
    }
    for (const field of ['url', 'maxDeliveriesPerSecond', 'standardWebhooks', 'verify']) {
      const res = await portal()
        .patch(sub(), { [field]: null })
        .expect(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ field: '', code: 'unrecognized_keys' }),
      ]);
    }

    const paused = await portal().patch(sub(), { enabled: false }).expect(200);
    expect([paused.body.status, paused.body.disabledReason]).toEqual(['disabled', 'manual']);
    const resumed = await portal()
      .patch(sub(), { enabled: true, filter: null, eventTypes: null })
      .expect(200);
    expect([resumed.body.status, resumed.body.filter, resumed.body.eventTypes]).toEqual([
      'active',
      null,
      null,
    ]);
  });

  it('rotate-secret: 201 with the new secret once; the view then shows the grace', async () => {
    const res = await portal().post(`${sub()}/rotate-secret`, { graceHours: 2 }).expect(201);
    expect(res.body.secret).toMatch(/^whsec_/);
    expect(res.body.subscriptionId).toBe(mine.subscriptionId);
    const after = await portal().get(sub()).expect(200);
    expect(after.body.previousSecretValidUntil).toBe(res.body.previousSecretValidUntil);
    expect(JSON.stringify(after.body)).not.toContain(res.body.secret);
    expect(await errorCode(portal().post(`${sub()}/rotate-secret`, { graceHours: 99 }), 400)).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('a read-only link reads everything and every write is 403 PORTAL_LINK_READ_ONLY', async () => {
    const ro = portal(readOnly.auth);
    await ro.get('link').expect(200);
    await ro.get('subscriptions').expect(200);
    await ro.get(sub()).expect(200);
    await ro.get(`${sub()}/stats`).expect(200);
    await ro.get(`${sub()}/deliveries`).expect(200);
    await ro.get('event-types').expect(200);
    const [delivery] = await deliveries();
    for (const pending of [
      ro.patch(sub(), { enabled: false }),
      ro.post(`${sub()}/rotate-secret`),
      ro.post(`${sub()}/test`),
      ro.post(`${sub()}/recover`, { since: new Date(Date.now() - 60_000).toISOString() }),
      ro.post(`${sub()}/deliveries/${delivery.deliveryId}/retry`),
    ])
      expect(await errorCode(pending, 403)).toBe('PORTAL_LINK_READ_ONLY');
    expect((await ro.get(sub()).expect(200)).body.status).toBe('active');
  });

  it('reaches no agent, media or other /v1 data', async () => {
    for (const path of ['/v1/agents', '/v1/events', '/v1/webhooks/event-types', SUBSCRIPTIONS])
      expect(await errorCode(request(h.app.http).get(path).set(link.auth), 401)).toBe(
        'UNAUTHORIZED',
      );
    expect(await errorCode(request(h.app.http).post('/v1/media').set(link.auth), 401)).toBe(
      'UNAUTHORIZED',
    );
    await request(h.app.http).get(`${PORTAL_API}/agents`).set(link.auth).expect(404);
  });
});
