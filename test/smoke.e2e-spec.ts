import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

describe('smoke', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('boots', async () => {
    const res = await request(app.http).get('/health/live');
    expect(res.status).toBe(200);
    const jwks = await request(app.http).get('/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    const missing = await request(app.http).get('/nope');
    expect(missing.body).toEqual({ error: 'NOT_FOUND', message: expect.any(String) });
  });
});
