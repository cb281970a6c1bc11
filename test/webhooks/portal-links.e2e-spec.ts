import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { errorCode } from '../support/error-code';
import { OutboundHarness } from './support/outbound-harness';
import { createPortalLink, PORTAL_API, PORTAL_LINKS } from './support/portal';

const UNKNOWN = '0b6f7a64-1d2c-4e3f-9a8b-7c6d5e4f3a2b';

describe('portal links: POST and DELETE /v1/webhooks/portal-links', () => {
  const h = new OutboundHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const create = (body: unknown, auth = h.caller.auth) =>
    request(h.app.http)
      .post(PORTAL_LINKS)
      .set(auth)
      .send(body as object);
  const revoke = (id: string, auth = h.caller.auth) =>
    request(h.app.http).delete(`${PORTAL_LINKS}/${id}`).set(auth);
  const linkOf = (token: string) =>
    request(h.app.http)
      .get(`${PORTAL_API}/link`)
      .set({ Authorization: `Bearer ${token}` });

  it('201: every subscription of the team by default, read-write, for an hour', async () => {
    const first = await h.subscribe();
    const second = await h.subscribe();
    const before = Date.now();
    const link = await createPortalLink(h.app, h.caller.auth);

    expect(Object.keys(link).sort()).toEqual(
      ['auth', 'expiresAt', 'portalLinkId', 'readOnly', 'subscriptionIds', 'token', 'url'].sort(),
    );
    expect(link.url).toBe(`${h.app.config.publicBaseUrl}/portal#${link.token}`);
    expect(link.token).toMatch(/^whp_[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(link.readOnly).toBe(false);
    // Newest first, as the subscription list shows them.
    expect(link.subscriptionIds.slice(0, 2)).toEqual([second.subscriptionId, first.subscriptionId]);
    const expiresIn = new Date(link.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(3595_000);
    expect(expiresIn).toBeLessThan(3605_000);
  });

  it('201: the subscriptions named, read-only, for as long as asked', async () => {
    const { subscriptionId } = await h.subscribe();
    const link = await createPortalLink(h.app, h.caller.auth, {
      subscriptionIds: [subscriptionId],
      readOnly: true,
      expiresInSeconds: 60,
    });
    expect(link.subscriptionIds).toEqual([subscriptionId]);
    expect(link.readOnly).toBe(true);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    const res = await linkOf(link.token).expect(200);
    expect(res.body).toEqual({
      portalLinkId: link.portalLinkId,
      expiresAt: link.expiresAt,
      readOnly: true,
      subscriptionIds: [subscriptionId],
    });
  });

  it('stores no token: the row holds the link, the token is only signed over its id', async () => {
    const link = await createPortalLink(h.app, h.caller.auth);
    const rows: Record<string, unknown>[] = await h.app.dataSource.query(
      'SELECT * FROM webhook_portal_links WHERE id = $1',
      [link.portalLinkId],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    const [, payload, mac] = link.token.split('.');
    for (const part of [link.token, payload, mac]) expect(stored).not.toContain(part);
  });

  describe('400 VALIDATION_ERROR naming the field', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['expiresInSeconds under 60', { expiresInSeconds: 59 }, 'expiresInSeconds'],
      ['expiresInSeconds over a day', { expiresInSeconds: 86_401 }, 'expiresInSeconds'],
      ['a fractional expiresInSeconds', { expiresInSeconds: 90.5 }, 'expiresInSeconds'],
      ['a string expiresInSeconds', { expiresInSeconds: '600' }, 'expiresInSeconds'],
      ['null expiresInSeconds', { expiresInSeconds: null }, 'expiresInSeconds'],
      ['readOnly not a boolean', { readOnly: 'yes' }, 'readOnly'],
      ['null readOnly', { readOnly: null }, 'readOnly'],
      ['an empty subscriptionIds', { subscriptionIds: [] }, 'subscriptionIds'],
      ['subscriptionIds not a list', { subscriptionIds: UNKNOWN }, 'subscriptionIds'],
      ['a malformed subscription id', { subscriptionIds: ['nope'] }, 'subscriptionIds'],
      ['a repeated subscription id', { subscriptionIds: [UNKNOWN, UNKNOWN] }, 'subscriptionIds'],
      ['an undeclared field', { subscriptions: [] }, ''],
    ])('%s', async (_, body, field) => {
      const res = await create(body).expect(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect((res.body.details as { field: string }[]).map((d) => d.field)).toContain(field);
    });
  });

  it('404 WEBHOOK_SUBSCRIPTION_NOT_FOUND for an unknown id or another team’s subscription', async () => {
    const mine = await h.subscribe();
    const other = await createCaller(h.app, 'webhooks:read', 'webhooks:write');
    const theirs = await request(h.app.http)
      .post('/v1/webhooks/subscriptions')
      .set(other.auth)
      .send({ url: `${h.receiver.url}/theirs` })
      .expect(201);
    for (const ids of [[UNKNOWN], [mine.subscriptionId, theirs.body.subscriptionId as string]]) {
      const res = await create({ subscriptionIds: ids }).expect(404);
      expect(res.body.error).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
      expect(res.body.message).toContain(ids[ids.length - 1]);
    }
  });

  it('needs webhooks:write: 401 without a token, 403 INSUFFICIENT_SCOPE with read only', async () => {
    const reader = await createCaller(h.app, 'webhooks:read');
    expect(await errorCode(request(h.app.http).post(PORTAL_LINKS).send({}), 401)).toBe(
      'UNAUTHORIZED',
    );
    expect(await errorCode(create({}, reader.auth), 403)).toBe('INSUFFICIENT_SCOPE');
    const link = await createPortalLink(h.app, h.caller.auth);
    expect(await errorCode(revoke(link.portalLinkId, reader.auth), 403)).toBe('INSUFFICIENT_SCOPE');
  });

  it('DELETE: 204 revokes at once; again, unknown, malformed or another team’s: 404', async () => {
    const link = await createPortalLink(h.app, h.caller.auth);
    await linkOf(link.token).expect(200);
    const other = await createCaller(h.app, 'webhooks:write');

    expect(await errorCode(revoke(link.portalLinkId, other.auth), 404)).toBe(
      'PORTAL_LINK_NOT_FOUND',
    );
    await linkOf(link.token).expect(200);

    const res = await revoke(link.portalLinkId).expect(204);
    expect(res.text).toBe('');
    expect(await errorCode(linkOf(link.token), 401)).toBe('PORTAL_LINK_INVALID');

    for (const id of [link.portalLinkId, UNKNOWN, 'not-a-uuid'])
      expect(await errorCode(revoke(id), 404)).toBe('PORTAL_LINK_NOT_FOUND');
  });

  it('a portal token is not an API token: 401 UNAUTHORIZED on /v1', async () => {
    const link = await createPortalLink(h.app, h.caller.auth);
    const res = await request(h.app.http)
      .get('/v1/webhooks/subscriptions')
      .set(link.auth)
      .expect(401);
    expect(res.body.error).toBe('UNAUTHORIZED');
  });
});
