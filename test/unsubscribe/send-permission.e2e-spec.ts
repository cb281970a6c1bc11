import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { HmacKeyringService } from '../../src/keys/hmac-keyring.service';
import { LaunchUnsubscribeService } from '../../src/unsubscribe/launch-unsubscribe.service';
import { SendPermissionService } from '../../src/unsubscribe/send-permission.service';
import { addTeamMember, createTeamOwner, TestMember } from '../factories/identity.factory';
import {
  createNotification,
  NOTIFICATION_TEST_ENV,
  uniqueCategory,
} from '../factories/notifications.factory';
import { createTestApp, TestApp } from '../support/test-app';

/** "May I send category X to user Y / to address Z?": what mail senders ask before sending. */
describe('SendPermissionService', () => {
  let app: TestApp;
  let owner: TestMember;
  let permissions: SendPermissionService;

  beforeAll(async () => {
    app = await createTestApp(NOTIFICATION_TEST_ENV);
    owner = await createTeamOwner(app);
    permissions = app.get(SendPermissionService);
  });
  afterAll(() => app.close());

  const oneClick = (token: string, body?: object) =>
    request(app.http).post('/public/unsubscribe').query({ token }).send(body).expect(200);
  const launchUnsubscribe = async (teamId: string, email: string) => {
    const { token } = await app.get(LaunchUnsubscribeService).createLink(teamId, email);
    await request(app.http).post('/public/launch-unsubscribe').query({ token }).expect(200);
  };

  it('says yes until the member suppresses the category, then no for that category only', async () => {
    const member = await addTeamMember(app, owner.teamId);
    const category = uniqueCategory();
    const other = uniqueCategory();
    expect(await permissions.mayNotifyUser(owner.teamId, member.userId, category)).toBe(true);
    const { unsubscribeToken } = await createNotification(app, member, { category });
    await oneClick(unsubscribeToken);
    expect(await permissions.mayNotifyUser(owner.teamId, member.userId, category)).toBe(false);
    expect(await permissions.mayNotifyUser(owner.teamId, member.userId, other)).toBe(true);
    expect(await permissions.mayNotifyAddress(owner.teamId, member.email, category)).toBe(false);
    expect(await permissions.mayNotifyAddress(owner.teamId, member.email, other)).toBe(true);
  });

  it('says no for every category once everything is suppressed', async () => {
    const member = await addTeamMember(app, owner.teamId);
    const { unsubscribeToken } = await createNotification(app, member);
    await oneClick(unsubscribeToken, { scope: 'all' });
    expect(await permissions.mayNotifyUser(owner.teamId, member.userId, uniqueCategory())).toBe(
      false,
    );
    expect(await permissions.mayNotifyAddress(owner.teamId, member.email, uniqueCategory())).toBe(
      false,
    );
  });

  it('says no for a suppressed address, in any casing, and for the member who owns it', async () => {
    const member = await addTeamMember(app, owner.teamId);
    const outsider = `outsider-${randomUUID()}@example.test`;
    expect(await permissions.mayNotifyAddress(owner.teamId, outsider, 'launch')).toBe(true);
    await launchUnsubscribe(owner.teamId, outsider);
    await launchUnsubscribe(owner.teamId, member.email);
    expect(await permissions.mayNotifyAddress(owner.teamId, outsider.toUpperCase(), 'launch')).toBe(
      false,
    );
    expect(await permissions.mayNotifyUser(owner.teamId, member.userId, uniqueCategory())).toBe(
      false,
    );
  });

  it('keeps suppressions to the team whose link was used', async () => {
    const otherTeam = await createTeamOwner(app);
    const address = `shared-${randomUUID()}@example.test`;
    await launchUnsubscribe(otherTeam.teamId, address);
    expect(await permissions.mayNotifyAddress(otherTeam.teamId, address, 'launch')).toBe(false);
    expect(await permissions.mayNotifyAddress(owner.teamId, address, 'launch')).toBe(true);
  });

  it('still finds addresses hashed under a key that has since rotated', async () => {
    const address = `rotated-${randomUUID()}@example.test`;
    await launchUnsubscribe(owner.teamId, address);
    await app.get(HmacKeyringService).rotate('launch-unsubscribe');
    expect(await permissions.mayNotifyAddress(owner.teamId, address, 'launch')).toBe(false);
  });

  it('says no for someone who is not a member of the team', async () => {
    const stranger = await createTeamOwner(app);
    expect(await permissions.mayNotifyUser(owner.teamId, stranger.userId, 'billing')).toBe(false);
    expect(await permissions.mayNotifyUser(owner.teamId, 'not-a-uuid', 'billing')).toBe(false);
    expect(await permissions.mayNotifyAddress('not-a-uuid', stranger.email, 'billing')).toBe(false);
  });
});
