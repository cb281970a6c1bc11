import request from 'supertest';
import { createAgent } from '../factories/agents.factory';
import { createCaller, createTeamOwner } from '../factories/identity.factory';
import { rawAnswer, rawHttp } from '../support/raw-http';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * No body can crash a handler, stall the process or amplify the answer. Bodies are sent
 * as raw text because the hostile ones (deep nesting, lone surrogates) cannot be built as objects.
 */
describe('hostile JSON bodies', () => {
  let app: TestApp;
  let auth: { Authorization: string };
  let sessionAuth: Record<string, string>;
  let agentId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const caller = await createCaller(
      app,
      'ai_agents:read',
      'ai_agents:write',
      'ai_agents:delete',
      'knowledge:write',
      'visual_pages:write',
      'notifications:write',
    );
    auth = caller.auth;
    sessionAuth = { Authorization: `Bearer ${(await createTeamOwner(app)).sessionToken}` };
    agentId = (await createAgent(app, { auth: caller.auth })).agentId;
  });
  afterAll(() => app.close());

  const post = (
    path: string,
    text: string,
    headers: Record<string, string> = auth,
    method: 'post' | 'patch' = 'post',
  ) =>
    request(app.http)[method](path).set(headers).set('Content-Type', 'application/json').send(text);

  const expectRefusal = (res: request.Response, field: string, code: string, maxBytes = 2_000) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field, code })],
    });
    expect(res.text.length).toBeLessThan(maxBytes);
  };

  describe('deep nesting is a 400 naming where it went too deep, token or not', () => {
    it('POST /public/unsubscribe with 10,000 levels', async () => {
      const body = '{"scope":' + '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_001);
      const res = await request(app.http)
        .post('/public/unsubscribe?token=svc_unsub_x')
        .set('Content-Type', 'application/json')
        .send(body);
      expectRefusal(res, ['scope', ...new Array(31).fill('a')].join('.'), 'too_big');
    });

    it('POST /v1/knowledge with 2,000 levels of arrays', async () => {
      const res = await post(
        '/v1/knowledge',
        '{"name":' + '['.repeat(2000) + ']'.repeat(2000) + '}',
      );
      expectRefusal(res, 'name' + '.0'.repeat(31), 'too_big');
    });

    it('a body at the depth limit is judged by validation as usual', async () => {
      const res = await post(
        '/v1/agents/create',
        '{"name":' + '['.repeat(20) + ']'.repeat(20) + '}',
      );
      expect(res.status).toBe(400);
      expect(res.body.details[0]).toMatchObject({ field: 'name' });
    });
  });

  describe('large arrays are refused as one small answer', () => {
    it('skills of 100,000 items on agent create', async () => {
      const res = await post(
        '/v1/agents/create',
        JSON.stringify({ name: 'x', skills: new Array(100_000).fill({}) }),
      );
      expectRefusal(res, 'skills', 'too_big');
    });

    it('skills of 900 empty items: one detail per rule, at most 20, the rest counted', async () => {
      const res = await post(
        '/v1/agents/create',
        JSON.stringify({ name: 'x', skills: new Array(900).fill({}) }),
      );
      expect(res.status).toBe(400);
      expect(res.body.details.length).toBeLessThanOrEqual(20);
      expect(res.text.length).toBeLessThan(5_000);
    });

    it('onboardingStages of 100,000 nulls on a version PATCH', async () => {
      const body = JSON.stringify({ config: { onboardingStages: new Array(100_000).fill(null) } });
      const res = await post(`/v1/agents/${agentId}/versions/1`, body, auth, 'patch');
      expectRefusal(res, 'config.onboardingStages', 'too_big');
    });

    it('a bulk selection of 100,000 ids', async () => {
      const ids = new Array(100_000).fill('a');
      const res = await post(
        '/v1/agents/bulk',
        JSON.stringify({ action: 'switch_model', selection: { agentIds: ids } }),
      );
      expectRefusal(res, 'selection.agentIds', 'too_big');
    });

    it('api token scopes of 30,000 objects', async () => {
      const res = await post(
        '/v1/api-tokens',
        JSON.stringify({ name: 'x', scopes: new Array(30_000).fill({}) }),
        sessionAuth,
      );
      expectRefusal(res, 'scopes', 'too_big');
    });
  });

  describe('an array where a nested object belongs is a 400 (found by the fuzz)', () => {
    it.each([
      // Was a 500: the runtime checks read runtime.model of an array.
      ['/v1/agents/create', { name: 'x', runtime: [] }, 'runtime'],
      ['/v1/agents/create', { name: 'x', runtime: [[]] }, 'runtime'],
      // Were stored: class-validator validated the inner arrays' items, of which there were none.
      ['/v1/agents/create', { name: 'x', skills: [[]] }, 'skills.0'],
      ['/v1/agents/create', { name: 'x', commands: [[{ name: 'summarise' }]] }, 'commands.0'],
      // Was a 500 in the bulk count.
      [
        '/v1/agents/bulk/count',
        { action: 'switch_model', selection: { all: true }, target: [] },
        'target',
      ],
    ])('POST %s %j', async (path, body, field) => {
      expectRefusal(await post(path, JSON.stringify(body)), field, 'invalid_type');
    });

    it('a version config of [] is refused, not taken as "no changes"', async () => {
      const res = await post(`/v1/agents/${agentId}/versions`, JSON.stringify({ config: [] }));
      expectRefusal(res, 'config', 'invalid_type');
    });
  });

  describe('lone UTF-16 surrogates are refused as invalid_string, never stored', () => {
    const lone = (field: string, prefix = '{', suffix = '}') =>
      `${prefix}"${field}":"x\\ud800y"${suffix}`;

    it.each([
      ['/v1/agents/create', lone('name'), 'name'],
      ['/v1/agents/create', '{"name":"ok","instructions":"\\udc00"}', 'instructions'],
      ['/v1/agents/create', '{"name":"ok","skills":[{"name":"\\ud800"}]}', 'skills.0.name'],
      ['/v1/knowledge', '{"title":"t","content":"a\\ud800"}', 'content'],
      ['/v1/visual-pages', '{"title":"\\ud800","html":"<p>x</p>"}', 'title'],
      ['/v1/launch-unsubscribe-links', '{"email":"\\ud800"}', 'email'],
      ['/v1/notifications', '{"\\ud800":1}', '\uFFFD'],
    ])('POST %s %s', async (path, body, field) => {
      expectRefusal(await post(path, body), field, 'invalid_string');
    });

    it('on agent PATCH and clone too', async () => {
      expectRefusal(
        await post(`/v1/agents/${agentId}`, lone('name'), auth, 'patch'),
        'name',
        'invalid_string',
      );
      expectRefusal(
        await post(`/v1/agents/${agentId}/clone`, lone('name'), auth),
        'name',
        'invalid_string',
      );
      const agent = await request(app.http).get(`/v1/agents/${agentId}`).set(auth);
      expect(agent.body.name).not.toContain('\ud800');
    });
  });

  describe('the body parsers refuse in the envelope, as the document lists on every body route', () => {
    it('400 for a body that is not JSON, 413 over 1 MB, 415 for another charset', async () => {
      const path = `/v1/agents/${agentId}/archive`;
      const notJson = await post(path, '{"a":');
      expect([notJson.status, notJson.body.error]).toEqual([400, 'VALIDATION_ERROR']);
      const large = await post(
        '/v1/agents/create',
        JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      );
      expect([large.status, large.body.error]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      const latin1 = await request(app.http)
        .post('/v1/agents/create')
        .set(auth)
        .set('Content-Type', 'application/json; charset=latin1')
        .send('{"name":"x"}');
      expect([latin1.status, latin1.body.error]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
      // JSON is UTF-8: another Unicode charset is 415 too, never a 403 or a body read otherwise.
      for (const charset of ['utf-16le', 'utf-16be', 'utf-16', 'utf-32', 'utf-7']) {
        const other = await request(app.http)
          .post('/v1/agents/create')
          .set(auth)
          .set('Content-Type', `application/json; charset=${charset}`)
          .send(Buffer.from('{"name":"x"}', 'utf16le'));
        expect([charset, other.status, other.body]).toEqual([
          charset,
          415,
          { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported charset' },
        ]);
      }
    });

    it('a DELETE body is never parsed: a broken one does not turn the delete into a 400', async () => {
      const doomed = (await createAgent(app, { auth })).agentId;
      const res = await request(app.http)
        .delete(`/v1/agents/${doomed}`)
        .set(auth)
        .set('Content-Type', 'application/json')
        .send('{"a":');
      expect(res.status).toBe(200);
      await request(app.http).get(`/v1/agents/${doomed}`).set(auth).expect(404);
    });
  });
});

/** Requests Node's HTTP parser refuses before Express sees them (found by the fuzz). */
describe('requests the HTTP parser refuses', () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp();
    port = Number(new URL(await app.listen()).port);
  });
  afterAll(() => app.close());

  const raw = (text: string) => rawHttp(port, text);
  const parse = rawAnswer;
  it('headers over 16 KB: 431 in the error envelope', async () => {
    const answer = parse(
      await raw(`GET /v1/agents HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body).toEqual({
      error: 'HEADERS_TOO_LARGE',
      message: 'Request headers are too large',
    });
  });

  it('a malformed request line: 400 in the error envelope', async () => {
    const answer = parse(await raw('GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The request could not be parsed',
      details: [
        { field: '', message: 'The request could not be parsed', code: 'malformed_request' },
      ],
    });
  });
});

/**
 * Link tokens are credentials their routes verify and refuse as the contract says; a NUL or a
 * lone surrogate in one is just a bad token (found by the fuzz).
 */
describe('hostile link tokens and bodies on the public link routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const NOTIFICATION = '/public/notifications/00000000-0000-4000-8000-000000000000';
  const hostileTokens = ['svc_ntf_a%00b', '%00', 'x%ED%A0%80', 'svc_unsub_%00.b.c'];

  it('the pixel answers its GIF for any token, repeated or not', async () => {
    for (const token of hostileTokens) {
      for (const query of [`token=${token}`, `token=x&token=${token}`]) {
        const res = await request(app.http).get(`${NOTIFICATION}/pixel?${query}`);
        expect({ query, status: res.status, type: res.type }).toEqual({
          query,
          status: 200,
          type: 'image/gif',
        });
      }
    }
  });

  it('the open link, unsubscribe, manage and launch routes answer their own token refusals', async () => {
    for (const token of hostileTokens) {
      const answers = {
        open: await request(app.http).get(`${NOTIFICATION}/open?token=${token}`),
        unsubscribe: await request(app.http).post(`/public/unsubscribe?token=${token}`),
        manage: await request(app.http).get(`/public/unsubscribe/manage?token=${token}`),
        launch: await request(app.http).post(`/public/launch-unsubscribe?token=${token}`),
      };
      expect(
        Object.fromEntries(
          Object.entries(answers).map(([route, res]) => [route, `${res.status} ${res.body.error}`]),
        ),
      ).toEqual({
        open: '404 NOTIFICATION_NOT_FOUND',
        unsubscribe: '400 UNSUBSCRIBE_TOKEN_INVALID',
        manage: '400 UNSUBSCRIBE_TOKEN_INVALID',
        launch: expect.stringMatching(/^400 LAUNCH_UNSUBSCRIBE_TOKEN_(INVALID|MALFORMED)$/),
      });
    }
  });

  it('a GET body is never parsed: the pixel, the key set and the probes ignore a broken one', async () => {
    const broken = (path: string) =>
      request(app.http).get(path).set('Content-Type', 'application/json').send('{"a":');
    const pixel = await broken(`${NOTIFICATION}/pixel?token=x`);
    expect({ status: pixel.status, type: pixel.type }).toEqual({ status: 200, type: 'image/gif' });
    expect((await broken('/.well-known/jwks.json')).status).toBe(200);
    expect((await broken('/health/live')).status).toBe(200);
  });
});
