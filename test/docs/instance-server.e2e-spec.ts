import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { withoutInstanceServer } from '../../src/openapi/instance-server';
import { createTestApp, TestApp } from '../support/test-app';

const urls = (body: { servers: { url: string }[] }) => body.servers.map((server) => server.url);

describe('The served document lists the instance it came from first', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());

  it('puts the origin of the request first, then production and staging from configuration', async () => {
    const res = await request(app.http).get('/docs-json').set('Host', '127.0.0.1:4321').expect(200);
    expect(res.body.servers).toEqual([
      { url: 'http://127.0.0.1:4321', description: 'This instance', 'x-internal': false },
      { url: app.config.openApiBaseUrl, description: 'Production', 'x-internal': false },
      { url: app.config.openApiStagingBaseUrl, description: 'Staging', 'x-internal': false },
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('takes the scheme and host a trusted proxy forwards', async () => {
    const res = await request(app.http)
      .get('/docs-json')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'docs.acme.test')
      .expect(200);
    expect(urls(res.body)[0]).toBe('https://docs.acme.test');
  });

  it('moves a configured server first instead of listing it twice', async () => {
    const staging = new URL(app.config.openApiStagingBaseUrl);
    const res = await request(app.http)
      .get('/docs-json')
      .set('X-Forwarded-Proto', staging.protocol.replace(':', ''))
      .set('X-Forwarded-Host', staging.host)
      .expect(200);
    expect(res.body.servers).toEqual([
      { url: app.config.openApiStagingBaseUrl, description: 'Staging', 'x-internal': false },
      { url: app.config.openApiBaseUrl, description: 'Production', 'x-internal': false },
    ]);
  });

  it('adds nothing for a Host that is not a plain host and port', async () => {
    const res = await request(app.http)
      .get('/docs-json')
      .set('X-Forwarded-Host', 'evil.test/path?x=<script>')
      .expect(200);
    expect(urls(res.body)).toEqual([app.config.openApiBaseUrl, app.config.openApiStagingBaseUrl]);
  });

  it('feeds the same servers to Swagger UI (its init script embeds the document)', async () => {
    const res = await request(app.http)
      .get('/docs/swagger-ui-init.js')
      .set('Host', 'localhost:3000')
      .expect(200);
    expect(res.text).toContain('"url": "http://localhost:3000"');
  });

  it('is the committed openapi.json once the instance entry is removed', async () => {
    const res = await request(app.http).get('/docs-json').set('Host', 'localhost:3000').expect(200);
    const committed = JSON.parse(
      readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8'),
    ) as { servers: unknown };
    expect(withoutInstanceServer(res.body).servers).toEqual(committed.servers);
  });
});
