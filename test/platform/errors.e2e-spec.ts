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
    auth = (await createCaller(app, 'probe:read', 'probe:write')).auth;
  });
  afterAll(() => app.close());

  it('404 NOT_FOUND as JSON for an unknown route', async () => {
    const res = await request(app.http).get('/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'NOT_FOUND', message: expect.any(String) });
  });

  it('400 VALIDATION_ERROR for malformed JSON, before any handler runs', async () => {
    const res = await request(app.http)
      .post('/v1/probe')
      .set(auth)
      .set('Content-Type', 'application/json')
      .send('{"name": "a", ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'VALIDATION_ERROR', message: expect.any(String) });
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
