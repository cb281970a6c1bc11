import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { UnsubscribeTokensService } from '../../src/unsubscribe/unsubscribe-tokens.service';
import { addTeamMember, createTeamOwner, TestMember } from '../factories/identity.factory';
import {
  createNotification,
  NOTIFICATION_TEST_ENV,
  outboxEvents,
  suppressionRows,
  uniqueCategory,
} from '../factories/notifications.factory';
import { createTestApp, TestApp } from '../support/test-app';

const CONCURRENT = 50;

/**
 * The primary key on (team, user, category) plus INSERT … ON CONFLICT DO NOTHING RETURNING makes
 * exactly one of any number of simultaneous one-click posts the writer.
 */
describe('one-click unsubscribe under concurrency', () => {
  let app: TestApp;
  let owner: TestMember;
  let baseUrl: string;

  beforeAll(async () => {
    app = await createTestApp(NOTIFICATION_TEST_ENV);
    owner = await createTeamOwner(app);
    // One listening server for all requests (supertest would otherwise listen once per request).
    await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(app.http.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const fire = (tokens: string[]) =>
    Promise.all(
      tokens.map((token) => request(baseUrl).post('/public/unsubscribe').query({ token })),
    );
  const eventsFor = async (userId: string) =>
    (await outboxEvents(app, owner.teamId, 'notification.unsubscribed')).filter(
      (event) => event.data.userId === userId,
    );

  it('50 simultaneous posts of one link: the per-link limit admits 20, exactly one writes', async () => {
    const member = await addTeamMember(app, owner.teamId);
    const category = uniqueCategory();
    const { unsubscribeToken } = await createNotification(app, member, { category });

    const responses = await fire(Array.from({ length: CONCURRENT }, () => unsubscribeToken));

    const statuses = responses.map((res) => res.status);
    // platform.md: 20 a minute per link. The Redis counter is atomic, so exactly 20 get through.
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const admitted = responses.filter((res) => res.status === 200);
    expect(admitted.filter((res) => res.body.alreadySuppressed === false)).toHaveLength(1);
    for (const res of admitted) expect(res.body.suppressedCategories).toEqual([category]);
    expect(await suppressionRows(app, owner.teamId, member.userId)).toEqual([{ category }]);
    expect(await eventsFor(member.userId)).toHaveLength(1);
  });

  it('50 simultaneous posts for one member and category, each under its own link: all 200, exactly one writes', async () => {
    const member = await addTeamMember(app, owner.teamId);
    const category = uniqueCategory();
    const tokens = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        app
          .get(UnsubscribeTokensService)
          .mint({ teamId: owner.teamId, userId: member.userId, category }),
      ),
    );

    const responses = await fire(tokens);

    expect(responses.map((res) => res.status)).toEqual(Array(CONCURRENT).fill(200));
    expect(responses.filter((res) => res.body.alreadySuppressed === false)).toHaveLength(1);
    expect(await suppressionRows(app, owner.teamId, member.userId)).toEqual([{ category }]);
    expect(await eventsFor(member.userId)).toHaveLength(1);
  });

  it('simultaneous open hits mark a notification read once, with one event', async () => {
    const notification = await createNotification(app, owner);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(baseUrl).get(i % 2 ? notification.openPath : notification.pixelPath),
      ),
    );
    expect(responses.every((res) => res.status === 302 || res.status === 200)).toBe(true);
    const events = (await outboxEvents(app, owner.teamId, 'notification.read')).filter(
      (event) => event.data.notificationId === notification.notificationId,
    );
    expect(events).toHaveLength(1);
  });
});
