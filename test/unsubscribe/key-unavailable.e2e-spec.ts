import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createCaller, createTeamOwner, TestMember } from '../factories/identity.factory';
import {
  createNotification,
  CreatedNotification,
  NOTIFICATION_TEST_ENV,
  notificationInput,
  suppressionRows,
} from '../factories/notifications.factory';
import { createTestApp, TestApp } from '../support/test-app';
import { LaunchUnsubscribeService } from '../../src/unsubscribe/launch-unsubscribe.service';

/**
 * A signing key that exists (its kid is in the manifest) but cannot be read is a server fault:
 * 503, never a verdict on the token. The broken app reads its keys from a copy of the run's key
 * directory, so deleting files there leaves every other test's keys alone.
 */
describe('signing key unreadable', () => {
  let app: TestApp;
  let broken: TestApp;
  let owner: TestMember;
  let notification: CreatedNotification;
  let launchToken: string;
  let brokenKeysDir: string;

  beforeAll(async () => {
    app = await createTestApp(NOTIFICATION_TEST_ENV);
    owner = await createTeamOwner(app);
    notification = await createNotification(app, owner);
    launchToken = (
      await app.get(LaunchUnsubscribeService).createLink(owner.teamId, 'ada@example.test')
    ).token;

    brokenKeysDir = mkdtempSync(join(tmpdir(), 'notif-broken-keys-'));
    cpSync(process.env.KEYS_DIR!, brokenKeysDir, { recursive: true });
    broken = await createTestApp({ ...NOTIFICATION_TEST_ENV, KEYS_DIR: brokenKeysDir });
    // Every key of the three purposes, so a rotation by a parallel test cannot leave one readable.
    for (const purpose of ['unsubscribe', 'launch-unsubscribe', 'notification']) {
      rmSync(join(brokenKeysDir, 'hmac', purpose), { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await broken.close();
    await app.close();
    rmSync(brokenKeysDir, { recursive: true, force: true });
  });

  it('POST /public/unsubscribe: 503 SERVICE_UNAVAILABLE, nothing suppressed', async () => {
    const res = await request(broken.http)
      .post('/public/unsubscribe')
      .query({ token: notification.unsubscribeToken })
      .expect(503);
    expect(res.body).toEqual({ error: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await suppressionRows(app, owner.teamId, owner.userId)).toEqual([]);
  });

  it('GET /public/unsubscribe/manage: 503 SERVICE_UNAVAILABLE, yet browsers still get the redirect', async () => {
    const res = await request(broken.http)
      .get('/public/unsubscribe/manage')
      .query({ token: notification.unsubscribeToken })
      .expect(503);
    expect(res.body.error).toBe('SERVICE_UNAVAILABLE');
    await request(broken.http)
      .get('/public/unsubscribe/manage')
      .query({ token: notification.unsubscribeToken })
      .set('Accept', 'text/html')
      .expect(302);
  });

  it('POST /public/launch-unsubscribe: 503 LAUNCH_UNSUBSCRIBE_KEY_UNAVAILABLE', async () => {
    const res = await request(broken.http)
      .post('/public/launch-unsubscribe')
      .query({ token: launchToken })
      .expect(503);
    expect(res.body).toEqual({
      error: 'LAUNCH_UNSUBSCRIBE_KEY_UNAVAILABLE',
      message: expect.any(String),
    });
  });

  it('open link: 503 SERVICE_UNAVAILABLE; pixel: still the GIF, nothing marked', async () => {
    const open = await request(broken.http).get(notification.openPath).expect(503);
    expect(open.body.error).toBe('SERVICE_UNAVAILABLE');
    const pixel = await request(broken.http).get(notification.pixelPath).expect(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    const [row] = await app.dataSource.query('SELECT read_at FROM notifications WHERE id = $1', [
      notification.notificationId,
    ]);
    expect(row.read_at).toBeNull();
  });

  it('minting links answers 503 SERVICE_UNAVAILABLE and writes nothing', async () => {
    const caller = await createCaller(app, 'notifications:write');
    const created = await request(broken.http)
      .post('/v1/notifications')
      .set(caller.auth)
      .send(notificationInput(caller.member.userId))
      .expect(503);
    expect(created.body.error).toBe('SERVICE_UNAVAILABLE');
    const [{ count }] = await app.dataSource.query(
      'SELECT count(*)::int AS count FROM notifications WHERE team_id = $1',
      [caller.member.teamId],
    );
    expect(count).toBe(0);
    const link = await request(broken.http)
      .post('/v1/launch-unsubscribe-links')
      .set(caller.auth)
      .send({ email: 'ada@example.test' })
      .expect(503);
    expect(link.body.error).toBe('SERVICE_UNAVAILABLE');
  });

  it('an unknown kid is still a forged token (400), not a server fault', async () => {
    const forged = notification.unsubscribeToken.replace(/^svc_unsub_[^.]+/, 'svc_unsub_nosuchkid');
    const res = await request(broken.http)
      .post('/public/unsubscribe')
      .query({ token: forged })
      .expect(400);
    expect(res.body.error).toBe('UNSUBSCRIBE_TOKEN_INVALID');
  });

  it('the same links work where the keys are readable', async () => {
    await request(app.http)
      .post('/public/unsubscribe')
      .query({ token: notification.unsubscribeToken })
      .expect(200);
    await request(app.http)
      .post('/public/launch-unsubscribe')
      .query({ token: launchToken })
      .expect(200);
    await request(app.http).get(notification.openPath).expect(302);
  });
});
