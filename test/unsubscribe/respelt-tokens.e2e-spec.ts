import request from 'supertest';
import { addTeamMember, createCaller } from '../factories/identity.factory';
import {
  createNotification,
  NOTIFICATION_TEST_ENV,
  respellMac,
  signLaunchUnsubscribeToken,
  suppressionRows,
} from '../factories/notifications.factory';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A token whose last MAC character carries other spare bits decodes to the same bytes.
 * Only the issued spelling verifies, and every spelling of a link spends that link's one budget.
 */
describe('respelt link tokens (other spare bits in the last MAC character)', () => {
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp(NOTIFICATION_TEST_ENV);
    caller = await createCaller(app, 'notifications:write');
  });
  afterAll(() => app.close());

  const twins = (token: string) => [
    respellMac(token, 1),
    respellMac(token, 2),
    respellMac(token, 3),
  ];
  const freshNotification = async () =>
    createNotification(app, await addTeamMember(app, caller.member.teamId));
  const freshLaunchToken = () =>
    signLaunchUnsubscribeToken(app, {
      teamId: caller.member.teamId,
      email: `respelt.${Date.now()}.${Math.random()}@example.test`,
    });
  const readAt = async (id: string) =>
    (
      await app.dataSource.query<{ read_at: Date | null }[]>(
        'SELECT read_at FROM notifications WHERE id = $1',
        [id],
      )
    )[0].read_at;

  const unsubscribe = (token: string) =>
    request(app.http).post('/public/unsubscribe').query({ token });
  const manage = (token: string) =>
    request(app.http).get('/public/unsubscribe/manage').query({ token });
  const launch = (token: string) =>
    request(app.http).post('/public/launch-unsubscribe').query({ token });
  const open = (id: string, token: string) =>
    request(app.http).get(`/public/notifications/${id}/open`).query({ token });
  const pixel = (id: string, token: string) =>
    request(app.http).get(`/public/notifications/${id}/pixel`).query({ token });

  async function expectError(pending: request.Test, status: number, error: string) {
    const res = await pending;
    expect({ status: res.status, body: res.body }).toEqual({
      status,
      body: { error, message: expect.any(String) },
    });
  }

  describe('are refused exactly as an invalid token is', () => {
    it('one-click and manage: 400 UNSUBSCRIBE_TOKEN_INVALID, nothing suppressed', async () => {
      const member = await addTeamMember(app, caller.member.teamId);
      const token = (await createNotification(app, member)).unsubscribeToken;
      expect(Buffer.from(respellMac(token).split('.')[2], 'base64url')).toEqual(
        Buffer.from(token.split('.')[2], 'base64url'),
      );
      for (const twin of twins(token)) {
        await expectError(unsubscribe(twin), 400, 'UNSUBSCRIBE_TOKEN_INVALID');
        await expectError(manage(twin), 400, 'UNSUBSCRIBE_TOKEN_INVALID');
      }
      expect(await suppressionRows(app, caller.member.teamId, member.userId)).toEqual([]);
      await manage(token).expect(200);
    });

    it('revocation: 400 UNSUBSCRIBE_TOKEN_INVALID, the link keeps working', async () => {
      const { unsubscribeToken: token } = await freshNotification();
      for (const twin of twins(token)) {
        await expectError(
          request(app.http)
            .post('/v1/unsubscribe-tokens/revocations')
            .set(caller.auth)
            .send({ token: twin }),
          400,
          'UNSUBSCRIBE_TOKEN_INVALID',
        );
      }
      await unsubscribe(token).expect(200);
    });

    it('launch unsubscribe: 400 LAUNCH_UNSUBSCRIBE_TOKEN_INVALID (an HMAC mismatch), nothing suppressed', async () => {
      const token = await freshLaunchToken();
      for (const twin of twins(token)) {
        await expectError(launch(twin), 400, 'LAUNCH_UNSUBSCRIBE_TOKEN_INVALID');
      }
      const rows = await app.dataSource.query('SELECT 1 FROM address_suppressions');
      await launch(token).expect(200);
      expect(await app.dataSource.query('SELECT 1 FROM address_suppressions')).toHaveLength(
        rows.length + 1,
      );
    });

    it('open: 404 NOTIFICATION_NOT_FOUND; pixel: the GIF; neither marks read', async () => {
      const notification = await freshNotification();
      const id = notification.notificationId;
      for (const twin of twins(notification.linkToken)) {
        await expectError(open(id, twin), 404, 'NOTIFICATION_NOT_FOUND');
        const gif = await pixel(id, twin).expect(200);
        expect(gif.headers['content-type']).toBe('image/gif');
      }
      expect(await readAt(id)).toBeNull();
      await open(id, notification.linkToken).expect(302);
      expect(await readAt(id)).not.toBeNull();
    });
  });

  describe('share their link’s one budget of 20 a minute', () => {
    /** Spends 20 requests across the three other spellings; the issued one is then refused. */
    async function spendOnTwins(token: string, send: (token: string) => request.Test) {
      const spellings = twins(token);
      for (let i = 0; i < 20; i++) {
        const res = await send(spellings[i % 3]);
        expect(res.status).not.toBe(429);
      }
      const limited = await send(token);
      expect({ status: limited.status, error: limited.body.error }).toEqual({
        status: 429,
        error: 'RATE_LIMIT_EXCEEDED',
      });
      expect(limited.headers['ratelimit-remaining']).toBe('0');
    }

    it('one-click unsubscribe', async () => {
      await spendOnTwins((await freshNotification()).unsubscribeToken, unsubscribe);
    });

    it('manage', async () => {
      await spendOnTwins((await freshNotification()).unsubscribeToken, manage);
    });

    it('launch unsubscribe', async () => {
      await spendOnTwins(await freshLaunchToken(), launch);
    });

    it('open', async () => {
      const notification = await freshNotification();
      await spendOnTwins(notification.linkToken, (token) =>
        open(notification.notificationId, token),
      );
    });

    it('pixel: once the budget is spent by other spellings, the issued one marks nothing', async () => {
      const notification = await freshNotification();
      const id = notification.notificationId;
      const spellings = twins(notification.linkToken);
      for (let i = 0; i < 20; i++) await pixel(id, spellings[i % 3]).expect(200);
      await pixel(id, notification.linkToken).expect(200);
      expect(await readAt(id)).toBeNull();
    });
  });
});
