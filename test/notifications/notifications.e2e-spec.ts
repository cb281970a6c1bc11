import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { addTeamMember, createCaller } from '../factories/identity.factory';
import {
  NOTIFICATION_TEST_ENV,
  notificationInput,
  pathOf,
  RESOURCE_HOST,
  suppressionRows,
  tokenOf,
} from '../factories/notifications.factory';
import { createTestApp, TestApp } from '../support/test-app';

describe('POST /v1/notifications', () => {
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp(NOTIFICATION_TEST_ENV);
    caller = await createCaller(app, 'notifications:write');
  });
  afterAll(() => app.close());

  const post = (body: unknown, auth = caller.auth) =>
    request(app.http)
      .post('/v1/notifications')
      .set(auth)
      .send(body as object);

  it('creates a notification for a team member with its links and mail headers', async () => {
    const member = await addTeamMember(app, caller.member.teamId);
    const input = notificationInput(member.userId, { category: 'billing' });
    const res = await post(input).expect(201);

    expect(Object.keys(res.body).sort()).toEqual(
      ['headers', 'manageUrl', 'notificationId', 'openUrl', 'pixelUrl', 'unsubscribeUrl'].sort(),
    );
    const id: string = res.body.notificationId;
    expect(res.body.openUrl).toMatch(
      new RegExp(`^https://api\\.example\\.test/public/notifications/${id}/open\\?token=svc_ntf_`),
    );
    expect(res.body.pixelUrl).toBe(res.body.openUrl.replace('/open?', '/pixel?'));
    expect(res.body.unsubscribeUrl).toMatch(
      /^https:\/\/api\.example\.test\/public\/unsubscribe\?token=svc_unsub_/,
    );
    expect(res.body.manageUrl).toBe(
      res.body.unsubscribeUrl.replace('/public/unsubscribe?', '/public/unsubscribe/manage?'),
    );
    expect(res.body.headers).toEqual({
      'List-Unsubscribe': `<${res.body.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const [row] = await app.dataSource.query('SELECT * FROM notifications WHERE id = $1', [id]);
    expect(row).toMatchObject({
      team_id: caller.member.teamId,
      user_id: member.userId,
      category: 'billing',
      title: input.title,
      body: input.body,
      resource_url: input.resourceUrl,
      read_at: null,
    });
  });

  it('mints open/pixel and unsubscribe links that live 90 days (platform.md)', async () => {
    const member = await addTeamMember(app, caller.member.teamId);
    const res = await post(notificationInput(member.userId)).expect(201);
    for (const url of [res.body.openUrl, res.body.unsubscribeUrl]) {
      const claims = JSON.parse(
        Buffer.from(tokenOf(url).split('.')[1], 'base64url').toString(),
      ) as { exp: number };
      const days = (claims.exp * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(89.9);
      expect(days).toBeLessThanOrEqual(90);
    }
  });

  it('keeps personal data out of the link tokens', async () => {
    const member = await addTeamMember(app, caller.member.teamId);
    const res = await post(notificationInput(member.userId)).expect(201);
    for (const url of [res.body.openUrl, res.body.unsubscribeUrl]) {
      const payload = Buffer.from(tokenOf(url).split('.')[1], 'base64url').toString();
      expect(payload).not.toContain(member.email);
      expect(payload).not.toContain('Invoice');
    }
  });

  it('accepts a subdomain of a wildcard allowed host and stores the parsed URL', async () => {
    const res = await post(
      notificationInput(caller.member.userId, { resourceUrl: 'HTTPS://EU.Docs.Example.Test/a b' }),
    ).expect(201);
    const [row] = await app.dataSource.query(
      'SELECT resource_url FROM notifications WHERE id = $1',
      [res.body.notificationId],
    );
    expect(row.resource_url).toBe('https://eu.docs.example.test/a%20b');
  });

  it.each([
    ['another host', 'https://evil.example/phish'],
    ['a look-alike host', `https://${RESOURCE_HOST}.evil.example/`],
    ['userinfo in front of another host', `https://${RESOURCE_HOST}@evil.example/`],
    ['credentials', `https://user:pw@${RESOURCE_HOST}/`],
    ['a backslash trick', `https://evil.example\\@${RESOURCE_HOST}/`],
    ['a scheme-relative URL', '//evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', '/invoices/1'],
  ])('refuses %s as resourceUrl, so the open link is no open redirect', async (_name, url) => {
    const res = await post(notificationInput(caller.member.userId, { resourceUrl: url })).expect(
      400,
    );
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'resourceUrl' })]);
  });

  it.each([
    ['a missing title', { title: undefined }, 'title'],
    ['a non-uuid userId', { userId: 'someone' }, 'userId'],
    ['an upper-case category', { category: 'Billing' }, 'category'],
    ['the reserved category all', { category: 'all' }, 'category'],
    ['a title above 200 characters', { title: 'x'.repeat(201) }, 'title'],
    // Postgres text cannot store U+0000: this was a 500 from the insert.
    ['a NUL character in the title', { title: 'a\u0000b' }, 'title'],
    ['a NUL character in the body', { body: 'a\u0000b' }, 'body'],
  ])('refuses %s with VALIDATION_ERROR', async (_name, overrides, field) => {
    const res = await post({ ...notificationInput(caller.member.userId), ...overrides }).expect(
      400,
    );
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('refuses body: null with invalid_type and stores nothing (the contract gives null no meaning)', async () => {
    const member = await addTeamMember(app, caller.member.teamId);
    const res = await post({ ...notificationInput(member.userId), body: null }).expect(400);
    expect(res.body).toEqual({
      error: 'VALIDATION_ERROR',
      message: expect.any(String),
      details: expect.arrayContaining([
        expect.objectContaining({ field: 'body', code: 'invalid_type' }),
      ]),
    });
    expect(new Set(res.body.details.map((detail: { field: string }) => detail.field))).toEqual(
      new Set(['body']),
    );
    const [{ count }] = await app.dataSource.query(
      'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1',
      [member.userId],
    );
    expect(count).toBe(0);
  });

  it('refuses an undeclared field with unrecognized_keys', async () => {
    const res = await post({ ...notificationInput(caller.member.userId), teamId: randomUUID() });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      expect.objectContaining({ field: '', code: 'unrecognized_keys' }),
    ]);
  });

  it('answers 404 USER_NOT_FOUND for a user of another team or no user at all', async () => {
    const other = await createCaller(app, 'notifications:write');
    for (const userId of [other.member.userId, randomUUID()]) {
      const res = await post(notificationInput(userId)).expect(404);
      expect(res.body).toEqual({ error: 'USER_NOT_FOUND', message: expect.any(String) });
    }
    const [{ count }] = await app.dataSource.query(
      'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1',
      [other.member.userId],
    );
    expect(count).toBe(0);
  });

  it('needs notifications:write (403) and a token (401)', async () => {
    const reader = await createCaller(app, 'notifications:read', 'media:write');
    const refused = await post(notificationInput(reader.member.userId), reader.auth).expect(403);
    expect(refused.body).toEqual({
      error: 'INSUFFICIENT_SCOPE',
      message: 'API token does not have scope notifications:write',
    });
    const member = await addTeamMember(app, caller.member.teamId);
    const anonymous = await request(app.http)
      .post('/v1/notifications')
      .send(notificationInput(member.userId))
      .expect(401);
    expect(anonymous.body.error).toBe('UNAUTHORIZED');
    const [{ count }] = await app.dataSource.query(
      'SELECT count(*)::int AS count FROM notifications WHERE user_id = ANY($1)',
      [[reader.member.userId, member.userId]],
    );
    expect(count).toBe(0);
  });

  it('returns links that work end to end', async () => {
    const member = await addTeamMember(app, caller.member.teamId);
    const input = notificationInput(member.userId);
    const res = await post(input).expect(201);
    await request(app.http).get(pathOf(res.body.openUrl)).expect(302);
    const [row] = await app.dataSource.query(
      'SELECT read_at, read_via FROM notifications WHERE id = $1',
      [res.body.notificationId],
    );
    expect(row).toEqual({ read_at: expect.any(Date), read_via: 'open' });
    await request(app.http).post(pathOf(res.body.unsubscribeUrl)).expect(200);
    expect(await suppressionRows(app, caller.member.teamId, member.userId)).toEqual([
      { category: input.category },
    ]);
  });

  describe('on a plain-http PUBLIC_BASE_URL (development)', () => {
    let plain: TestApp;
    beforeAll(async () => {
      plain = await createTestApp({
        ...NOTIFICATION_TEST_ENV,
        PUBLIC_BASE_URL: 'http://api.example.test',
      });
    });
    afterAll(() => plain.close());

    it('List-Unsubscribe names unsubscribeUrl exactly, not an https address that does not serve', async () => {
      const member = await addTeamMember(plain, caller.member.teamId);
      const res = await request(plain.http)
        .post('/v1/notifications')
        .set(caller.auth)
        .send(notificationInput(member.userId))
        .expect(201);
      expect(res.body.unsubscribeUrl).toMatch(
        /^http:\/\/api\.example\.test\/public\/unsubscribe\?/,
      );
      expect(res.body.headers['List-Unsubscribe']).toBe(`<${res.body.unsubscribeUrl}>`);
    });
  });
});
