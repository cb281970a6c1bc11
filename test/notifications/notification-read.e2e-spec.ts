import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTeamOwner, TestMember } from '../factories/identity.factory';
import {
  createNotification,
  CreatedNotification,
  NOTIFICATION_TEST_ENV,
  outboxEvents,
  PAST,
  signNotificationToken,
  signRaw,
  tamperMac,
} from '../factories/notifications.factory';
import { createTestApp, TestApp } from '../support/test-app';

const GIF_HEADER = 'GIF89a';

describe('notification read tracking: open and pixel', () => {
  let app: TestApp;
  let owner: TestMember;

  beforeAll(async () => {
    app = await createTestApp(NOTIFICATION_TEST_ENV);
    owner = await createTeamOwner(app);
  });
  afterAll(() => app.close());

  const readState = async (id: string) => {
    const [row] = await app.dataSource.query(
      'SELECT read_at, read_via FROM notifications WHERE id = $1',
      [id],
    );
    return row as { read_at: Date | null; read_via: string | null };
  };
  const readEvents = async (id: string) =>
    (await outboxEvents(app, owner.teamId, 'notification.read')).filter(
      (event) => event.data.notificationId === id,
    );
  const open = (id: string, token: string) =>
    request(app.http).get(`/public/notifications/${id}/open`).query({ token });
  const pixel = (id: string, token: string) =>
    request(app.http).get(`/public/notifications/${id}/pixel`).query({ token });

  function expectGif(res: request.Response): void {
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.body as Buffer).subarray(0, 6).toString()).toBe(GIF_HEADER);
    expect((res.body as Buffer).readUInt16LE(6)).toBe(1);
    expect((res.body as Buffer).readUInt16LE(8)).toBe(1);
  }

  describe('unread → read by the open link', () => {
    let notification: CreatedNotification;
    beforeAll(async () => {
      notification = await createNotification(app, owner, {
        resourceUrl: 'https://app.example.test/invoices/42?tab=pdf',
      });
    });

    it('marks read, writes notification.read and redirects to the resource', async () => {
      const res = await request(app.http).get(notification.openPath).expect(302);
      expect(res.headers.location).toBe('https://app.example.test/invoices/42?tab=pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');

      const state = await readState(notification.notificationId);
      expect(state.read_at).toBeInstanceOf(Date);
      expect(state.read_via).toBe('open');
      const events = await readEvents(notification.notificationId);
      expect(events).toHaveLength(1);
      expect(events[0].data).toEqual({
        notificationId: notification.notificationId,
        userId: owner.userId,
        category: expect.any(String),
        readAt: new Date(state.read_at!).toISOString(),
        via: 'open',
      });
    });

    it('changes nothing on later hits, by either link, but still redirects', async () => {
      const before = await readState(notification.notificationId);
      await request(app.http).get(notification.openPath).expect(302);
      expectGif(await request(app.http).get(notification.pixelPath));
      expect(await readState(notification.notificationId)).toEqual(before);
      expect(await readEvents(notification.notificationId)).toHaveLength(1);
    });
  });

  describe('unread → read by the pixel', () => {
    it('marks read once and always answers the GIF with Cache-Control: no-store', async () => {
      const notification = await createNotification(app, owner);
      expectGif(await request(app.http).get(notification.pixelPath));
      const state = await readState(notification.notificationId);
      expect(state.read_via).toBe('pixel');
      expectGif(await request(app.http).get(notification.pixelPath));
      expect(await readState(notification.notificationId)).toEqual(state);
      const events = await readEvents(notification.notificationId);
      expect(events.map((event) => event.data.via)).toEqual(['pixel']);
    });

    it('answers the GIF for a bad token and marks nothing', async () => {
      const notification = await createNotification(app, owner);
      const other = await createNotification(app, owner);
      const id = notification.notificationId;
      const badTokens = [
        '',
        'garbage',
        tamperMac(notification.linkToken),
        other.linkToken,
        await signNotificationToken(app, {
          notificationId: id,
          teamId: owner.teamId,
          expiresAt: PAST(),
        }),
        notification.unsubscribeToken,
      ];
      for (const token of badTokens) expectGif(await pixel(id, token));
      expectGif(await request(app.http).get(`/public/notifications/${id}/pixel`));
      expectGif(await pixel('not-a-uuid', notification.linkToken));
      expect((await readState(id)).read_at).toBeNull();
      expect(await readEvents(id)).toEqual([]);
    });
  });

  describe('open link refusals (decision: 404 for a bad token, 410 for an expired one)', () => {
    let notification: CreatedNotification;
    beforeAll(async () => {
      notification = await createNotification(app, owner);
    });

    it('answers 404 NOTIFICATION_NOT_FOUND for a missing, garbled, forged or foreign token', async () => {
      const id = notification.notificationId;
      const other = await createNotification(app, owner);
      const cases = [
        request(app.http).get(`/public/notifications/${id}/open`),
        open(id, 'garbage'),
        open(id, notification.unsubscribeToken),
        open(id, tamperMac(notification.linkToken)),
        open(id, other.linkToken),
        open(id, await signRaw(app, 'notification', JSON.stringify({ v: 1, n: id }))),
        open(id, notification.linkToken.replace(/^svc_ntf_[^.]+/, 'svc_ntf_unknownkid')),
        open('not-a-uuid', notification.linkToken),
      ];
      for (const pending of cases) {
        const res = await pending;
        expect({ status: res.status, body: res.body }).toEqual({
          status: 404,
          body: { error: 'NOTIFICATION_NOT_FOUND', message: expect.any(String) },
        });
        expect(res.headers.location).toBeUndefined();
      }
      expect((await readState(id)).read_at).toBeNull();
      expect(await readEvents(id)).toEqual([]);
    });

    it('answers 404 when the token names a notification that is not there', async () => {
      const id = randomUUID();
      const token = await signNotificationToken(app, { notificationId: id, teamId: owner.teamId });
      const res = await open(id, token).expect(404);
      expect(res.body.error).toBe('NOTIFICATION_NOT_FOUND');
    });

    it('takes tenancy from the token: a token claiming another team finds nothing', async () => {
      const foreign = await createTeamOwner(app);
      const token = await signNotificationToken(app, {
        notificationId: notification.notificationId,
        teamId: foreign.teamId,
      });
      const res = await open(notification.notificationId, token).expect(404);
      expect(res.body.error).toBe('NOTIFICATION_NOT_FOUND');
      expect((await readState(notification.notificationId)).read_at).toBeNull();
      expect(await readEvents(notification.notificationId)).toEqual([]);
    });

    it('answers 410 NOTIFICATION_LINK_EXPIRED for an expired token and marks nothing', async () => {
      const token = await signNotificationToken(app, {
        notificationId: notification.notificationId,
        teamId: owner.teamId,
        expiresAt: PAST(),
      });
      const res = await open(notification.notificationId, token).expect(410);
      expect(res.body.error).toBe('NOTIFICATION_LINK_EXPIRED');
      expect((await readState(notification.notificationId)).read_at).toBeNull();
      expect(await readEvents(notification.notificationId)).toEqual([]);
    });

    it('limits each open link to 20 requests a minute, with Retry-After', async () => {
      const fresh = await createNotification(app, owner);
      for (let i = 0; i < 20; i++) await request(app.http).get(fresh.openPath).expect(302);
      const res = await request(app.http).get(fresh.openPath).expect(429);
      expect(res.body.error).toBe('RATE_LIMIT_EXCEEDED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['ratelimit-limit']).toBe('20');
    });
  });
});
