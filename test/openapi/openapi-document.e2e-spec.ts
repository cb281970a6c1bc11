import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { buildOpenApiFromProductionBuild } from '../../scripts/openapi-from-build';
import { loadConfig } from '../../src/config/app-config';
import {
  INSTANCE_SERVER_DESCRIPTION,
  withoutInstanceServer,
} from '../../src/openapi/instance-server';
import type { OpenAPIObject } from '@nestjs/swagger';
import { canonicalJson } from '../support/canonical-json';
import { createTestApp, TestApp } from '../support/test-app';
import { TEST_BUILD_DIR, testBuildReady } from '../support/test-build';

describe('OpenAPI document', () => {
  const committed = () =>
    JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as unknown;

  it('matches the committed openapi.json as the production build serves it (run `npm run openapi:write` after changing the API)', async () => {
    const built = testBuildReady() ? TEST_BUILD_DIR : undefined;
    expect(canonicalJson(JSON.parse(await buildOpenApiFromProductionBuild(built)))).toBe(
      canonicalJson(committed()),
    );
  }, 240_000);

  // The test app compiles each file alone, without type information (SWC): a property typed by
  // an alias or interface gets design:type Object there and its real type in the production build,
  // so such a property needs an explicit `type` (or `enum`) in @ApiProperty. Comparing what this
  // app serves at /docs-json with the committed file catches one that lacks it.
  describe('as the real app serves it with the default servers', () => {
    let app: TestApp;
    beforeAll(async () => {
      const defaults = loadConfig({});
      app = await createTestApp({
        BASE_URL: defaults.openApiBaseUrl,
        STAGING_BASE_URL: defaults.openApiStagingBaseUrl,
      });
    });
    afterAll(() => app.close());

    it('is the committed openapi.json, key for key (run `npm run openapi:write` after changing the API)', async () => {
      const res = await request(app.http).get('/docs-json').expect(200);
      // The served document names the instance it was asked from first; the committed one cannot.
      const served = res.body as OpenAPIObject;
      expect(served.servers?.[0].description).toBe(INSTANCE_SERVER_DESCRIPTION);
      expect(canonicalJson(withoutInstanceServer(served))).toBe(canonicalJson(committed()));
    });
  });

  describe('as served', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({
        BASE_URL: 'https://api.acme.test',
        STAGING_BASE_URL: 'https://staging.acme.test',
      });
    });
    afterAll(() => app.close());

    it('serves version 1.0.0 at /docs-json with this instance, then the servers from configuration, and bearer auth', async () => {
      const res = await request(app.http)
        .get('/docs-json')
        .set('Host', 'localhost:3000')
        .expect(200);
      expect(res.body.openapi).toMatch(/^3\./);
      expect(res.body.info.version).toBe('1.0.0');
      expect(res.body.servers.map((server: { url: string }) => server.url)).toEqual([
        'http://localhost:3000',
        'https://api.acme.test',
        'https://staging.acme.test',
      ]);
      expect(res.body.components.securitySchemes.bearer).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
    });

    it('keeps /v1/api-tokens out of the public document', async () => {
      const res = await request(app.http).get('/docs-json').expect(200);
      expect(Object.keys(res.body.paths).filter((path) => path.includes('api-tokens'))).toEqual([]);
    });

    it('documents error responses in the flat envelope on every operation', async () => {
      const res = await request(app.http).get('/docs-json').expect(200);
      for (const [path, item] of Object.entries<
        Record<string, { responses: Record<string, unknown> }>
      >(res.body.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          const errorStatuses = Object.keys(operation.responses).filter(
            (status) => Number(status) >= 400,
          );
          for (const status of errorStatuses) {
            // One description per status, even where a route adds codes to its scope's 403.
            const { description } = operation.responses[status] as { description: string };
            expect(description).not.toContain('\n\n');
          }
          expect({
            operation: `${method.toUpperCase()} ${path}`,
            hasErrors: errorStatuses.length > 0,
          }).toEqual({
            operation: `${method.toUpperCase()} ${path}`,
            hasErrors: true,
          });
        }
      }
    });

    it('serves the Swagger UI at /docs', async () => {
      const res = await request(app.http).get('/docs').redirects(1);
      expect(res.status).toBe(200);
      expect(res.text).toContain('swagger');
    });
  });
});
