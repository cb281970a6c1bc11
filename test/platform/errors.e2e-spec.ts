import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { ProbeController } from '../support/probe.controller';
import { createTestApp, TestApp } from '../support/test-app';

/** public-api.md, Errors: one flat envelope for everything, never HTML or a stack trace. */
describe('error envelope', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({}, { controllers: [ProbeController] });
    auth = (await createCaller(app, 'probe:read', 'probe:write', 'webhooks:read')).auth;
  });
  afterAll(() => app.close());

  it('404 NOT_FOUND as JSON for an unknown route', async () => {
    const res = await request(app.http).get('/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'NOT_FOUND', message: expect.any(String) });
  });

  it('405 METHOD_NOT_ALLOWED with Allow for a method the path does not declare', async () => {
    const cases: [string, string, string][] = [
      ['PUT', '/v1/agents/create', 'POST'],
      ['TRACE', '/v1/agents/create', 'POST'],
      ['OPTIONS', '/v1/agents', 'GET, HEAD'],
      ['DELETE', '/v1/agents', 'GET, HEAD'],
      ['PUT', '/v1/probe', 'DELETE, GET, HEAD, POST'],
      ['POST', '/public/notifications/x/pixel', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await request(app.http)[method.toLowerCase() as 'put'](path);
      expect({
        method,
        path,
        status: res.status,
        allow: res.headers.allow,
        body: res.body,
      }).toEqual({
        method,
        path,
        status: 405,
        allow,
        body: { error: 'METHOD_NOT_ALLOWED', message: expect.stringContaining(allow) },
      });
    }
    const head = await request(app.http).head('/public/launch-unsubscribe');
    expect([head.status, head.headers.allow]).toEqual([405, 'POST']);
  });

  it('404 NOT_FOUND for a path that exists for no method, whatever the method', async () => {
    for (const method of ['get', 'put', 'delete'] as const) {
      const res = await request(app.http)[method]('/v1/agents/create/nothing/here');
      expect([res.status, res.body.error, res.headers.allow]).toEqual([
        404,
        'NOT_FOUND',
        undefined,
      ]);
    }
  });

  it('400 VALIDATION_ERROR for malformed JSON, before any handler runs', async () => {
    const res = await request(app.http)
      .post('/v1/probe')
      .set(auth)
      .set('Content-Type', 'application/json')
      .send('{"name": "a", ');
    expect(res.status).toBe(400);
    // A validation error carries details[] (public-api.md, Errors), even one that names no field.
    expect(res.body).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Request body is not valid JSON',
      details: [{ field: '', message: 'Request body is not valid JSON', code: 'invalid_json' }],
    });
  });

  it('413 PAYLOAD_TOO_LARGE for a JSON body over 1 MB', async () => {
    const res = await request(app.http)
      .post('/v1/probe')
      .set(auth)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(1_100_000), count: 1 }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });

  it('400 with details {field, message, code} for invalid fields', async () => {
    const res = await request(app.http).post('/v1/probe').set(auth).send({ name: 7, count: 99 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: expect.any(String), code: 'invalid_type' },
        { field: 'count', message: expect.any(String), code: 'too_big' },
      ]),
    );
  });

  it('400 naming the type a null or a wrong type must have, not a bound or a length', async () => {
    const res = await request(app.http)
      .post('/v1/probe')
      .set(auth)
      .send({ name: null, count: 'x' });
    expect(res.body).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'name must be a string, not null',
      details: [
        { field: 'name', message: 'name must be a string, not null', code: 'invalid_type' },
        { field: 'count', message: 'count must be an integer number', code: 'invalid_type' },
      ],
    });
  });

  it('400 for an empty or non-integer paging value, naming the rule, never read as 0', async () => {
    for (const query of [
      'limit=',
      'offset=',
      'offset=null',
      'offset=%20',
      'limit=1.5',
      'offset=1e3',
    ]) {
      const res = await request(app.http).get(`/v1/webhooks/subscriptions?${query}`).set(auth);
      const field = query.split('=')[0];
      const rule = `${field} must be an integer from ${field === 'limit' ? 1 : 0} to 9007199254740991`;
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: {
          error: 'VALIDATION_ERROR',
          message: rule,
          details: [{ field, message: rule, code: 'invalid_type' }],
        },
      });
    }
  });

  it('400 unrecognized_keys with an empty field and the key in the message for undeclared keys', async () => {
    const res = await request(app.http)
      .post('/v1/probe')
      .set(auth)
      .send({ name: 'a', count: 1, role: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'VALIDATION_ERROR',
      message: expect.stringContaining('role'),
      details: [
        { field: '', message: "Unrecognized key(s) in object: 'role'", code: 'unrecognized_keys' },
      ],
    });
  });

  it('400 VALIDATION_ERROR naming the field for a NUL character, which Postgres cannot store', async () => {
    const res = await request(app.http)
      .post('/v1/probe')
      .set(auth)
      .send({ name: 'a\u0000b', count: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field: 'name' })],
    });
  });

  it('500 INTERNAL_ERROR without internals, carrying the request id that the log carries', async () => {
    const res = await request(app.http)
      .get('/v1/probe/boom')
      .set(auth)
      .set('X-Request-Id', 'trace-abc-123');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(res.text).not.toContain('secret internal detail');
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
  });

  it('mints a request id when the caller sends none or an unsafe one', async () => {
    const res = await request(app.http).get('/health/live').set('X-Request-Id', 'bad id <script>');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
