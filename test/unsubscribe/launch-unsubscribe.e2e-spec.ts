import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import {
  NOTIFICATION_TEST_ENV,
  outboxEvents,
  PAST,
  signLaunchUnsubscribeToken,
  signRaw,
  tamperMac,
  tokenOf,
} from '../factories/notifications.factory';
import { createTestApp, TestApp } from '../support/test-app';
import { UnsubscribeRepository } from '../../src/unsubscribe/unsubscribe.repository';
import { errorCode } from '../support/error-code';

describe('launch unsubscribe', () => {
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp(NOTIFICATION_TEST_ENV);
    caller = await createCaller(app, 'notifications:write');
  });
  afterAll(() => app.close());

  const freshEmail = () => `Launch.${randomBytes(4).toString('hex')}@Example.TEST`;
  const mint = (body: object, auth = caller.auth) =>
    request(app.http).post('/v1/launch-unsubscribe-links').set(auth).send(body);
  const suppress = (token: string) =>
    request(app.http).post('/public/launch-unsubscribe').query({ token });
  const addressRows = async () =>
    app.dataSource.query<Record<string, unknown>[]>(
      'SELECT * FROM address_suppressions WHERE team_id = $1',
      [caller.member.teamId],
    );
  const launchEvents = async () =>
    (await outboxEvents(app, caller.member.teamId, 'notification.unsubscribed')).filter(
      (event) => event.data.scope === 'address',
    );

  describe('POST /v1/launch-unsubscribe-links', () => {
    it('mints a svc_lunsub_ link valid for 180 days whose token does not carry the address', async () => {
      const email = freshEmail();
      const res = await mint({ email }).expect(201);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'url']);
      expect(res.body.token).toMatch(/^svc_lunsub_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(res.body.url).toBe(
        `https://api.example.test/public/launch-unsubscribe?token=${res.body.token}`,
      );
      const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
      expect(JSON.stringify(claims).toLowerCase()).not.toContain(email.toLowerCase());
      expect(JSON.stringify(claims).toLowerCase()).not.toContain('example.test');
      const days = (claims.exp * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(179.9);
      expect(days).toBeLessThanOrEqual(180);
    });

    it('honours an earlier expiresAt and refuses one in the past or beyond 180 days', async () => {
      const soon = new Date(Date.now() + 86_400_000);
      const res = await mint({ email: freshEmail(), expiresAt: soon.toISOString() }).expect(201);
      const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
      expect(claims.exp).toBe(Math.floor(soon.getTime() / 1000));
      for (const expiresAt of [
        PAST().toISOString(),
        new Date(Date.now() + 181 * 86_400_000).toISOString(),
        'tomorrow',
      ]) {
        const refused = await mint({ email: freshEmail(), expiresAt }).expect(400);
        expect(refused.body.error).toBe('VALIDATION_ERROR');
        expect(refused.body.details[0].field).toBe('expiresAt');
      }
      // An ISO 8601 form Date cannot read is malformed, as 'tomorrow' is, not a bad instant.
      const unreadable = await mint({ email: freshEmail(), expiresAt: '2030-W01' }).expect(400);
      expect(unreadable.body.details).toEqual([
        expect.objectContaining({ field: 'expiresAt', code: 'invalid_string' }),
      ]);
    });

    it('refuses expiresAt: null (absent means 180 days; the contract gives null no meaning)', async () => {
      const res = await mint({ email: freshEmail(), expiresAt: null }).expect(400);
      expect(res.body).toEqual({
        error: 'VALIDATION_ERROR',
        message: expect.any(String),
        details: [expect.objectContaining({ field: 'expiresAt', code: 'invalid_string' })],
      });
    });

    it('refuses a missing or invalid address and undeclared fields', async () => {
      for (const body of [{}, { email: 'not-an-address' }, { email: freshEmail(), name: 'x' }]) {
        const res = await mint(body).expect(400);
        expect(res.body.error).toBe('VALIDATION_ERROR');
      }
    });

    it('needs notifications:write (403) and a token (401)', async () => {
      const reader = await createCaller(app, 'notifications:read');
      expect((await mint({ email: freshEmail() }, reader.auth).expect(403)).body.error).toBe(
        'INSUFFICIENT_SCOPE',
      );
      expect(
        await errorCode(
          request(app.http).post('/v1/launch-unsubscribe-links').send({ email: freshEmail() }),
          401,
        ),
      ).toBe('UNAUTHORIZED');
    });
  });

  describe('POST /public/launch-unsubscribe', () => {
    it('address not suppressed → permanently suppressed: {suppressed: true}, stored only as a keyed hash', async () => {
      const email = freshEmail();
      const { body } = await mint({ email }).expect(201);
      const before = (await addressRows()).length;
      const res = await suppress(body.token).expect(200);
      expect(res.body).toEqual({ suppressed: true });
      expect(res.text.toLowerCase()).not.toContain('example.test');

      const rows = await addressRows();
      expect(rows).toHaveLength(before + 1);
      expect(JSON.stringify(rows).toLowerCase()).not.toContain(email.toLowerCase());
      expect(rows.at(-1)!.address_hash).toMatch(/^[0-9a-f]{64}$/);

      const events = await launchEvents();
      const event = events.find(
        (candidate) =>
          candidate.data.linkTokenSha256 === createHash('sha256').update(body.token).digest('hex'),
      );
      expect(event?.data).toEqual({
        scope: 'address',
        source: 'launch-unsubscribe',
        linkTokenSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(JSON.stringify(events).toLowerCase()).not.toContain(email.toLowerCase());
    });

    it('answers a replay with the same 200 and writes nothing more', async () => {
      const { body } = await mint({ email: freshEmail() }).expect(201);
      await suppress(body.token).expect(200);
      const rows = (await addressRows()).length;
      const events = (await launchEvents()).length;
      const replay = await suppress(body.token).expect(200);
      expect(replay.body).toEqual({ suppressed: true });
      expect(await addressRows()).toHaveLength(rows);
      expect(await launchEvents()).toHaveLength(events);
    });

    it('suppresses one address once, whichever of its links is used', async () => {
      const email = freshEmail();
      const first = await mint({ email }).expect(201);
      const second = await mint({ email: email.toUpperCase() }).expect(201);
      const rows = (await addressRows()).length;
      await suppress(first.body.token).expect(200);
      await suppress(second.body.token).expect(200);
      expect(await addressRows()).toHaveLength(rows + 1);
    });

    it('ignores any body a mail client sends with the post', async () => {
      const { body } = await mint({ email: freshEmail() }).expect(201);
      await suppress(body.token).field('List-Unsubscribe', 'One-Click').expect(200);
      await suppress(body.token).type('form').send('List-Unsubscribe=One-Click').expect(200);
      await suppress(body.token).send({ anything: true }).expect(200);
    });

    it('400 LAUNCH_UNSUBSCRIBE_TOKEN_INVALID: wrong prefix, incomplete claims, HMAC mismatch', async () => {
      const { body } = await mint({ email: freshEmail() }).expect(201);
      const unsubscribeToken = await signRaw(app, 'unsubscribe', '{}');
      const cases = [
        request(app.http).post('/public/launch-unsubscribe'),
        suppress(body.token.replace('svc_lunsub_', 'svc_unsub_')),
        suppress(unsubscribeToken),
        suppress(
          await signRaw(
            app,
            'launch-unsubscribe',
            JSON.stringify({ v: 1, t: caller.member.teamId }),
          ),
        ),
        suppress(tamperMac(body.token)),
        suppress(body.token.replace(/^svc_lunsub_[^.]+/, 'svc_lunsub_forgedkid')),
      ];
      for (const pending of cases) {
        const res = await pending;
        expect({ status: res.status, body: res.body }).toEqual({
          status: 400,
          body: { error: 'LAUNCH_UNSUBSCRIBE_TOKEN_INVALID', message: expect.any(String) },
        });
      }
    });

    it('400 LAUNCH_UNSUBSCRIBE_TOKEN_MALFORMED for a token that cannot be decoded', async () => {
      const cases = [
        'svc_lunsub_',
        'svc_lunsub_only.two',
        'svc_lunsub_a.b.c.d',
        'svc_lunsub_kid.not*base64.mac',
        await signRaw(app, 'launch-unsubscribe', 'not json at all'),
      ];
      for (const token of cases) {
        const res = await suppress(token);
        expect({ status: res.status, error: res.body.error }).toEqual({
          status: 400,
          error: 'LAUNCH_UNSUBSCRIBE_TOKEN_MALFORMED',
        });
      }
    });

    it('410 LAUNCH_UNSUBSCRIBE_TOKEN_EXPIRED and nothing suppressed', async () => {
      const rows = (await addressRows()).length;
      const token = await signLaunchUnsubscribeToken(app, {
        teamId: caller.member.teamId,
        email: freshEmail(),
        expiresAt: PAST(),
      });
      const res = await suppress(token).expect(410);
      expect(res.body.error).toBe('LAUNCH_UNSUBSCRIBE_TOKEN_EXPIRED');
      expect(await addressRows()).toHaveLength(rows);
    });

    it('429 after 20 requests a minute per link, before the token is checked', async () => {
      const garbage = `svc_lunsub_${Date.now()}`;
      for (let i = 0; i < 20; i++) await suppress(garbage).expect(400);
      const res = await suppress(garbage).expect(429);
      expect(res.body.error).toBe('RATE_LIMIT_EXCEEDED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['ratelimit-remaining']).toBe('0');
    });

    it('500 INTERNAL_ERROR when the database fails, and the link still works afterwards', async () => {
      const { body } = await mint({ email: freshEmail() }).expect(201);
      // The suppression's own write, not any transaction: the app's loops run transactions too.
      const spy = jest
        .spyOn(app.get(UnsubscribeRepository), 'suppressAddress')
        .mockRejectedValueOnce(new Error('simulated statement failure'));
      try {
        const res = await suppress(tokenOf(body.url)).expect(500);
        expect(res.body).toEqual({ error: 'INTERNAL_ERROR', message: 'Internal server error' });
      } finally {
        spy.mockRestore();
      }
      await suppress(body.token).expect(200);
    });
  });
});
