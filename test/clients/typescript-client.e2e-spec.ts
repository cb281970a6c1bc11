import { randomUUID } from 'node:crypto';
import {
  ApiError,
  createPlatformClient,
  cursorItems,
  offsetItems,
  PlatformClient,
  unwrap,
  verificationAnswer,
  verifyWebhook,
  WebhookVerificationError,
} from '../../clients/typescript/src';
import { createApiToken, createTeamOwner, scopes, TestMember } from '../factories/identity.factory';
import { outboxEvents } from '../factories/outbox.factory';
import { agentsNamed as agentsNamedIn } from '../idempotency/support/agents-named';
import { TestReceiver } from '../webhooks/support/test-receiver';
import {
  createWebhookTestApp,
  eventually,
  WebhookTestApp,
} from '../webhooks/support/webhook-test-app';

/** The typed client (clients/typescript) against the real service over HTTP. */
describe('typed TypeScript client', () => {
  let app: WebhookTestApp;
  let receiver: TestReceiver;
  let client: PlatformClient;
  let baseUrl: string;
  let owner: TestMember;
  let token: string;

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    receiver = await TestReceiver.start();
    baseUrl = await app.listen();
    owner = await createTeamOwner(app);
    // Token issuance is session-only and outside the public document: the factory makes one.
    token = await createApiToken(
      app,
      owner,
      scopes('ai_agents:read', 'ai_agents:write', 'webhooks:read', 'webhooks:write'),
    );
    client = createPlatformClient({ baseUrl, token });
  });

  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('creates an agent and pages through every agent with the offset iterator', async () => {
    const created = await unwrap(
      client.POST('/v1/agents/create', { body: { name: 'Support triage' } }),
    );
    expect(created.agentId).toEqual(expect.any(String));
    for (let i = 0; i < 4; i++) {
      await unwrap(client.POST('/v1/agents/create', { body: { name: `Agent ${i}` } }));
    }
    const requested: number[] = [];
    const names: string[] = [];
    const pages = offsetItems(
      (page) => {
        requested.push(page.offset);
        return client.GET('/v1/agents', { params: { query: page } });
      },
      { pageSize: 2 },
    );
    for await (const agent of pages) names.push(agent.name);
    expect(names.sort()).toEqual(['Agent 0', 'Agent 1', 'Agent 2', 'Agent 3', 'Support triage']);
    expect(requested).toEqual([0, 2, 4]);
  });

  it('throws ApiError with the code, message and details of the flat envelope', async () => {
    const missing = await unwrap(
      client.GET('/v1/agents/{id}', { params: { path: { id: 'no-such-agent' } } }),
    ).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, code: 'AGENT_NOT_FOUND' });

    const invalid = await unwrap(client.POST('/v1/agents/create', { body: {} as never })).catch(
      (error: unknown) => error,
    );
    expect(invalid).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect((invalid as ApiError).details?.some((detail) => detail.field === 'name')).toBe(true);

    const stranger = createPlatformClient({ baseUrl, token: 'svc_live_not-a-real-token' });
    const refused = await unwrap(stranger.GET('/v1/agents')).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('receives a real outbound delivery that verifyWebhook accepts, and pages its deliveries by cursor', async () => {
    const subscription = await unwrap(
      client.POST('/v1/webhooks/subscriptions', {
        body: { url: `${receiver.url}/hooks/platform`, eventTypes: ['agent.created'] },
      }),
    );
    const agent = await unwrap(
      client.POST('/v1/agents/create', { body: { name: 'Webhook subject' } }),
    );

    const delivery = await eventually(
      () =>
        receiver.requests.find((request) =>
          request.rawBody.toString('utf8').includes(agent.agentId),
        ),
      15_000,
      'the agent.created delivery',
    );
    const event = verifyWebhook<{ agentId: string }>(
      delivery.rawBody,
      delivery.headers,
      subscription.secret,
    );
    expect(event).toMatchObject({ type: 'agent.created', data: { agentId: agent.agentId } });

    expect(() => verifyWebhook(delivery.rawBody, delivery.headers, 'whsec_wrong')).toThrow(
      WebhookVerificationError,
    );
    const later = Number(delivery.headers['x-webhook-timestamp']) + 301;
    expect(() =>
      verifyWebhook(delivery.rawBody, delivery.headers, subscription.secret, { nowSeconds: later }),
    ).toThrow('timestamp_out_of_tolerance');

    const deliveries = await eventually(async () => {
      const all = [];
      const pages = cursorItems((cursor) =>
        client.GET('/v1/webhooks/subscriptions/{subscriptionId}/deliveries', {
          params: {
            path: { subscriptionId: subscription.subscriptionId },
            query: { cursor, limit: 1 },
          },
        }),
      );
      for await (const item of pages) all.push(item);
      return all.length > 0 && all.every((item) => item.status === 'succeeded') && all;
    });
    expect(deliveries.map((item) => item.eventType)).toContain('agent.created');
  });

  it('proves its URL with verificationAnswer, as the example receiver does, and then gets the events', async () => {
    const path = '/hooks/verified';
    let secret = '';
    receiver.respondWith((request) => {
      if (request.path !== path) return { status: 200, body: 'ok' };
      const event = verifyWebhook(request.rawBody, request.headers, secret);
      const answer = verificationAnswer(event);
      return answer === undefined
        ? { status: 200, body: 'ok' }
        : { status: 200, headers: { 'Content-Type': 'application/json' }, body: answer };
    });
    const subscription = await unwrap(
      client.POST('/v1/webhooks/subscriptions', {
        body: { url: `${receiver.url}${path}`, eventTypes: ['agent.created'], verify: true },
      }),
    );
    secret = subscription.secret;
    expect(subscription.status).toBe('pending_verification');
    const agent = await unwrap(client.POST('/v1/agents/create', { body: { name: 'Kept' } }));

    const verified = await eventually(async () => {
      const current = await unwrap(
        client.GET('/v1/webhooks/subscriptions/{subscriptionId}', {
          params: { path: { subscriptionId: subscription.subscriptionId } },
        }),
      );
      return current.status === 'active' && current;
    });
    expect(verified.verification.status).toBe('verified');
    await eventually(
      () =>
        receiver.requests.some(
          (request) =>
            request.path === path && request.rawBody.toString('utf8').includes(agent.agentId),
        ),
      15_000,
      'the kept agent.created delivery',
    );
  });

  describe('safe retries (platform.md "Safe retries")', () => {
    /**
     * A fetch that performs the real request and then loses the answer of the first one: the
     * service did the work, the caller saw a network error.
     */
    function losingFirstAnswer() {
      const keys: (string | null)[] = [];
      let lostBody: string | undefined;
      const fetch = async (request: Request): Promise<Response> => {
        keys.push(request.headers.get('idempotency-key'));
        const response = await globalThis.fetch(request);
        if (lostBody !== undefined) return response;
        lostBody = await response.text();
        throw new TypeError('fetch failed');
      };
      return { fetch, keys, lostBody: () => lostBody };
    }

    const agentsNamed = (name: string) => agentsNamedIn(app, owner.teamId, name);
    const createdEvents = async (agentId: string) =>
      (await outboxEvents(app, owner.teamId, 'agent.created')).filter(
        (event) => (event.data as { agentId?: string }).agentId === agentId,
      ).length;

    it('retries a POST whose answer was lost with the same generated key and gets the stored answer', async () => {
      const lossy = losingFirstAnswer();
      const retrying = createPlatformClient({
        baseUrl,
        token,
        fetch: lossy.fetch,
        retryDelayMs: 10,
      });
      const name = `Lost answer ${randomUUID()}`;

      const { data, response } = await retrying.POST('/v1/agents/create', { body: { name } });

      expect(response.status).toBe(201);
      expect(response.headers.get('idempotent-replayed')).toBe('true');
      expect(data).toEqual(JSON.parse(lossy.lostBody() ?? ''));
      expect(data?.name).toBe(name);
      expect(lossy.keys).toHaveLength(2);
      expect(lossy.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(lossy.keys[1]).toBe(lossy.keys[0]);
      expect(await agentsNamed(name)).toBe(1);
      expect(await createdEvents(data?.agentId ?? '')).toBe(1);
    });

    it("retries with the caller's own key, which a later call can reuse for the same answer", async () => {
      const lossy = losingFirstAnswer();
      const retrying = createPlatformClient({
        baseUrl,
        token,
        fetch: lossy.fetch,
        retryDelayMs: 10,
      });
      const key = `order-${randomUUID()}`;
      const name = `Own key ${key}`;
      const call = () =>
        retrying.POST('/v1/agents/create', {
          params: { header: { 'Idempotency-Key': key } },
          body: { name },
        });

      const first = await call();
      expect(first.response.status).toBe(201);
      expect(first.response.headers.get('idempotent-replayed')).toBe('true');
      expect(lossy.keys).toEqual([key, key]);

      const again = await call();
      expect(again.response.headers.get('idempotent-replayed')).toBe('true');
      expect(again.data?.agentId).toBe(first.data?.agentId);
      expect(lossy.keys).toEqual([key, key, key]);
      expect(await agentsNamed(name)).toBe(1);
      expect(await createdEvents(first.data?.agentId ?? '')).toBe(1);
    });

    it('without retries sends no key: the lost answer stays lost and the caller sees the error', async () => {
      const lossy = losingFirstAnswer();
      const once = createPlatformClient({ baseUrl, token, fetch: lossy.fetch, retries: 0 });
      const name = `Not retried ${randomUUID()}`;
      await expect(once.POST('/v1/agents/create', { body: { name } })).rejects.toThrow(
        'fetch failed',
      );
      expect(lossy.keys).toEqual([null]);
      expect(await agentsNamed(name)).toBe(1);
    });
  });
});
