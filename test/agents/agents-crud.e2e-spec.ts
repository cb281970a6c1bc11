import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../support/test-app';
import {
  createAgent,
  createAgentCaller,
  createTeammate,
  outboxEvents,
} from '../factories/agents.factory';
import { errorCode } from '../support/error-code';

describe('Agents: list, create, read, update', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAgentCaller(app);
  });
  afterAll(() => app.close());

  describe('POST /v1/agents/create', () => {
    it('creates a custom agent (201) with a first sealed, live version and its events', async () => {
      const res = await request(app.http)
        .post('/v1/agents/create')
        .set(owner.auth)
        .send({
          name: 'Support agent',
          description: 'Answers tickets',
          avatarColor: '#4F46E5',
          runtime: { provider: 'openai', model: 'gpt-4.1', temperature: 0.3 },
          instructions: 'Be kind.',
          skills: [{ name: 'triage', description: 'Sort tickets' }],
          commands: [{ name: 'escalate' }],
          tools: ['web_search'],
          secretNames: ['ZENDESK_TOKEN'],
          onboardingStages: [{ key: 'connect', title: 'Connect your helpdesk' }],
        })
        .expect(201);
      expect(res.body).toMatchObject({
        agentId: expect.any(String),
        name: 'Support agent',
        source: 'custom',
        status: 'active',
        isSystemAgent: false,
        installedBy: owner.userId,
        avatarColor: '#4F46E5',
        runtime: { provider: 'openai', model: 'gpt-4.1', temperature: 0.3 },
        skills: [
          {
            name: 'triage',
            description: 'Sort tickets',
            instructions: '',
            enabled: true,
            requires: [],
          },
        ],
        commands: [{ name: 'escalate', description: '' }],
        secretNames: ['ZENDESK_TOKEN'],
        liveVersionNumber: 1,
      });
      expect(res.body).not.toHaveProperty('teamId');
      const versions = await request(app.http)
        .get(`/v1/agents/${res.body.agentId}/versions`)
        .set(owner.auth)
        .expect(200);
      expect(versions.body.data).toEqual([
        expect.objectContaining({ versionNumber: 1, state: 'sealed', live: true }),
      ]);
      const types = (await outboxEvents(app, owner.teamId))
        .filter((event) => event.data.agentId === res.body.agentId)
        .map((event) => event.type);
      expect(types).toEqual(
        expect.arrayContaining(['agent.created', 'agent.version.created', 'agent.version.sealed']),
      );
    });

    it('defaults the runtime to the catalog platform default', async () => {
      const agent = await createAgent(app, owner);
      const catalog = await request(app.http).get('/v1/agents/models').set(owner.auth).expect(200);
      expect(agent.runtime).toEqual(catalog.body.platformDefault);
    });

    it('refuses invalid bodies with VALIDATION_ERROR details', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'name'],
        [{ name: 'x', runtime: { provider: 'openai', model: 'nope' } }, 'runtime.model'],
        [
          { name: 'x', runtime: { provider: 'openai', model: 'o4-mini', temperature: 1 } },
          'runtime.temperature',
        ],
        [{ name: 'x', skills: [{ name: 'a' }, { name: 'a' }] }, 'skills'],
        [{ name: 'x', secretNames: ['lower'] }, 'secretNames'],
        [
          {
            name: 'x',
            runtime: { provider: 'meta', model: 'llama-3.1-8b-instruct' },
            tools: ['web'],
          },
          'runtime.model',
        ],
      ];
      for (const [body, field] of cases) {
        const res = await request(app.http).post('/v1/agents/create').set(owner.auth).send(body);
        expect({ status: res.status, error: res.body.error }).toEqual({
          status: 400,
          error: 'VALIDATION_ERROR',
        });
        expect(res.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
      }
    });

    it('leads with the missing field for an empty body: "name is required"', async () => {
      const res = await request(app.http)
        .post('/v1/agents/create')
        .set(owner.auth)
        .send({})
        .expect(400);
      expect(res.body).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'name is required',
        details: [{ field: 'name', message: 'name is required', code: 'invalid_type' }],
      });
    });

    it('refuses a secret value smuggled in as an undeclared field', async () => {
      const res = await request(app.http)
        .post('/v1/agents/create')
        .set(owner.auth)
        .send({ name: 'x', secrets: { ZENDESK_TOKEN: 'value' } })
        .expect(400);
      expect(res.body.details).toEqual([
        { field: '', message: expect.stringContaining('secrets'), code: 'unrecognized_keys' },
      ]);
    });
  });

  describe('GET /v1/agents', () => {
    it('lists the team agents newest first with offset pagination and a total', async () => {
      const caller = await createAgentCaller(app);
      const first = await createAgent(app, caller, { name: 'First' });
      const second = await createAgent(app, caller, { name: 'Second' });
      const res = await request(app.http).get('/v1/agents?limit=1').set(caller.auth).expect(200);
      expect(res.body.pagination).toEqual({ limit: 1, offset: 0, total: 2, hasMore: true });
      expect(res.body.data.map((agent: { agentId: string }) => agent.agentId)).toEqual([
        second.agentId,
      ]);
      const next = await request(app.http)
        .get('/v1/agents?limit=1&offset=1')
        .set(caller.auth)
        .expect(200);
      expect(next.body.data[0].agentId).toBe(first.agentId);
      expect(next.body.pagination.hasMore).toBe(false);
    });

    it('clamps limit to 100 and filters by status, source, provider, model, installedBy and name', async () => {
      const caller = await createAgentCaller(app);
      const openai = await createAgent(app, caller, {
        name: 'Mail helper',
        runtime: { provider: 'openai', model: 'gpt-4.1' },
      });
      const other = await createAgent(app, caller, { name: 'Other' });
      await request(app.http)
        .post(`/v1/agents/${other.agentId}/archive`)
        .set(caller.auth)
        .expect(200);
      const ids = async (query: string) =>
        (
          await request(app.http).get(`/v1/agents?${query}`).set(caller.auth).expect(200)
        ).body.data.map((agent: { agentId: string }) => agent.agentId);
      expect(
        (await request(app.http).get('/v1/agents?limit=5000').set(caller.auth).expect(200)).body
          .pagination.limit,
      ).toBe(100);
      expect(await ids('status=archived')).toEqual([other.agentId]);
      expect(await ids('provider=openai&model=gpt-4.1')).toEqual([openai.agentId]);
      expect(await ids('q=mail')).toEqual([openai.agentId]);
      expect(await ids('installedBy=me')).toHaveLength(2);
      expect(await ids(`installedBy=${randomUUID()}`)).toEqual([]);
      expect(await ids('source=marketplace')).toEqual([]);
    });

    it('refuses unknown query parameters and bad filter values', async () => {
      expect(
        await errorCode(request(app.http).get('/v1/agents?status=deleted').set(owner.auth), 400),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(request(app.http).get('/v1/agents?limit=0').set(owner.auth), 400),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(request(app.http).get('/v1/agents?installedBy=ME').set(owner.auth), 400),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(
          request(app.http).get('/v1/agents?installedBy=someone').set(owner.auth),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      const res = await request(app.http).get('/v1/agents?color=red').set(owner.auth).expect(400);
      expect(res.body.details[0].code).toBe('unrecognized_keys');
    });

    it('hides restricted agents from members outside their visibility list', async () => {
      const caller = await createAgentCaller(app);
      const hidden = await createAgent(app, caller, { name: 'Hidden' });
      await request(app.http)
        .patch(`/v1/agents/${hidden.agentId}/access`)
        .set(caller.auth)
        .send({ visibility: 'restricted' })
        .expect(200);
      const member = await createTeammate(app, caller.teamId, 'member');
      const listed = await request(app.http).get('/v1/agents').set(member.auth).expect(200);
      expect(listed.body.pagination.total).toBe(0);
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${hidden.agentId}`).set(member.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const admin = await createTeammate(app, caller.teamId, 'admin');
      await request(app.http).get(`/v1/agents/${hidden.agentId}`).set(admin.auth).expect(200);
    });
  });

  describe('GET /v1/agents/{id}', () => {
    it('reads one agent, and answers 404 AGENT_NOT_FOUND for unknown, malformed and foreign ids', async () => {
      const agent = await createAgent(app, owner, { name: 'Reader' });
      const res = await request(app.http)
        .get(`/v1/agents/${agent.agentId}`)
        .set(owner.auth)
        .expect(200);
      expect(res.body).toMatchObject({ agentId: agent.agentId, name: 'Reader' });
      const stranger = await createAgentCaller(app);
      for (const id of [randomUUID(), 'not-a-uuid', agent.agentId]) {
        const refused = await request(app.http)
          .get(`/v1/agents/${id}`)
          .set(stranger.auth)
          .expect(404);
        expect(refused.body).toEqual({ error: 'AGENT_NOT_FOUND', message: expect.any(String) });
      }
    });

    it('answers 401 without a token and 403 INSUFFICIENT_SCOPE without ai_agents:read', async () => {
      const agent = await createAgent(app, owner);
      expect(await errorCode(request(app.http).get(`/v1/agents/${agent.agentId}`), 401)).toBe(
        'UNAUTHORIZED',
      );
      const writer = await createAgentCaller(app, 'ai_agents:write');
      const res = await request(app.http)
        .get(`/v1/agents/${agent.agentId}`)
        .set(writer.auth)
        .expect(403);
      expect(res.body).toEqual({
        error: 'INSUFFICIENT_SCOPE',
        message: 'API token does not have scope ai_agents:read',
      });
    });
  });

  describe('route order', () => {
    it('never takes bulk, graph or models as an agent id', async () => {
      const graph = await request(app.http).get('/v1/agents/graph').set(owner.auth).expect(200);
      expect(graph.body).toHaveProperty('data');
      const models = await request(app.http).get('/v1/agents/models').set(owner.auth).expect(200);
      expect(models.body).toHaveProperty('models');
      const bulk = await request(app.http)
        .post('/v1/agents/bulk')
        .set(owner.auth)
        .send({
          action: 'switch_model',
          selection: { agentIds: [randomUUID()] },
          target: { provider: 'openai', model: 'gpt-4.1' },
        })
        .expect(200);
      expect(bulk.body).toHaveProperty('affected', 0);
      const count = await request(app.http)
        .post('/v1/agents/bulk/count')
        .set(owner.auth)
        .send({
          action: 'switch_model',
          selection: { agentIds: [randomUUID()] },
          target: { provider: 'openai', model: 'gpt-4.1' },
        })
        .expect(200);
      expect(count.body).toHaveProperty('confirmToken');
    });

    it('answers a method the fixed path lacks as that path does, never as an agent id', async () => {
      // A fixed path that takes other methods is 405 with Allow; below it, nothing is an id.
      const attempts: ['get' | 'patch' | 'delete' | 'post', string, number, string?][] = [
        ['get', '/v1/agents/bulk', 405, 'POST'],
        ['patch', '/v1/agents/graph', 405, 'GET, HEAD'],
        ['delete', '/v1/agents/models', 405, 'GET, HEAD'],
        ['get', '/v1/agents/create', 405, 'POST'],
        ['post', '/v1/agents/Graph/archive', 404],
        ['get', '/v1/agents/bulk/skills', 404],
        ['post', '/v1/agents/models/children', 404],
        ['get', '/v1/agents/graph/versions/1', 404],
      ];
      // Whatever the credential: the scope of an `:id` route never judges a fixed path.
      const writer = await createAgentCaller(app, 'ai_agents:write');
      const callers: [string, Record<string, string>][] = [
        ['owner', owner.auth],
        ['write-only', writer.auth],
        ['no token', {}],
      ];
      const http = request(app.http);
      for (const [caller, auth] of callers) {
        for (const [method, path, status, allow] of attempts) {
          const res = await http[method](path).set(auth).send({});
          expect({
            caller,
            path,
            status: res.status,
            error: res.body.error,
            allow: res.headers.allow,
          }).toEqual({
            caller,
            path,
            status,
            error: status === 405 ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND',
            allow,
          });
        }
      }
    });
  });

  describe('NUL characters and out-of-range paging (Postgres cannot store or use them)', () => {
    it('refuses a NUL in a body field, a nested config field or a query value with 400', async () => {
      const agent = await createAgent(app, owner);
      const refusals = [
        request(app.http).post('/v1/agents/create').set(owner.auth).send({ name: 'a\u0000b' }),
        request(app.http)
          .post('/v1/agents/create')
          .set(owner.auth)
          .send({ name: 'ok', skills: [{ name: 'triage', instructions: 'x\u0000' }] }),
        request(app.http)
          .patch(`/v1/agents/${agent.agentId}`)
          .set(owner.auth)
          .send({ instructions: '\u0000' }),
        request(app.http)
          .post(`/v1/agents/${agent.agentId}/versions`)
          .set(owner.auth)
          .send({ label: 'v\u0000' }),
        request(app.http).get('/v1/agents?q=%00').set(owner.auth),
        request(app.http).get('/v1/agents?provider=open%00ai').set(owner.auth),
      ];
      const fields = ['name', 'skills.0.instructions', 'instructions', 'label', 'q', 'provider'];
      for (const [index, pending] of refusals.entries()) {
        const res = await pending;
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: 'VALIDATION_ERROR',
          details: [{ field: fields[index], code: 'invalid_string' }],
        });
      }
    });

    it('refuses an offset beyond the exact integer range with 400 instead of a 500', async () => {
      const agent = await createAgent(app, owner);
      for (const path of [
        '/v1/agents?offset=100000000000000000000',
        `/v1/agents/${agent.agentId}/children?offset=1e20`,
      ]) {
        const res = await request(app.http).get(path).set(owner.auth).expect(400);
        expect(res.body).toMatchObject({
          error: 'VALIDATION_ERROR',
          details: [{ field: 'offset' }],
        });
      }
    });
  });

  describe('PATCH /v1/agents/{id}', () => {
    it('updates metadata and config, clears liveVersionNumber and records agent.updated', async () => {
      const agent = await createAgent(app, owner, { tools: ['web', 'mail'] });
      await request(app.http)
        .patch(`/v1/agents/${agent.agentId}/tool-access-overrides`)
        .set(owner.auth)
        .send({ overrides: { web: 'deny', mail: 'ask' } })
        .expect(200);
      const res = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}`)
        .set(owner.auth)
        .send({
          name: 'Renamed',
          avatarUrl: 'https://cdn.example.test/a.png',
          instructions: 'New',
          tools: ['mail'],
        })
        .expect(200);
      expect(res.body).toMatchObject({
        name: 'Renamed',
        avatarUrl: 'https://cdn.example.test/a.png',
        instructions: 'New',
        tools: ['mail'],
        liveVersionNumber: null,
      });
      const overrides = await request(app.http)
        .get(`/v1/agents/${agent.agentId}/tool-access-overrides`)
        .set(owner.auth)
        .expect(200);
      expect(overrides.body.overrides).toEqual({ mail: 'ask' });
      const cleared = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}`)
        .set(owner.auth)
        .send({ avatarUrl: null })
        .expect(200);
      expect(cleared.body.avatarUrl).toBeNull();
      const updates = (await outboxEvents(app, owner.teamId, 'agent.updated')).filter(
        (event) => event.data.agentId === agent.agentId,
      );
      expect(updates.map((event) => event.data.changes)).toEqual(
        expect.arrayContaining([expect.arrayContaining(['name', 'instructions', 'tools'])]),
      );
    });

    it('lists in agent.updated.changes only the keys whose value changed', async () => {
      const agent = await createAgent(app, owner, { tools: ['web', 'mail'] });
      await request(app.http)
        .patch(`/v1/agents/${agent.agentId}`)
        .set(owner.auth)
        .send({ name: agent.name, tools: ['web', 'mail'], instructions: 'Changed only here' })
        .expect(200);
      const updates = (await outboxEvents(app, owner.teamId, 'agent.updated')).filter(
        (event) => event.data.agentId === agent.agentId,
      );
      expect(updates.map((event) => event.data.changes)).toEqual([['instructions']]);
    });

    it('refuses an undeclared field with unrecognized_keys naming the key', async () => {
      const agent = await createAgent(app, owner);
      const res = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}`)
        .set(owner.auth)
        .send({ name: 'ok', teamId: randomUUID() })
        .expect(400);
      expect(res.body).toEqual({
        error: 'VALIDATION_ERROR',
        message: expect.stringContaining('teamId'),
        details: [
          { field: '', message: expect.stringContaining('teamId'), code: 'unrecognized_keys' },
        ],
      });
    });

    it('refuses invalid values (400), members who did not install it (403) and unknown agents (404)', async () => {
      const agent = await createAgent(app, owner);
      expect(
        await errorCode(
          request(app.http).patch(`/v1/agents/${agent.agentId}`).set(owner.auth).send({ name: '' }),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(
          request(app.http)
            .patch(`/v1/agents/${agent.agentId}`)
            .set(owner.auth)
            .send({ avatarColor: 'red' }),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      for (const body of [
        { name: null },
        { runtime: null },
        { instructions: null },
        { skills: null },
      ]) {
        const res = await request(app.http)
          .patch(`/v1/agents/${agent.agentId}`)
          .set(owner.auth)
          .send(body);
        expect({ body, status: res.status, error: res.body.error }).toEqual({
          body,
          status: 400,
          error: 'VALIDATION_ERROR',
        });
      }
      const member = await createTeammate(app, owner.teamId, 'member');
      const refused = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}`)
        .set(member.auth)
        .send({ name: 'Mine now' })
        .expect(403);
      expect(refused.body.error).toBe('AGENT_MANAGE_FORBIDDEN');
      const own = await createAgent(app, member);
      await request(app.http)
        .patch(`/v1/agents/${own.agentId}`)
        .set(member.auth)
        .send({ name: 'Mine' })
        .expect(200);
      expect(
        await errorCode(
          request(app.http).patch(`/v1/agents/${randomUUID()}`).set(owner.auth).send({ name: 'x' }),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http)
            .patch(`/v1/agents/${agent.agentId}`)
            .set(stranger.auth)
            .send({ name: 'x' }),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const reader = await createAgentCaller(app, 'ai_agents:read');
      const scope = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}`)
        .set(reader.auth)
        .send({ name: 'x' })
        .expect(403);
      expect(scope.body.error).toBe('INSUFFICIENT_SCOPE');
    });
  });
});
