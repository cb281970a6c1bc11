import request from 'supertest';
import { createAgent } from '../factories/agents.factory';
import { addTeamMember, createApiToken, createCaller, scopes } from '../factories/identity.factory';
import { createNotification, NOTIFICATION_TEST_ENV } from '../factories/notifications.factory';
import { commitEvents } from '../factories/webhooks.factory';
import { createWebhookTestApp, WebhookTestApp } from '../webhooks/support/webhook-test-app';
import {
  expectChangedSince,
  expectNotModified,
  expectWriteShows,
  Headers,
  read,
  taggedRead,
} from '../support/conditional-read';

/**
 * platform.md "Conditional reads": the tag changes whenever anything the caller could read
 * changes. For each kind of write, a tag held from before it answers 200 with the new bytes.
 */
describe('conditional reads after each kind of write', () => {
  let app: WebhookTestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;
  let auth: Headers;
  let session: Headers;

  beforeAll(async () => {
    app = await createWebhookTestApp({
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...NOTIFICATION_TEST_ENV,
    });
    owner = await createCaller(
      app,
      'ai_agents:read',
      'ai_agents:write',
      'ai_agents:delete',
      'webhooks:read',
      'webhooks:write',
      'visual_pages:read',
      'visual_pages:write',
      'notifications:read',
    );
    auth = owner.auth;
    session = { Authorization: `Bearer ${owner.member.sessionToken}` };
  });
  afterAll(() => app.close());

  /** Sends a write and fails unless it succeeded. */
  async function ok(call: request.Test): Promise<request.Response> {
    const res = await call;
    if (res.status >= 300) throw new Error(`${res.status} ${res.text}`);
    return res;
  }
  const post = (path: string, body: object = {}, headers = auth) =>
    ok(request(app.http).post(path).set(headers).send(body));
  const patch = (path: string, body: object) =>
    ok(request(app.http).patch(path).set(auth).send(body));

  describe('agents', () => {
    let agentId: string;
    let path: string;
    beforeAll(async () => {
      agentId = (await createAgent(app, owner, { name: 'Tagged', tools: ['web', 'mail'] })).agentId;
      path = `/v1/agents/${agentId}`;
    });

    it('update: the agent and the first page of the list', async () => {
      await expectWriteShows(app, [path, '/v1/agents'], auth, () =>
        patch(path, { name: 'Renamed' }),
      );
    });

    it('archive, then restore', async () => {
      await expectWriteShows(app, [path, '/v1/agents'], auth, () => post(`${path}/archive`));
      await expectWriteShows(app, [path], auth, () => post(`${path}/restore`));
    });

    it('a new version: the version list and the agent', async () => {
      await expectWriteShows(app, [`${path}/versions`, path], auth, () =>
        post(`${path}/versions`, { label: 'next' }),
      );
    });

    it('a child linked: the children, the summary and the graph (the writer sees it at once)', async () => {
      const child = await createAgent(app, owner, { name: 'Child' });
      await expectWriteShows(
        app,
        [`${path}/children`, `${path}/summary`, '/v1/agents/graph'],
        { ...auth, 'Accept-Encoding': 'identity' },
        () => post(`${path}/children`, { childAgentId: child.agentId }),
      );
    });

    it('settings: access, tool overrides and favorites', async () => {
      await expectWriteShows(app, [`${path}/access`], auth, () =>
        patch(`${path}/access`, { visibility: 'restricted' }),
      );
      await expectWriteShows(app, [`${path}/tool-access-overrides`], auth, () =>
        patch(`${path}/tool-access-overrides`, { overrides: { web: 'deny' } }),
      );
      await expectWriteShows(app, [`${path}/favorites`], auth, () => post(`${path}/favorites`));
    });

    it('a change of what the caller may see: an agent made restricted leaves a member list', async () => {
      const teammate = await addTeamMember(app, owner.member.teamId, 'member');
      const token = await createApiToken(app, teammate, scopes('ai_agents:read'));
      const reader = { Authorization: `Bearer ${token}` };
      const shown = await createAgent(app, owner, { name: 'Shown to the team' });
      const before = await taggedRead(app, '/v1/agents?limit=100', reader);
      expect(before.text).toContain(shown.agentId);
      await patch(`/v1/agents/${shown.agentId}/access`, { visibility: 'restricted' });
      const after = await expectChangedSince(app, '/v1/agents?limit=100', reader, before);
      expect(after.text).not.toContain(shown.agentId);
    });
  });

  describe('webhook subscriptions', () => {
    let path: string;
    beforeAll(async () => {
      const created = await post('/v1/webhooks/subscriptions', {
        url: 'http://127.0.0.1:9/hooks',
        eventTypes: ['webhook.subscription.recovered'],
      });
      path = `/v1/webhooks/subscriptions/${created.body.subscriptionId as string}`;
    });

    it('update: the subscription and the list', async () => {
      await expectWriteShows(app, [path, '/v1/webhooks/subscriptions'], auth, () =>
        patch(path, { url: 'http://127.0.0.1:9/other' }),
      );
    });

    it('secret rotation (the grace shows)', async () => {
      await expectWriteShows(app, [path], auth, () => post(`${path}/rotate-secret`));
    });
  });

  describe('inbound endpoints', () => {
    let path: string;
    beforeAll(async () => {
      const created = await post('/v1/webhooks/inbound-endpoints', { name: 'Payments' });
      path = `/v1/webhooks/inbound-endpoints/${created.body.endpointId as string}`;
    });

    it('update: the endpoint and the list', async () => {
      await expectWriteShows(app, [path, '/v1/webhooks/inbound-endpoints'], auth, () =>
        patch(path, { enabled: false }),
      );
    });

    it('signing secret rotation', async () => {
      await expectWriteShows(app, [path], auth, () => post(`${path}/rotate-signing-secret`));
    });
  });

  describe('API tokens (session)', () => {
    it('create, rotate and revoke each change the list', async () => {
      const body = { name: 'ci', scopes: [{ entity: 'ai_agents', actions: ['read'] }] };
      let id = '';
      await expectWriteShows(app, ['/v1/api-tokens'], session, async () => {
        id = (await post('/v1/api-tokens', body, session)).body.id as string;
      });
      await expectWriteShows(app, ['/v1/api-tokens'], session, () =>
        post(`/v1/api-tokens/${id}/rotate`, {}, session),
      );
      await expectWriteShows(app, ['/v1/api-tokens'], session, () =>
        ok(request(app.http).delete(`/v1/api-tokens/${id}`).set(session)),
      );
    });
  });

  describe('visual pages', () => {
    it('update and publish: the page and the list', async () => {
      const created = await post('/v1/visual-pages', { title: 'Page', html: '<p>One</p>' });
      const path = `/v1/visual-pages/${created.body.pageId as string}`;
      await expectWriteShows(app, [path, '/v1/visual-pages'], auth, () =>
        patch(path, { title: 'Page two' }),
      );
      await expectWriteShows(app, [path], auth, () => post(`${path}/publish`));
    });
  });

  describe('events', () => {
    /**
     * An event is listed once every transaction that began before it has finished (any test's),
     * so the old tag may still be current for a moment: until then 304, then 200 for good.
     */
    async function expectListedSince(path: string, headers: Headers, tag: string, id: string) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const answer = await read(app, path, headers, tag);
        if (answer.status === 200) {
          expect(answer.text).toContain(id);
          expectNotModified(await read(app, path, headers, answer.tag), answer.tag!);
          return;
        }
        expectNotModified(answer, tag);
        if (Date.now() > deadline) throw new Error(`${id} never listed`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    it('a new event: the first page changes', async () => {
      const before = await taggedRead(app, '/v1/events', auth);
      const [id] = await commitEvents(app, owner.member.teamId, 1, 'agent.created');
      await expectListedSince('/v1/events', auth, before.tag!, id);
    });

    it('a notification opened: the notification.read event shows to a notifications reader', async () => {
      const reader = await createApiToken(app, owner.member, scopes('notifications:read'));
      const headers = { Authorization: `Bearer ${reader}` };
      const before = await taggedRead(app, '/v1/events?type=notification.read', headers);
      const notification = await createNotification(app, owner.member);
      await request(app.http).get(notification.openPath).expect(302);
      await expectListedSince(
        '/v1/events?type=notification.read',
        headers,
        before.tag!,
        notification.notificationId,
      );
    });
  });
});
