import request from 'supertest';
import { TOKEN_REVOKED } from '../../src/unsubscribe/unsubscribe.queries';
import { addTeamMember, createCaller } from '../factories/identity.factory';
import {
  createNotification,
  NOTIFICATION_TEST_ENV,
  outboxEvents,
  PAST,
  signUnsubscribeToken,
  suppressionRows,
  tamperMac,
  uniqueCategory,
} from '../factories/notifications.factory';
import { failNextRunOf } from '../support/failing-statement';
import { createTestApp, TestApp } from '../support/test-app';
import { errorCode } from '../support/error-code';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('unsubscribe manage link and link revocation', () => {
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp(NOTIFICATION_TEST_ENV);
    caller = await createCaller(app, 'notifications:write');
  });
  afterAll(() => app.close());

  async function freshLink() {
    const member = await addTeamMember(app, caller.member.teamId);
    const category = uniqueCategory();
    const notification = await createNotification(app, member, { category });
    return { member, category, token: notification.unsubscribeToken };
  }
  const manage = (token: string) =>
    request(app.http).get('/public/unsubscribe/manage').query({ token });
  const unsubscribe = (token: string) =>
    request(app.http).post('/public/unsubscribe').query({ token });
  const revoke = (token: unknown, auth = caller.auth) =>
    request(app.http).post('/v1/unsubscribe-tokens/revocations').set(auth).send({ token });
  /** The stored revocation of a link, found by the id its claims carry. */
  const revocationsOf = (token: string) => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      id: string;
    };
    return app.dataSource.query<{ team_id: string; revoked_at: Date }[]>(
      'SELECT team_id, revoked_at FROM unsubscribe_token_revocations WHERE token_id = $1',
      [claims.id],
    );
  };

  describe('GET /public/unsubscribe/manage', () => {
    it('redirects a browser to the landing page, token carried over, before any verification', async () => {
      const { token } = await freshLink();
      for (const candidate of [token, 'svc_unsub_not-even-a-token', tamperMac(token)]) {
        const res = await manage(candidate).set('Accept', BROWSER_ACCEPT).expect(302);
        const location = new URL(res.headers.location);
        expect(`${location.origin}${location.pathname}`).toBe(
          'https://app.example.test/unsubscribe',
        );
        expect(location.searchParams.get('lang')).toBe('en');
        expect(location.searchParams.get('token')).toBe(candidate);
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const bare = await request(app.http)
        .get('/public/unsubscribe/manage')
        .set('Accept', 'text/html')
        .expect(302);
      expect(bare.headers.location).toBe('https://app.example.test/unsubscribe?lang=en');
    });

    it('answers the state of a fresh link: category enabled, not all suppressed', async () => {
      const { category, token } = await freshLink();
      const res = await manage(token).set('Accept', 'application/json').expect(200);
      expect(res.body).toEqual({
        category,
        categoryEnabled: true,
        allSuppressed: false,
        preferencesUrl: 'https://app.example.test/settings/notifications',
      });
    });

    it('follows the suppression state table: category, then all', async () => {
      const { token } = await freshLink();
      await unsubscribe(token).expect(200);
      expect((await manage(token).expect(200)).body).toMatchObject({
        categoryEnabled: false,
        allSuppressed: false,
      });
      await unsubscribe(token).send({ scope: 'all' }).expect(200);
      expect((await manage(token).expect(200)).body).toMatchObject({
        categoryEnabled: false,
        allSuppressed: true,
      });
    });

    it('reports the category disabled too when only the escalation was applied', async () => {
      const { token } = await freshLink();
      await unsubscribe(token).send({ scope: 'all' }).expect(200);
      expect((await manage(token).expect(200)).body).toMatchObject({
        categoryEnabled: false,
        allSuppressed: true,
      });
    });

    it('never changes state, whatever a link scanner sends', async () => {
      const { member, token } = await freshLink();
      const before = await outboxEvents(app, caller.member.teamId, 'notification.unsubscribed');
      await manage(token).expect(200);
      await manage(token).set('Accept', '*/*').expect(200);
      await manage(token).set('Accept', BROWSER_ACCEPT).expect(302);
      await request(app.http).head('/public/unsubscribe/manage').query({ token }).expect(200);
      expect(await suppressionRows(app, caller.member.teamId, member.userId)).toEqual([]);
      expect(await outboxEvents(app, caller.member.teamId, 'notification.unsubscribed')).toEqual(
        before,
      );
    });

    it('400 UNSUBSCRIBE_TOKEN_INVALID for a missing, garbled or forged token', async () => {
      const { token } = await freshLink();
      for (const pending of [
        request(app.http).get('/public/unsubscribe/manage'),
        manage('svc_lunsub_x.y.z'),
        manage('svc_unsub_x.y'),
        manage(tamperMac(token)),
      ]) {
        const res = await pending;
        expect({ status: res.status, error: res.body.error }).toEqual({
          status: 400,
          error: 'UNSUBSCRIBE_TOKEN_INVALID',
        });
      }
    });

    it('410 for an expired link (UNSUBSCRIBE_TOKEN_INVALID) and a revoked one (UNSUBSCRIBE_TOKEN_REVOKED)', async () => {
      const { member, category, token } = await freshLink();
      const expired = await signUnsubscribeToken(app, {
        teamId: caller.member.teamId,
        userId: member.userId,
        category,
        expiresAt: PAST(),
      });
      expect((await manage(expired).expect(410)).body.error).toBe('UNSUBSCRIBE_TOKEN_INVALID');
      await revoke(token).expect(200);
      expect((await manage(token).expect(410)).body.error).toBe('UNSUBSCRIBE_TOKEN_REVOKED');
    });

    it('429 after 20 requests a minute per link, HTML redirects included', async () => {
      const { token } = await freshLink();
      for (let i = 0; i < 10; i++) await manage(token).expect(200);
      for (let i = 0; i < 10; i++) await manage(token).set('Accept', 'text/html').expect(302);
      const res = await manage(token).set('Accept', 'text/html').expect(429);
      expect(res.body.error).toBe('RATE_LIMIT_EXCEEDED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('500 INTERNAL_ERROR when the revocation store fails', async () => {
      const { token } = await freshLink();
      const spy = failNextRunOf(app, TOKEN_REVOKED, new Error('simulated statement failure'));
      try {
        const res = await manage(token).expect(500);
        expect(res.body).toEqual({ error: 'INTERNAL_ERROR', message: 'Internal server error' });
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('POST /v1/unsubscribe-tokens/revocations', () => {
    it('revokes a link: it then answers 410 UNSUBSCRIBE_TOKEN_REVOKED, and nothing is suppressed', async () => {
      const { member, token } = await freshLink();
      const res = await revoke(token).expect(200);
      expect(res.body).toEqual({ revoked: true });
      expect(await revocationsOf(token)).toEqual([
        { team_id: caller.member.teamId, revoked_at: expect.any(Date) },
      ]);
      const refused = await unsubscribe(token).expect(410);
      expect(refused.body).toEqual({
        error: 'UNSUBSCRIBE_TOKEN_REVOKED',
        message: expect.any(String),
      });
      expect(await suppressionRows(app, caller.member.teamId, member.userId)).toEqual([]);
    });

    it('answers a revoked link 410 before judging its body, and records no event', async () => {
      const { member, token } = await freshLink();
      await revoke(token).expect(200);
      for (const body of [{ scope: 'nope' }, { scope: 'all' }, {}]) {
        expect(await errorCode(unsubscribe(token).send(body), 410)).toBe(
          'UNSUBSCRIBE_TOKEN_REVOKED',
        );
      }
      expect(await suppressionRows(app, caller.member.teamId, member.userId)).toEqual([]);
      const events = await outboxEvents(app, caller.member.teamId, 'notification.unsubscribed');
      expect(events.filter((event) => event.data.userId === member.userId)).toEqual([]);
    });

    it('is idempotent, and leaves other links of the same member working', async () => {
      const { member, token } = await freshLink();
      const other = await createNotification(app, member);
      await revoke(token).expect(200);
      const [first] = await revocationsOf(token);
      expect((await revoke(token).expect(200)).body).toEqual({ revoked: true });
      expect(await revocationsOf(token)).toEqual([first]);
      expect(await errorCode(unsubscribe(token), 410)).toBe('UNSUBSCRIBE_TOKEN_REVOKED');
      await unsubscribe(other.unsubscribeToken).expect(200);
      expect(await revocationsOf(other.unsubscribeToken)).toEqual([]);
    });

    it('revokes an expired link too', async () => {
      const member = await addTeamMember(app, caller.member.teamId);
      const expired = await signUnsubscribeToken(app, {
        teamId: caller.member.teamId,
        userId: member.userId,
        category: uniqueCategory(),
        expiresAt: PAST(),
      });
      expect((await revoke(expired).expect(200)).body).toEqual({ revoked: true });
      expect(await revocationsOf(expired)).toEqual([
        { team_id: caller.member.teamId, revoked_at: expect.any(Date) },
      ]);
    });

    it('answers 404 UNSUBSCRIBE_TOKEN_NOT_FOUND for a link of another team, which keeps working', async () => {
      const other = await createCaller(app, 'notifications:write');
      const notification = await createNotification(app, other.member);
      const res = await revoke(notification.unsubscribeToken).expect(404);
      expect(res.body.error).toBe('UNSUBSCRIBE_TOKEN_NOT_FOUND');
      expect(await revocationsOf(notification.unsubscribeToken)).toEqual([]);
      await unsubscribe(notification.unsubscribeToken).expect(200);
    });

    it('refuses a token that is not an authentic svc_unsub_ link', async () => {
      const { token } = await freshLink();
      for (const candidate of [tamperMac(token), 'svc_lunsub_a.b.c', 'garbage']) {
        const res = await revoke(candidate).expect(400);
        expect(res.body.error).toBe('UNSUBSCRIBE_TOKEN_INVALID');
      }
      for (const body of [{}, { token: 42 }, { token, extra: true }]) {
        const res = await request(app.http)
          .post('/v1/unsubscribe-tokens/revocations')
          .set(caller.auth)
          .send(body)
          .expect(400);
        expect(res.body.error).toBe('VALIDATION_ERROR');
      }
      expect(await revocationsOf(token)).toEqual([]);
      await unsubscribe(token).expect(200);
    });

    it('needs notifications:write (403) and a token (401)', async () => {
      const { token } = await freshLink();
      const reader = await createCaller(app, 'notifications:read');
      const refused = await revoke(token, reader.auth).expect(403);
      expect(refused.body.error).toBe('INSUFFICIENT_SCOPE');
      const anonymous = await request(app.http)
        .post('/v1/unsubscribe-tokens/revocations')
        .send({ token })
        .expect(401);
      expect(anonymous.body.error).toBe('UNAUTHORIZED');
      expect(await revocationsOf(token)).toEqual([]);
      await unsubscribe(token).expect(200);
    });
  });
});
