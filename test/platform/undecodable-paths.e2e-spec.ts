import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { createTestApp, TestApp } from '../support/test-app';

/** A credential segment that is not valid %-encoding answers like any other unusable token. */
describe('paths that cannot be %-decoded', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['/public/media/%FF', 401, 'SHARE_TOKEN_INVALID'],
    ['/public/media/%E0%A4%A/meta', 401, 'SHARE_TOKEN_INVALID'],
    ['/public/knowledge/%', 404, 'KNOWLEDGE_NOT_FOUND'],
    ['/public/visual-pages/%/x', 404, 'VISUAL_PAGE_NOT_FOUND'],
  ])('GET %s answers %i %s', async (path, status, code) => {
    const res = await request(app.http).get(path);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: code, message: expect.any(String) });
  });

  it('the inbound receiver answers 401 WEBHOOK_UNAUTHORIZED', async () => {
    const res = await request(app.http)
      .post('/webhooks/ep/%FF')
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('WEBHOOK_UNAUTHORIZED');
  });

  it('the tracking pixel still answers its GIF', async () => {
    const res = await request(app.http).get('/public/notifications/%E0%A4%A/pixel?token=x');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

/** Routes whose only input is their token ignore the body: a malformed one changes nothing. */
describe('token-only public POSTs with a malformed body', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each(['/public/media/not-a-token/preview', '/public/media/not-a-token/archive/list'])(
    'POST %s answers by its token (401), not 400',
    async (path) => {
      const res = await request(app.http)
        .post(path)
        .set('Content-Type', 'application/json')
        .send('{"broken": ');
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('SHARE_TOKEN_INVALID');
    },
  );

  it('POST /public/launch-unsubscribe answers by its token, not VALIDATION_ERROR', async () => {
    const res = await request(app.http)
      .post('/public/launch-unsubscribe?token=svc_lunsub_x')
      .set('Content-Type', 'application/json')
      .send('{"broken": ');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^LAUNCH_UNSUBSCRIBE_TOKEN_(INVALID|MALFORMED)$/);
  });

  describe('elsewhere the segment is taken literally: an id that names nothing is the route 404', () => {
    let auth: Record<string, string>;
    beforeAll(async () => {
      auth = (await createCaller(app, 'ai_agents:read', 'ai_agents:write', 'webhooks:delete')).auth;
    });

    it.each([
      ['get', '/v1/agents/%FF%FE', 'AGENT_NOT_FOUND'],
      ['post', '/v1/agents/%u0041/archive', 'AGENT_NOT_FOUND'],
      ['get', '/v1/agents/%ED%A0%80/access', 'AGENT_NOT_FOUND'],
      ['delete', '/v1/webhooks/subscriptions/%', 'WEBHOOK_SUBSCRIPTION_NOT_FOUND'],
    ] as const)('%s %s answers 404 %s', async (method, path, code) => {
      const res = await request(app.http)[method](path).set(auth);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: code, message: expect.any(String) });
    });

    it('an open link with such a token is the open route 404', async () => {
      const res = await request(app.http).get('/public/notifications/%ED%A0%80/open');
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('NOTIFICATION_NOT_FOUND');
    });
  });
});
