import request from 'supertest';
import { EVENT_TYPES } from '../../src/events/event-types';
import { createCaller } from '../factories/identity.factory';
import { errorCode } from '../support/error-code';
import { createWebhookTestApp, WebhookTestApp } from './support/webhook-test-app';

const PATH = '/v1/webhooks/event-types';

describe('event types (GET /v1/webhooks/event-types)', () => {
  let app: WebhookTestApp;
  beforeAll(async () => {
    app = await createWebhookTestApp();
  });
  afterAll(() => app.close());

  it('200: every registry type, in registry order, with its data schema and an example envelope', async () => {
    const reader = await createCaller(app, 'webhooks:read');
    const res = await request(app.http).get(PATH).set(reader.auth).expect(200);
    expect(res.body.data.map((entry: { type: string }) => entry.type)).toEqual([...EVENT_TYPES]);
    const created = res.body.data[0];
    expect(created).toEqual({
      type: 'agent.created',
      description: expect.any(String),
      schema: expect.objectContaining({ type: 'object', properties: expect.any(Object) }),
      example: {
        id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
        type: 'agent.created',
        createdAt: expect.any(String),
        teamId: expect.any(String),
        data: expect.objectContaining({ agentId: expect.any(String), source: 'custom' }),
      },
    });
    expect(Object.keys(created.schema.properties).sort()).toEqual([
      'agentId',
      'clonedFromAgentId',
      'installedBy',
      'name',
      'source',
    ]);
  });

  it('401 without a token, 403 without webhooks:read', async () => {
    expect(await errorCode(request(app.http).get(PATH), 401)).toBe('UNAUTHORIZED');
    const writeOnly = await createCaller(app, 'webhooks:write');
    const res = await request(app.http).get(PATH).set(writeOnly.auth).expect(403);
    expect(res.body.message).toBe('API token does not have scope webhooks:read');
  });
});
