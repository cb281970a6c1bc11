import request from 'supertest';
import { createAgent } from '../factories/agents.factory';
import { createCaller } from '../factories/identity.factory';
import {
  createWebhookTestApp,
  eventually,
  WebhookTestApp,
} from '../webhooks/support/webhook-test-app';
import {
  expectNotModified,
  expectTagOfBytes,
  Headers,
  read,
  STRONG_TAG,
  taggedRead,
  type Answer,
} from '../support/conditional-read';

const ALL = [
  'ai_agents:read',
  'ai_agents:write',
  'webhooks:read',
  'webhooks:write',
  'visual_pages:read',
  'visual_pages:write',
  'notifications:read',
];

/** platform.md "Conditional reads": which answers carry a tag, and what If-None-Match does. */
describe('conditional reads (ETag, If-None-Match, 304)', () => {
  let app: WebhookTestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;
  let auth: Headers;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    owner = await createCaller(app, ...ALL);
    auth = owner.auth;
    ids.agent = (await createAgent(app, owner, { name: 'Parent' })).agentId;
    ids.child = (await createAgent(app, owner, { name: 'Child' })).agentId;
    await createAgent(app, owner, { name: 'Third' });
    const post = async (path: string, body: object) => {
      const res = await request(app.http).post(path).set(auth).send(body);
      if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
      return res;
    };
    await post(`/v1/agents/${ids.agent}/children`, { childAgentId: ids.child });
    await post(`/v1/agents/${ids.agent}/versions`, { label: 'second' });
    // A type nothing here emits: no delivery, retry or circuit change moves its reads.
    ids.subscription = (
      await post('/v1/webhooks/subscriptions', {
        url: 'http://127.0.0.1:9/hooks',
        eventTypes: ['webhook.subscription.recovered'],
      })
    ).body.subscriptionId;
    ids.endpoint = (await post('/v1/webhooks/inbound-endpoints', { name: 'In' })).body.endpointId;
    ids.page = (
      await post('/v1/visual-pages', { title: 'Page', html: '<p>Hello</p>' })
    ).body.pageId;
    // Events are listed once every transaction older than theirs has ended (docs/events.md): a
    // long transaction elsewhere on the server (another test file's) holds them back a while.
    ids.event = await eventually(
      async () =>
        (
          JSON.parse((await taggedRead(app, '/v1/events?limit=1', auth)).text) as {
            data: Array<{ id: string }>;
          }
        ).data[0]?.id,
      20_000,
      'the first event to be listed',
    );
  });
  afterAll(() => app.close());

  /**
   * The route's tag answers 304. Anything written in the background (an event listed late)
   * may move the bytes between two reads: then the 200 must carry other bytes and another tag.
   */
  async function expectConditional(path: string, headers: Headers = auth): Promise<Answer> {
    let held = await taggedRead(app, path, headers);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = await read(app, path, headers, held.tag);
      if (again.status === 304) {
        expectNotModified(again, held.tag!);
        expect(again.headers['ratelimit-remaining']).toMatch(/^\d+$/);
        return held;
      }
      expect(again.status).toBe(200);
      expect(again.tag).not.toBe(held.tag);
      expectTagOfBytes(again);
      held = again;
    }
    throw new Error(`${path} never answered 304`);
  }

  it('tags every GET of one resource and every first page under /v1, and answers its tag 304', async () => {
    const paths = [
      '/v1/agents',
      '/v1/agents?limit=1',
      '/v1/agents?offset=0&limit=2',
      `/v1/agents/${ids.agent}`,
      '/v1/agents/models',
      `/v1/agents/${ids.agent}/access`,
      `/v1/agents/${ids.agent}/tool-access-overrides`,
      `/v1/agents/${ids.agent}/favorites`,
      `/v1/agents/${ids.agent}/context-budget`,
      `/v1/agents/${ids.agent}/onboarding-progress`,
      `/v1/agents/${ids.agent}/onboardings`,
      `/v1/agents/${ids.agent}/skills`,
      `/v1/agents/${ids.agent}/summary`,
      `/v1/agents/${ids.agent}/children`,
      `/v1/agents/${ids.agent}/versions`,
      `/v1/agents/${ids.agent}/versions/1`,
      '/v1/events',
      '/v1/events?limit=2&order=asc',
      `/v1/events/${ids.event}`,
      '/v1/webhooks/event-types',
      '/v1/webhooks/subscriptions',
      `/v1/webhooks/subscriptions/${ids.subscription}`,
      `/v1/webhooks/subscriptions/${ids.subscription}/deliveries`,
      `/v1/webhooks/subscriptions/${ids.subscription}/stats`,
      '/v1/webhooks/inbound-endpoints',
      `/v1/webhooks/inbound-endpoints/${ids.endpoint}`,
      `/v1/webhooks/inbound-endpoints/${ids.endpoint}/deliveries`,
      '/v1/visual-pages',
      `/v1/visual-pages/${ids.page}`,
    ];
    for (const path of paths) await expectConditional(path);
    // Session routes under /v1 too.
    await expectConditional('/v1/api-tokens', {
      Authorization: `Bearer ${owner.member.sessionToken}`,
    });
  });

  it('gives the whole-team graph a tag per coding, each answering 304', async () => {
    // superagent asks for gzip unless told otherwise, and unzips what it gets.
    const plain = { ...auth, 'Accept-Encoding': 'identity' };
    const zipped = { ...auth, 'Accept-Encoding': 'gzip' };
    const identity = await taggedRead(app, '/v1/agents/graph', plain);
    const gzip = await read(app, '/v1/agents/graph', zipped);
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(identity.text);
    expect(gzip.tag).toMatch(STRONG_TAG);
    // Another coding is another representation (RFC 9110 §8.8.3): another strong tag.
    expect(gzip.tag).not.toBe(identity.tag);

    const notModified = await read(app, '/v1/agents/graph', zipped, gzip.tag);
    expectNotModified(notModified, gzip.tag!);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.headers.vary).toMatch(/Accept-Encoding/);
    expectNotModified(await read(app, '/v1/agents/graph', plain, identity.tag), identity.tag!);
    expect((await read(app, '/v1/agents/graph', zipped, identity.tag)).status).toBe(200);
  });

  it('leaves later pages untagged, and answers them in full whatever If-None-Match says', async () => {
    const firstEvents = JSON.parse((await taggedRead(app, '/v1/events?limit=1', auth)).text);
    const later = [
      '/v1/agents?offset=1',
      '/v1/agents?limit=1&offset=2',
      `/v1/agents/${ids.agent}/children?offset=1`,
      '/v1/webhooks/subscriptions?offset=1',
      '/v1/webhooks/inbound-endpoints?offset=1',
      '/v1/visual-pages?offset=1',
      `/v1/events?limit=1&cursor=${firstEvents.pagination.cursor as string}`,
    ];
    for (const path of later) {
      const answer = await read(app, path, auth, '*');
      expect([path, answer.status]).toEqual([path, 200]);
      expect([path, answer.tag]).toEqual([path, undefined]);
    }
  });

  it('matches `*`, a list naming the tag, and the weak form of the tag; nothing else', async () => {
    const path = `/v1/agents/${ids.agent}`;
    const { tag, text } = await taggedRead(app, path, auth);
    for (const header of ['*', `"elsewhere", ${tag}`, `W/"x",${tag}`, `W/${tag}`]) {
      expectNotModified(await read(app, path, auth, header), tag!);
    }
    for (const header of ['"elsewhere"', tag!.slice(1, -1), `"${tag}"`, '']) {
      const answer = await read(app, path, auth, header);
      expect(answer.status).toBe(200);
      expect(answer.tag).toBe(tag);
      expect(answer.text).toBe(text);
    }
  });

  it('tags HEAD as its GET, short bodies and long ones (which Express sends as bytes)', async () => {
    for (const path of ['/v1/agents?limit=1', '/v1/agents/models']) {
      const get = await taggedRead(app, path, auth);
      const head = await request(app.http).head(path).set(auth).expect(200);
      expect([path, head.headers.etag]).toEqual([path, get.tag]);
      await request(app.http).head(path).set(auth).set('If-None-Match', get.tag!).expect(304);
    }
    expect((await taggedRead(app, '/v1/agents?limit=1', auth)).text.length).toBeLessThan(1000);
    expect((await taggedRead(app, '/v1/agents/models', auth)).text.length).toBeGreaterThan(1000);
  });

  it('gives no tag to answers other than 200, nor outside /v1', async () => {
    const missing = await read(app, '/v1/agents/00000000-0000-4000-8000-000000000000', auth, '*');
    expect(missing.status).toBe(404);
    expect(missing.tag).toBeUndefined();
    const refused = await read(app, '/v1/agents', {}, '*');
    expect(refused.status).toBe(401);
    expect(refused.tag).toBeUndefined();
    const invalid = await read(app, '/v1/agents?limit=0', auth, '*');
    expect(invalid.status).toBe(400);
    expect(invalid.tag).toBeUndefined();
    const keys = await read(app, '/.well-known/jwks.json', {});
    expect(keys.status).toBe(200);
    expect(keys.tag).toBeUndefined();
  });

  it('gives the same bytes the same tag, whoever reads them', async () => {
    const other = await createCaller(app, 'ai_agents:read');
    const path = '/v1/agents/models';
    const mine = await taggedRead(app, path, auth);
    expect(mine.tag).toMatch(STRONG_TAG);
    expectNotModified(await read(app, path, other.auth, mine.tag), mine.tag!);
  });
});
