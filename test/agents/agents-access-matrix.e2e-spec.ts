import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';
import { createAgent, createAgentCaller } from '../factories/agents.factory';

type Method = 'get' | 'post' | 'patch' | 'delete';
interface Route {
  method: Method;
  path: (agentId: string, childId: string) => string;
  action: 'read' | 'write' | 'delete';
  body?: Record<string, unknown>;
  /** The 403 a token without the action gets. */
  refusal?: string;
  /** The 404 code another team's agent gets; absent for routes without an agent id. */
  notFound?: string;
}

const TARGET = { provider: 'openai', model: 'gpt-4.1' };

/** Every agent operation of the spec: method, path, scope action and a valid body. */
const ROUTES: Route[] = [
  { method: 'get', path: () => '/v1/agents', action: 'read' },
  { method: 'post', path: () => '/v1/agents/create', action: 'write', body: { name: 'x' } },
  { method: 'get', path: () => '/v1/agents/graph', action: 'read' },
  { method: 'get', path: () => '/v1/agents/models', action: 'read' },
  {
    method: 'post',
    path: () => '/v1/agents/bulk/count',
    action: 'write',
    body: { action: 'switch_model', selection: { all: true }, target: TARGET },
  },
  {
    method: 'post',
    path: () => '/v1/agents/bulk',
    action: 'write',
    body: { action: 'switch_model', selection: { agentIds: ['x'] }, target: TARGET },
  },
  { method: 'get', path: (id) => `/v1/agents/${id}`, action: 'read', notFound: 'AGENT_NOT_FOUND' },
  {
    method: 'patch',
    path: (id) => `/v1/agents/${id}`,
    action: 'write',
    body: { name: 'y' },
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'delete',
    path: (id) => `/v1/agents/${id}`,
    action: 'delete',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/access`,
    action: 'read',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'patch',
    path: (id) => `/v1/agents/${id}/access`,
    action: 'write',
    body: { visibility: 'team' },
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'post',
    path: (id) => `/v1/agents/${id}/archive`,
    action: 'write',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'post',
    path: (id) => `/v1/agents/${id}/restore`,
    action: 'write',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/children`,
    action: 'read',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'post',
    path: (id) => `/v1/agents/${id}/children`,
    action: 'write',
    body: { childAgentId: 'placeholder' },
    notFound: 'AGENT_DAG_PARENT_NOT_FOUND',
  },
  {
    method: 'delete',
    path: (id, child) => `/v1/agents/${id}/children/${child}`,
    action: 'write',
    notFound: 'AGENT_DAG_PARENT_NOT_FOUND',
  },
  {
    method: 'post',
    path: (id) => `/v1/agents/${id}/clone`,
    action: 'write',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/context-budget`,
    action: 'read',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/favorites`,
    action: 'read',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'post',
    path: (id) => `/v1/agents/${id}/favorites`,
    action: 'write',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'delete',
    path: (id) => `/v1/agents/${id}/favorites`,
    action: 'write',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/onboarding-progress`,
    action: 'read',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/onboardings`,
    action: 'read',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/skills`,
    action: 'read',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/summary`,
    action: 'read',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/tool-access-overrides`,
    action: 'read',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'patch',
    path: (id) => `/v1/agents/${id}/tool-access-overrides`,
    action: 'write',
    body: { overrides: {} },
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'patch',
    path: (id) => `/v1/agents/${id}/tree-access`,
    action: 'write',
    body: { nodeEnabled: true },
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'post',
    path: (id) => `/v1/agents/${id}/versions`,
    action: 'write',
    body: {},
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/versions`,
    action: 'read',
    refusal: 'FORBIDDEN',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'patch',
    path: (id) => `/v1/agents/${id}/versions/1`,
    action: 'write',
    body: { label: 'x' },
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'delete',
    path: (id) => `/v1/agents/${id}/versions/1`,
    action: 'write',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'get',
    path: (id) => `/v1/agents/${id}/versions/1`,
    action: 'read',
    refusal: 'FORBIDDEN',
    notFound: 'AGENT_NOT_FOUND',
  },
  {
    method: 'post',
    path: (id) => `/v1/agents/${id}/versions/1/seal`,
    action: 'write',
    notFound: 'AGENT_NOT_FOUND',
  },
];

const ALL_ACTIONS = ['read', 'write', 'delete'] as const;

describe('Agents: scope refusals and tenancy on every operation', () => {
  let app: TestApp;
  let ownerAgentId: string;
  let ownerChildId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const owner = await createAgentCaller(app);
    ownerAgentId = (await createAgent(app, owner)).agentId;
    ownerChildId = (await createAgent(app, owner)).agentId;
  });
  afterAll(() => app.close());

  const send = (route: Route, auth: Record<string, string> | undefined, agentId: string) => {
    const server = request(app.http);
    const call = server[route.method](route.path(agentId, ownerChildId));
    if (auth) void call.set(auth);
    const body =
      route.body && 'childAgentId' in route.body ? { childAgentId: ownerChildId } : route.body;
    return body ? call.send(body) : call;
  };

  it('covers the 33 operations of the agent table plus the seal route', () => {
    expect(ROUTES).toHaveLength(34);
  });

  it.each(
    ROUTES.map(
      (route) => [`${route.method.toUpperCase()} ${route.path(':id', ':childId')}`, route] as const,
    ),
  )(
    '%s: 401 without a token, 403 without its action (even with every other)',
    async (_name, route) => {
      const unauthenticated = await send(route, undefined, ownerAgentId);
      expect(unauthenticated.status).toBe(401);
      expect(unauthenticated.body.error).toBe('UNAUTHORIZED');
      const others = ALL_ACTIONS.filter((action) => action !== route.action).map(
        (action) => `ai_agents:${action}`,
      );
      const lacking = await createAgentCaller(app, ...others, 'tables:read');
      const refused = await send(route, lacking.auth, ownerAgentId);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 403,
        body: {
          error: route.refusal ?? 'INSUFFICIENT_SCOPE',
          message: `API token does not have scope ai_agents:${route.action}`,
        },
      });
    },
  );

  it.each(
    ROUTES.filter((route) => route.notFound).map(
      (route) => [`${route.method.toUpperCase()} ${route.path(':id', ':childId')}`, route] as const,
    ),
  )("%s: another team's agent is 404", async (_name, route) => {
    const stranger = await createAgentCaller(app);
    const res = await send(route, stranger.auth, ownerAgentId);
    expect({ status: res.status, error: res.body.error }).toEqual({
      status: 404,
      error: route.notFound,
    });
  });
});
