import request from 'supertest';
import { loadConfig } from '../../src/config/app-config';
import { createAgentCaller } from '../factories/agents.factory';
import { createCaller } from '../factories/identity.factory';
import { sharedFile } from '../factories/media.factory';
import { createInboundEndpoint } from '../factories/webhooks.factory';
import { TcpProxy } from '../support/tcp-proxy';
import { createTestApp, TestApp } from '../support/test-app';
import { eventually } from '../webhooks/support/webhook-test-app';

/**
 * Postgres taken away from one app through a proxy (the machine's Postgres keeps serving every
 * other test): refused, then frozen. /v1 and the public routes answer the spec's retryable 503
 * with Retry-After within the deadline; the inbound receiver and the JWKS keep their 500; service
 * resumes.
 */
describe('with Postgres unreachable', () => {
  const target = new URL(loadConfig(process.env).databaseUrl);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createAgentCaller>>;
  let receiverPath: string;
  let shareToken: string;

  beforeAll(async () => {
    await proxy.start();
    app = await createTestApp({
      DATABASE_URL: proxy.urlThrough(target),
      DB_STATEMENT_TIMEOUT_MS: '300',
      DB_CONNECT_TIMEOUT_MS: '300',
      API_TOKEN_CACHE_SECONDS: '0',
    });
    caller = await createAgentCaller(app);
    receiverPath = (await createInboundEndpoint(app, caller.teamId)).path;
    const uploader = await createCaller(app, 'media:write');
    shareToken = (await sharedFile(app, uploader.auth, 'a.txt', 'hello')).token;
  });
  afterAll(async () => {
    await proxy.restore();
    await app.close();
    await proxy.close();
  });

  const listAgents = () => request(app.http).get('/v1/agents').set(caller.auth);
  const receive = () =>
    request(app.http).post(receiverPath).set('Content-Type', 'application/json').send('{"a":1}');

  it.each([
    ['refused', () => proxy.refuse()],
    ['frozen', async () => proxy.freeze()],
  ])(
    '%s: 503 SERVICE_UNAVAILABLE with Retry-After within a second, 500 on the receiver, then back',
    async (_kind, breakIt) => {
      await listAgents().expect(200);
      await breakIt();
      const started = Date.now();
      const refused = await listAgents();
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(refused.status).toBe(503);
      expect(refused.body.error).toBe('SERVICE_UNAVAILABLE');
      expect(refused.headers['retry-after']).toBe('5');
      const publicRead = await request(app.http).get(`/public/media/${shareToken}/meta`);
      expect([publicRead.status, publicRead.body.error, publicRead.headers['retry-after']]).toEqual(
        [503, 'SERVICE_UNAVAILABLE', '5'],
      );
      const inbound = await receive();
      expect(inbound.status).toBe(500);
      expect(inbound.body.error).toBe('INTERNAL_ERROR');
      // The key set lists its keys from Postgres; its one error in the spec is the 500.
      const keySet = await request(app.http).get('/.well-known/jwks.json');
      expect([keySet.status, keySet.body.error]).toEqual([500, 'INTERNAL_ERROR']);
      await proxy.restore();
      await eventually(
        async () => (await listAgents()).status === 200,
        5_000,
        'the list to answer 200 again',
      );
    },
  );
});
