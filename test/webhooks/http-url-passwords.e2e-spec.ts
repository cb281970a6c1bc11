import request from 'supertest';
import { outboxEvents } from '../factories/outbox.factory';
import { commitEvents, insertSubscriptionRow } from '../factories/webhooks.factory';
import { PlainUrlPasswordsService } from '../../src/webhooks/subscriptions/plain-url-passwords.service';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import { createPortalLink, PORTAL_API } from './support/portal';
import { eventually } from './support/webhook-test-app';

const PASSWORD = 'pw-8f3kQ2xZ';
const BASIC = `Basic ${Buffer.from(`user:${PASSWORD}`).toString('base64')}`;

/**
 * A password in an http(s) URL is sealed like a broker's: views, events and the stored `url`
 * show `***`, while every request to the receiver carries it as Basic auth (platform.md,
 * Destinations beyond HTTP).
 */
describe('http(s) URL passwords', () => {
  // One failing threshold and a retry far away, so a failing receiver is warned about quickly.
  const h = new OutboundHarness({
    WEBHOOK_RETRY_SCHEDULE_MS: '0,60000',
    WEBHOOK_FAILING_WARNINGS_AFTER_MS: '1000',
  });
  const failingPaths = new Set<string>();

  beforeAll(async () => {
    await h.start();
    h.receiver.respondWith((req) =>
      failingPaths.has(req.path) ? { status: 500, body: 'down' } : { status: 200, body: 'ok' },
    );
  });
  afterAll(() => h.stop());

  const newPath = () => `/hook-${Math.random().toString(36).slice(2)}`;
  const withPassword = (path: string) =>
    `http://user:${PASSWORD}@${new URL(h.receiver.url).host}${path}`;
  const shown = (path: string) => `http://user:***@${new URL(h.receiver.url).host}${path}`;

  const create = async (path: string) =>
    request(h.app.http)
      .post(SUBSCRIPTIONS)
      .set(h.caller.auth)
      .send({ url: withPassword(path) })
      .expect(201);
  const rowOf = async (id: string) =>
    (
      await h.app.dataSource.query<Array<{ url: string; url_secret_sealed: string | null }>>(
        'SELECT url, url_secret_sealed FROM webhook_subscriptions WHERE id = $1',
        [id],
      )
    )[0];
  const authorizationsTo = (path: string, count: number) =>
    eventually(async () => {
      const requests = h.requestsTo(path);
      return requests.length >= count
        ? requests.map((req) => req.headers.authorization)
        : undefined;
    });

  it('shows the password as *** in create, get, list and the portal list, and stores it sealed', async () => {
    const path = newPath();
    const created = await create(path);
    const id = created.body.subscriptionId as string;
    expect(created.body.url).toBe(shown(path));
    expect(JSON.stringify(created.body)).not.toContain(PASSWORD);

    const got = await request(h.app.http).get(`${SUBSCRIPTIONS}/${id}`).set(h.caller.auth);
    expect(got.body.url).toBe(shown(path));
    const listed = await request(h.app.http).get(SUBSCRIPTIONS).set(h.caller.auth).expect(200);
    expect(JSON.stringify(listed.body)).toContain(shown(path));
    expect(JSON.stringify(listed.body)).not.toContain(PASSWORD);
    const link = await createPortalLink(h.app, h.caller.auth, { subscriptionIds: [id] });
    const portal = await request(h.app.http)
      .get(`${PORTAL_API}/subscriptions`)
      .set(link.auth)
      .expect(200);
    expect(JSON.stringify(portal.body)).toContain(shown(path));
    expect(JSON.stringify(portal.body)).not.toContain(PASSWORD);

    const row = await rowOf(id);
    expect(row.url).toBe(shown(path));
    expect(row.url_secret_sealed).toEqual(expect.any(String));
    expect(row.url_secret_sealed).not.toContain(PASSWORD);
  });

  it('sends the password as Basic auth, to events, the test event and after a PATCH repeating the shown URL', async () => {
    const path = newPath();
    const id = (await create(path)).body.subscriptionId as string;
    await commitEvents(h.app, h.caller.member.teamId);
    expect(await authorizationsTo(path, 1)).toEqual([BASIC]);

    const sealed = (await rowOf(id)).url_secret_sealed;
    const patched = await request(h.app.http)
      .patch(`${SUBSCRIPTIONS}/${id}`)
      .set(h.caller.auth)
      .send({ url: shown(path) })
      .expect(200);
    expect(patched.body.url).toBe(shown(path));
    expect((await rowOf(id)).url_secret_sealed).toBe(sealed);
    await request(h.app.http).post(`${SUBSCRIPTIONS}/${id}/test`).set(h.caller.auth).expect(202);
    expect(await authorizationsTo(path, 2)).toEqual([BASIC, BASIC]);
  });

  it('keeps the user name of a URL without a password visible', async () => {
    const url = `http://token@${new URL(h.receiver.url).host}${newPath()}`;
    const res = await request(h.app.http)
      .post(SUBSCRIPTIONS)
      .set(h.caller.auth)
      .send({ url })
      .expect(201);
    expect(res.body.url).toBe(url);
  });

  it('puts the shown URL, not the password, in the failing warning', async () => {
    const path = newPath();
    failingPaths.add(path);
    const id = (await create(path)).body.subscriptionId as string;
    await commitEvents(h.app, h.caller.member.teamId);
    const failing = await eventually(
      async () =>
        (await outboxEvents(h.app, h.caller.member.teamId, 'webhook.subscription.failing')).find(
          (event) => event.data.subscriptionId === id,
        ),
      10_000,
      'the failing warning',
    );
    expect(failing.data.url).toBe(shown(path));
    expect(JSON.stringify(failing.data)).not.toContain(PASSWORD);
  });

  it('masks a password a row still holds in plain text, keeps delivering with it, and seals it on a PATCH of the shown URL', async () => {
    const path = newPath();
    const { subscriptionId: id } = await insertSubscriptionRow(
      h.app,
      h.caller.member.teamId,
      withPassword(path),
    );
    const got = await request(h.app.http)
      .get(`${SUBSCRIPTIONS}/${id}`)
      .set(h.caller.auth)
      .expect(200);
    expect(got.body.url).toBe(shown(path));
    await commitEvents(h.app, h.caller.member.teamId);
    expect(await authorizationsTo(path, 1)).toEqual([BASIC]);

    await request(h.app.http)
      .patch(`${SUBSCRIPTIONS}/${id}`)
      .set(h.caller.auth)
      .send({ url: shown(path) })
      .expect(200);
    const row = await rowOf(id);
    expect(row.url).toBe(shown(path));
    expect(row.url_secret_sealed).toEqual(expect.any(String));
    await commitEvents(h.app, h.caller.member.teamId);
    expect(await authorizationsTo(path, 2)).toEqual([BASIC, BASIC]);
  });

  it("seals a password a row still holds in plain text at a worker's start, and keeps delivering with it", async () => {
    const path = newPath();
    const { subscriptionId: id } = await insertSubscriptionRow(
      h.app,
      h.caller.member.teamId,
      withPassword(path),
    );
    // A one-character password grows to ***: this row's sealed form would outgrow the column.
    const host = new URL(h.receiver.url).host;
    const tooLong = `http://user:a@${host}/`.padEnd(2048, 'x');
    const { subscriptionId: kept } = await insertSubscriptionRow(
      h.app,
      h.caller.member.teamId,
      tooLong,
    );

    await h.app.get(PlainUrlPasswordsService).onApplicationBootstrap();
    const row = await rowOf(id);
    expect(row.url).toBe(shown(path));
    expect(row.url_secret_sealed).toEqual(expect.any(String));
    expect(row.url_secret_sealed).not.toContain(PASSWORD);
    expect(await rowOf(kept)).toEqual({ url: tooLong, url_secret_sealed: null });

    await commitEvents(h.app, h.caller.member.teamId);
    expect(await authorizationsTo(path, 1)).toEqual([BASIC]);
    expect(await h.app.get(PlainUrlPasswordsService).sealAll()).toBe(0);
  });
});
