import request from 'supertest';
import { HmacKeyringService } from '../../src/keys/hmac-keyring.service';
import { ONE_CLICK_UNSUBSCRIBE } from '../../src/unsubscribe/unsubscribe.queries';
import { addTeamMember, createTeamOwner, TestMember } from '../factories/identity.factory';
import {
  createNotification,
  NOTIFICATION_TEST_ENV,
  outboxEvents,
  PAST,
  signRaw,
  signUnsubscribeToken,
  suppressionRows,
  tamperMac,
  uniqueCategory,
} from '../factories/notifications.factory';
import { failNextRunOf } from '../support/failing-statement';
import { createTestApp, TestApp } from '../support/test-app';

describe('POST /public/unsubscribe (one-click)', () => {
  let app: TestApp;
  let owner: TestMember;

  beforeAll(async () => {
    app = await createTestApp(NOTIFICATION_TEST_ENV);
    owner = await createTeamOwner(app);
  });
  afterAll(() => app.close());

  /** A fresh member and a link for a fresh category: every test starts from "category enabled". */
  async function freshLink(category = uniqueCategory()) {
    const member = await addTeamMember(app, owner.teamId);
    const notification = await createNotification(app, member, { category });
    return { member, category, token: notification.unsubscribeToken };
  }
  const unsubscribe = (token: string) =>
    request(app.http).post('/public/unsubscribe').query({ token });
  const unsubscribedEvents = async (userId: string) =>
    (await outboxEvents(app, owner.teamId, 'notification.unsubscribed')).filter(
      (event) => event.data.userId === userId,
    );

  describe('category enabled → category suppressed, by each accepted body', () => {
    const bodies: [string, (req: request.Test) => request.Test][] = [
      ['an empty body', (req) => req],
      [
        'the RFC 8058 form, urlencoded',
        (req) => req.type('form').send('List-Unsubscribe=One-Click'),
      ],
      ['the RFC 8058 form, multipart', (req) => req.field('List-Unsubscribe', 'One-Click')],
      ['JSON scope category', (req) => req.send({ scope: 'category' })],
    ];

    it.each(bodies)('%s', async (_name, withBody) => {
      const { member, category, token } = await freshLink();
      const res = await withBody(unsubscribe(token));
      expect(res.status).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toEqual({
        ok: true,
        scope: 'category',
        category,
        suppressedCategories: [category],
        alreadySuppressed: false,
      });
      expect(await suppressionRows(app, owner.teamId, member.userId)).toEqual([{ category }]);
      const events = await unsubscribedEvents(member.userId);
      expect(events.map((event) => event.data)).toEqual([
        { userId: member.userId, scope: 'category', category, suppressedCategories: [category] },
      ]);
    });

    it('sends the multipart body as mail clients do (raw boundary, CRLF)', async () => {
      const { category, token } = await freshLink();
      const boundary = '----mailclient7MA4YWxkTrZu0gW';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
      const res = await unsubscribe(token)
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .send(body)
        .expect(200);
      expect(res.body).toMatchObject({ scope: 'category', category, alreadySuppressed: false });
    });
  });

  describe('category suppressed → same POST', () => {
    it('answers 200 alreadySuppressed true, writes nothing more', async () => {
      const { member, category, token } = await freshLink();
      await unsubscribe(token).expect(200);
      const replay = await unsubscribe(token).type('form').send('List-Unsubscribe=One-Click');
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({
        ok: true,
        scope: 'category',
        category,
        suppressedCategories: [category],
        alreadySuppressed: true,
      });
      expect(await suppressionRows(app, owner.teamId, member.userId)).toHaveLength(1);
      expect(await unsubscribedEvents(member.userId)).toHaveLength(1);
    });

    it('reads suppressedCategories back from the store, not from the request', async () => {
      const member = await addTeamMember(app, owner.teamId);
      const first = await createNotification(app, member, { category: 'billing' });
      const second = await createNotification(app, member, { category: 'digest' });
      await unsubscribe(first.unsubscribeToken).expect(200);
      const res = await unsubscribe(second.unsubscribeToken).expect(200);
      expect(res.body).toMatchObject({
        category: 'digest',
        suppressedCategories: ['billing', 'digest'],
        alreadySuppressed: false,
      });
    });
  });

  describe('any → all suppressed with JSON {"scope":"all"}', () => {
    it('escalates from category enabled', async () => {
      const { member, category, token } = await freshLink();
      const res = await unsubscribe(token).send({ scope: 'all' }).expect(200);
      expect(res.body).toEqual({
        ok: true,
        scope: 'all',
        category,
        suppressedCategories: ['all'],
        alreadySuppressed: false,
      });
      expect(await suppressionRows(app, owner.teamId, member.userId)).toEqual([
        { category: 'all' },
      ]);
      const [event] = await unsubscribedEvents(member.userId);
      expect(event.data).toMatchObject({ scope: 'all', category });
    });

    it('escalates from category suppressed, and a replay is alreadySuppressed', async () => {
      const { member, category, token } = await freshLink();
      await unsubscribe(token).expect(200);
      const all = await unsubscribe(token).send({ scope: 'all' }).expect(200);
      expect(all.body).toMatchObject({
        scope: 'all',
        suppressedCategories: ['all', category].sort(),
        alreadySuppressed: false,
      });
      const replay = await unsubscribe(token).send({ scope: 'all' }).expect(200);
      expect(replay.body.alreadySuppressed).toBe(true);
      expect(await unsubscribedEvents(member.userId)).toHaveLength(2);
    });
  });

  it('takes tenancy only from the token: the member of the claims, nobody else', async () => {
    const { member, token } = await freshLink();
    const bystander = await addTeamMember(app, owner.teamId);
    await unsubscribe(token).expect(200);
    expect(await suppressionRows(app, owner.teamId, member.userId)).toHaveLength(1);
    expect(await suppressionRows(app, owner.teamId, bystander.userId)).toEqual([]);
  });

  it('keeps working for links signed with a key that has since rotated', async () => {
    const { category, token } = await freshLink();
    await app.get(HmacKeyringService).rotate('unsubscribe');
    const res = await unsubscribe(token).expect(200);
    expect(res.body.category).toBe(category);
    const fresh = await freshLink();
    expect(fresh.token.split('.')[0]).not.toBe(token.split('.')[0]);
    await unsubscribe(fresh.token).expect(200);
  });

  describe('refusals', () => {
    async function expectInvalid(res: request.Response | request.Test, status = 400) {
      const answer = await res;
      expect({ status: answer.status, body: answer.body }).toEqual({
        status,
        body: { error: 'UNSUBSCRIBE_TOKEN_INVALID', message: expect.any(String) },
      });
    }

    it('400 UNSUBSCRIBE_TOKEN_INVALID: missing, wrong prefix, malformed', async () => {
      const { token } = await freshLink();
      await expectInvalid(request(app.http).post('/public/unsubscribe'));
      await expectInvalid(unsubscribe(token.replace('svc_unsub_', 'svc_lunsub_')));
      await expectInvalid(unsubscribe(token.replace('svc_unsub_', '')));
      await expectInvalid(unsubscribe('svc_unsub_only.two'));
      await expectInvalid(unsubscribe('svc_unsub_a.b!.c'));
      await expectInvalid(
        request(app.http).post(`/public/unsubscribe?token=${token}&token=${token}`),
      );
    });

    it('400 UNSUBSCRIBE_TOKEN_INVALID: undecodable, incomplete claims, HMAC mismatch, unknown key', async () => {
      const { member, category, token } = await freshLink();
      await expectInvalid(unsubscribe(await signRaw(app, 'unsubscribe', 'not json')));
      await expectInvalid(
        unsubscribe(
          await signRaw(app, 'unsubscribe', JSON.stringify({ v: 1, t: owner.teamId, c: category })),
        ),
      );
      await expectInvalid(unsubscribe(tamperMac(token)));
      const [head, , mac] = token.split('.');
      const otherClaims = Buffer.from(
        JSON.stringify({
          v: 1,
          id: 'x'.repeat(22),
          t: owner.teamId,
          u: owner.userId,
          c: category,
          exp: 9999999999,
        }),
      ).toString('base64url');
      await expectInvalid(unsubscribe(`${head}.${otherClaims}.${mac}`));
      await expectInvalid(unsubscribe(token.replace(/^svc_unsub_[^.]+/, 'svc_unsub_forgedkid')));
      expect(await suppressionRows(app, owner.teamId, member.userId)).toEqual([]);
    });

    it('410 UNSUBSCRIBE_TOKEN_INVALID for an expired link', async () => {
      const member = await addTeamMember(app, owner.teamId);
      const token = await signUnsubscribeToken(app, {
        teamId: owner.teamId,
        userId: member.userId,
        category: uniqueCategory(),
        expiresAt: PAST(),
      });
      await expectInvalid(unsubscribe(token), 410);
      expect(await suppressionRows(app, owner.teamId, member.userId)).toEqual([]);
    });

    it('400 VALIDATION_ERROR for a body that is none of the accepted forms', async () => {
      const { member, token } = await freshLink();
      const cases = [
        unsubscribe(token).send({ scope: 'everything' }),
        unsubscribe(token).send({ scope: 'all', userId: owner.userId }),
        unsubscribe(token).type('form').send('List-Unsubscribe=Yes'),
        unsubscribe(token).type('form').send('scope=all'),
        unsubscribe(token).field('List-Unsubscribe', 'One-Click').field('extra', '1'),
        unsubscribe(token).attach('file', Buffer.from('x'), 'x.txt'),
        unsubscribe(token).set('Content-Type', 'application/json').send('{"scope":'),
        // A Content-Encoding the bytes do not match was a 500 (the inflate error had no type).
        unsubscribe(token)
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', 'gzip')
          .send('{"scope":"all"}'),
        unsubscribe(token)
          .type('form')
          .set('Content-Encoding', 'deflate')
          .send('List-Unsubscribe=One-Click'),
      ];
      for (const pending of cases) {
        const res = await pending;
        expect({ status: res.status, error: res.body.error, details: res.body.details }).toEqual({
          status: 400,
          error: 'VALIDATION_ERROR',
          details: [
            expect.objectContaining({ field: expect.any(String), code: expect.any(String) }),
          ],
        });
      }
      expect(await suppressionRows(app, owner.teamId, member.userId)).toEqual([]);
    });

    it('429 RATE_LIMIT_EXCEEDED after 20 requests a minute per link, before the token is checked', async () => {
      const garbage = `svc_unsub_${Date.now()}`;
      for (let i = 0; i < 20; i++) {
        const res = await unsubscribe(garbage).expect(400);
        expect(res.headers['ratelimit-limit']).toBe('20');
        expect(res.headers['ratelimit-remaining']).toBe(String(19 - i));
      }
      const limited = await unsubscribe(garbage).expect(429);
      expect(limited.body).toEqual({ error: 'RATE_LIMIT_EXCEEDED', message: expect.any(String) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(0);
      // The budget is per link: another link is unaffected.
      const { token } = await freshLink();
      await unsubscribe(token).expect(200);
    });

    it('500 INTERNAL_ERROR in the flat envelope when the database fails mid-request', async () => {
      const { member, token } = await freshLink();
      // Simulates a lost database connection; nothing about the cause may leak.
      const spy = failNextRunOf(
        app,
        ONE_CLICK_UNSUBSCRIBE,
        new Error('simulated statement failure: secret detail'),
      );
      try {
        const res = await unsubscribe(token).expect(500);
        expect(res.body).toEqual({ error: 'INTERNAL_ERROR', message: 'Internal server error' });
      } finally {
        spy.mockRestore();
      }
      expect(await suppressionRows(app, owner.teamId, member.userId)).toEqual([]);
      await unsubscribe(token).expect(200);
    });
  });
});
