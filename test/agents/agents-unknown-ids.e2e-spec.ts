import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createAgent, createAgentCaller } from '../factories/agents.factory';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * public-api.md types the path `id` as a string: an id that names no agent of the caller's team
 * is 404 AGENT_NOT_FOUND on every route under /v1/agents/{id}, whatever it looks like. The link
 * and unlink rows name their own code for an unknown parent (AGENT_DAG_PARENT_NOT_FOUND).
 */
const NOT_FOUND_CODE: Record<string, string> = {
  'POST v1/agents/:id/children': 'AGENT_DAG_PARENT_NOT_FOUND',
  'DELETE v1/agents/:id/children/:childId': 'AGENT_DAG_PARENT_NOT_FOUND',
};

/** A valid body for each write route, so that only the id can be what is wrong. */
const VALID_BODY: Record<string, object | undefined> = {
  'GET v1/agents/:id': undefined,
  'PATCH v1/agents/:id': { name: 'Renamed' },
  'DELETE v1/agents/:id': undefined,
  'POST v1/agents/:id/archive': undefined,
  'POST v1/agents/:id/restore': undefined,
  'POST v1/agents/:id/clone': { name: 'Copy' },
  'GET v1/agents/:id/access': undefined,
  'PATCH v1/agents/:id/access': { visibility: 'team' },
  'PATCH v1/agents/:id/tree-access': { nodeEnabled: true },
  'GET v1/agents/:id/tool-access-overrides': undefined,
  'PATCH v1/agents/:id/tool-access-overrides': { overrides: {} },
  'GET v1/agents/:id/favorites': undefined,
  'POST v1/agents/:id/favorites': undefined,
  'DELETE v1/agents/:id/favorites': undefined,
  'GET v1/agents/:id/context-budget': undefined,
  'GET v1/agents/:id/onboarding-progress': undefined,
  'GET v1/agents/:id/onboardings': undefined,
  'GET v1/agents/:id/skills': undefined,
  'GET v1/agents/:id/summary': undefined,
  'GET v1/agents/:id/children': undefined,
  'POST v1/agents/:id/children': { childAgentId: randomUUID() },
  'DELETE v1/agents/:id/children/:childId': undefined,
  'POST v1/agents/:id/versions': {},
  'GET v1/agents/:id/versions': undefined,
  'GET v1/agents/:id/versions/:versionNumber': undefined,
  'PATCH v1/agents/:id/versions/:versionNumber': { label: 'Draft' },
  'DELETE v1/agents/:id/versions/:versionNumber': undefined,
  'POST v1/agents/:id/versions/:versionNumber/seal': undefined,
};

/** Every route of the app as `VERB path`, read from the controllers' metadata. */
function routesOf(app: TestApp): string[] {
  const scanner = new MetadataScanner();
  const routes: string[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, (...args: unknown[]) => unknown>;
      for (const methodName of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[methodName];
        const handlerPath = handler
          ? (Reflect.getMetadata(PATH_METADATA, handler) as string | undefined)
          : undefined;
        if (handlerPath === undefined) continue;
        const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const path = [Reflect.getMetadata(PATH_METADATA, controller) as string, handlerPath]
          .flatMap((part) => part.split('/'))
          .filter(Boolean)
          .join('/');
        routes.push(`${verb} ${path}`);
      }
    }
  }
  return routes;
}

/** Sends `route` (its verb) to `path` with the route's valid body. */
function send(app: TestApp, auth: Record<string, string>, route: string, path: string) {
  const method = route.split(' ')[0].toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  const http = request(app.http);
  const call = http[method](path).set(auth);
  const body = VALID_BODY[route];
  return body === undefined ? call : call.send(body);
}

describe('Agents: an id that names no agent', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createAgentCaller>>;
  let foreignAgentId: string;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAgentCaller(app);
    foreignAgentId = (await createAgent(app, await createAgentCaller(app))).agentId;
  });
  afterAll(() => app.close());

  const agentRoutes = () => routesOf(app).filter((route) => / v1\/agents\/:id(\/|$)/.test(route));

  it('knows a valid body for every route under /v1/agents/{id}', () => {
    expect(agentRoutes().sort()).toEqual(Object.keys(VALID_BODY).sort());
  });

  const hostileIds: Array<[string, () => string]> = [
    ['a word', () => 'not-a-uuid'],
    ['a number', () => '123'],
    ['a very long id', () => 'a'.repeat(2000)],
    ['unicode', () => 'ünïcødé-агент-🤖'],
    ['a uuid with one character more', () => `${randomUUID()}0`],
    ['a uuid-shaped non-hex id', () => 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
    ['quotes and SQL', () => "' OR '1'='1"],
    ['an unknown uuid', () => randomUUID()],
    ["another team's agent", () => foreignAgentId],
  ];

  it.each(hostileIds)('%s is 404 AGENT_NOT_FOUND on every agent route', async (_kind, makeId) => {
    const id = makeId();
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const route of agentRoutes()) {
      const path = route
        .split(' ')[1]
        .replace(':id', encodeURIComponent(id))
        .replace(':versionNumber', '1')
        .replace(':childId', randomUUID());
      const res = await send(app, owner.auth, route, `/${path}`);
      answers[route] = { status: res.status, error: (res.body as { error?: string }).error };
      expected[route] = { status: 404, error: NOT_FOUND_CODE[route] ?? 'AGENT_NOT_FOUND' };
    }
    expect(answers).toEqual(expected);
  });

  it('answers the ids inside an agent path as their rows say', async () => {
    const { agentId } = await createAgent(app, owner);
    const versionRoutes = agentRoutes().filter((route) => route.includes(':versionNumber'));
    expect(versionRoutes).toHaveLength(4);
    for (const route of versionRoutes) {
      const template = route.split(' ')[1].replace(':id', agentId);
      const sendVersion = (versionNumber: string) =>
        send(
          app,
          owner.auth,
          route,
          `/${template.replace(':versionNumber', encodeURIComponent(versionNumber))}`,
        );
      // public-api.md: versionNumber must be a positive integer (400); docs/agents.md: unknown 404.
      for (const bad of ['abc', '0', '-1', '1.5', '1e3', 'x'.repeat(2000), 'ünï', '99999999999']) {
        const res = await sendVersion(bad);
        expect({ route, bad, status: res.status, body: res.body }).toMatchObject({
          status: 400,
          body: { error: 'VALIDATION_ERROR', details: [{ field: 'versionNumber' }] },
        });
      }
      const unknown = await sendVersion('4242');
      expect({ route, status: unknown.status, error: unknown.body.error }).toEqual({
        route,
        status: 404,
        error: 'VERSION_NOT_FOUND',
      });
    }
    // The unlink row: an edge that does not exist is already unlinked (200), whatever the child id.
    for (const childId of ['not-a-uuid', 'c'.repeat(2000), 'ünï-🤖', randomUUID()]) {
      const res = await request(app.http)
        .delete(`/v1/agents/${agentId}/children/${encodeURIComponent(childId)}`)
        .set(owner.auth)
        .expect(200);
      expect(res.body).toMatchObject({ parentAgentId: agentId, linked: false, changed: false });
    }
  });

  it('keeps the fixed paths working', async () => {
    await request(app.http).get('/v1/agents/graph').set(owner.auth).expect(200);
    await request(app.http).get('/v1/agents/models').set(owner.auth).expect(200);
    await request(app.http)
      .post('/v1/agents/create')
      .set(owner.auth)
      .send({ name: 'Fixed paths' })
      .expect(201);
    const count = await request(app.http)
      .post('/v1/agents/bulk/count')
      .set(owner.auth)
      .send({
        action: 'switch_model',
        selection: { agentIds: [randomUUID()] },
        target: { provider: 'openai', model: 'gpt-4.1' },
      });
    expect(count.status).toBe(200);
    const wrongMethod = await request(app.http).get('/v1/agents/bulk/skills').set(owner.auth);
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body.error).toBe('NOT_FOUND');
  });
});
