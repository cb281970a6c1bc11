import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../support/test-app';
import {
  createAgent,
  createAgentCaller,
  createTeammate,
  installAgent,
  outboxEvents,
} from '../factories/agents.factory';
import { errorCode } from '../support/error-code';
import { failNextRunOf } from '../support/failing-statement';
import { RECORD_OUTBOX_EVENT } from '../../src/events/outbox.queries';

describe('Agents: archive, restore, uninstall, clone', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAgentCaller(app);
  });
  afterAll(() => app.close());

  describe('Installed agent states', () => {
    it('active → archive → archived → restore → active, each 200 with its event', async () => {
      const agent = await createAgent(app, owner);
      const archived = await request(app.http)
        .post(`/v1/agents/${agent.agentId}/archive`)
        .set(owner.auth)
        .expect(200);
      expect(archived.body).toMatchObject({ status: 'archived', archivedAt: expect.any(String) });
      const again = await request(app.http)
        .post(`/v1/agents/${agent.agentId}/archive`)
        .set(owner.auth)
        .expect(200);
      expect(again.body.status).toBe('archived');
      const restored = await request(app.http)
        .post(`/v1/agents/${agent.agentId}/restore`)
        .set(owner.auth)
        .expect(200);
      expect(restored.body).toMatchObject({ status: 'active', archivedAt: null });
      const events = (await outboxEvents(app, owner.teamId)).filter(
        (event) => event.data.agentId === agent.agentId,
      );
      expect(events.filter((event) => event.type === 'agent.archived')).toHaveLength(1);
      expect(events.filter((event) => event.type === 'agent.restored')).toHaveLength(1);
    });

    it('installed or archived → DELETE → uninstalled: gone from every read (404)', async () => {
      const active = await createAgent(app, owner);
      const archived = await createAgent(app, owner);
      await request(app.http)
        .post(`/v1/agents/${archived.agentId}/archive`)
        .set(owner.auth)
        .expect(200);
      for (const agent of [active, archived]) {
        const res = await request(app.http)
          .delete(`/v1/agents/${agent.agentId}`)
          .set(owner.auth)
          .expect(200);
        expect(res.body).toEqual({ agentId: agent.agentId, uninstalled: true });
        for (const path of [
          '',
          '/access',
          '/versions',
          '/summary',
          '/skills',
          '/children',
          '/favorites',
        ]) {
          expect(
            await errorCode(
              request(app.http).get(`/v1/agents/${agent.agentId}${path}`).set(owner.auth),
              404,
            ),
          ).toBe('AGENT_NOT_FOUND');
        }
        const list = await request(app.http).get('/v1/agents').set(owner.auth).expect(200);
        expect(list.body.data.map((item: { agentId: string }) => item.agentId)).not.toContain(
          agent.agentId,
        );
        const graph = await request(app.http).get('/v1/agents/graph').set(owner.auth).expect(200);
        expect(graph.body.data.map((item: { agentId: string }) => item.agentId)).not.toContain(
          agent.agentId,
        );
        expect(
          await errorCode(
            request(app.http).delete(`/v1/agents/${agent.agentId}`).set(owner.auth),
            404,
          ),
        ).toBe('AGENT_NOT_FOUND');
      }
      const events = await outboxEvents(app, owner.teamId, 'agent.uninstalled');
      expect(events.map((event) => event.data.agentId)).toEqual(
        expect.arrayContaining([active.agentId, archived.agentId]),
      );
    });

    it('answers 404 for archive, restore and delete of an unknown agent, changing nothing', async () => {
      for (const [method, path] of [
        ['post', 'archive'],
        ['post', 'restore'],
        ['delete', ''],
      ] as const) {
        const server = request(app.http);
        const res = await server[method](`/v1/agents/${randomUUID()}/${path}`)
          .set(owner.auth)
          .expect(404);
        expect(res.body.error).toBe('AGENT_NOT_FOUND');
      }
      const stranger = await createAgentCaller(app);
      const agent = await createAgent(app, owner);
      expect(
        await errorCode(
          request(app.http).post(`/v1/agents/${agent.agentId}/archive`).set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http).delete(`/v1/agents/${agent.agentId}`).set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const still = await request(app.http)
        .get(`/v1/agents/${agent.agentId}`)
        .set(owner.auth)
        .expect(200);
      expect(still.body.status).toBe('active');
    });

    it('DELETE refuses system agents and members who did not install it (403), and needs ai_agents:delete', async () => {
      const system = await installAgent(app, {
        teamId: owner.teamId,
        name: 'Platform helper',
        source: 'system',
        isSystemAgent: true,
      });
      const res = await request(app.http)
        .delete(`/v1/agents/${system.id}`)
        .set(owner.auth)
        .expect(403);
      expect(res.body.error).toBe('SYSTEM_AGENT_PROTECTED');
      const agent = await createAgent(app, owner);
      const member = await createTeammate(app, owner.teamId, 'member');
      const refused = await request(app.http)
        .delete(`/v1/agents/${agent.agentId}`)
        .set(member.auth)
        .expect(403);
      expect(refused.body.error).toBe('AGENT_MANAGE_FORBIDDEN');
      const writer = await createTeammate(
        app,
        owner.teamId,
        'owner',
        'ai_agents:read',
        'ai_agents:write',
      );
      const scope = await request(app.http)
        .delete(`/v1/agents/${agent.agentId}`)
        .set(writer.auth)
        .expect(403);
      expect(scope.body).toEqual({
        error: 'INSUFFICIENT_SCOPE',
        message: 'API token does not have scope ai_agents:delete',
      });
    });

    it('archive and restore need ai_agents:write and a token', async () => {
      const agent = await createAgent(app, owner);
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      expect(
        await errorCode(
          request(app.http).post(`/v1/agents/${agent.agentId}/archive`).set(reader.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
      expect(
        await errorCode(
          request(app.http).post(`/v1/agents/${agent.agentId}/restore`).set(reader.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
      expect(
        await errorCode(request(app.http).post(`/v1/agents/${agent.agentId}/archive`), 401),
      ).toBe('UNAUTHORIZED');
    });
  });

  describe('POST /v1/agents/{id}/clone', () => {
    it('copies config and skills into a new custom agent whose first version is the latest sealed config', async () => {
      const source = await createAgent(app, owner, {
        name: 'Original',
        skills: [{ name: 'triage' }],
        instructions: 'sealed text',
      });
      await request(app.http)
        .patch(`/v1/agents/${source.agentId}`)
        .set(owner.auth)
        .send({ instructions: 'live edit' })
        .expect(200);
      const res = await request(app.http)
        .post(`/v1/agents/${source.agentId}/clone`)
        .set(owner.auth)
        .send({})
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'Original (copy)',
        source: 'clone',
        clonedFromAgentId: source.agentId,
        installedBy: owner.userId,
        instructions: 'live edit',
        skills: [expect.objectContaining({ name: 'triage' })],
        liveVersionNumber: null,
      });
      expect(res.body.agentId).not.toBe(source.agentId);
      const version = await request(app.http)
        .get(`/v1/agents/${res.body.agentId}/versions/1`)
        .set(owner.auth)
        .expect(200);
      expect(version.body).toMatchObject({
        state: 'sealed',
        config: { instructions: 'sealed text' },
      });
      const named = await request(app.http)
        .post(`/v1/agents/${source.agentId}/clone`)
        .set(owner.auth)
        .send({ name: 'Twin' })
        .expect(201);
      expect(named.body.name).toBe('Twin');
    });

    it('500 INTERNAL_ERROR in the flat envelope when the database fails mid-clone, and nothing is cloned', async () => {
      const agent = await createAgent(app, owner);
      // The clone's event, written after its agent in the same transaction.
      const spy = failNextRunOf(
        app,
        RECORD_OUTBOX_EVENT,
        new Error('simulated statement failure: secret'),
      );
      try {
        const res = await request(app.http)
          .post(`/v1/agents/${agent.agentId}/clone`)
          .set(owner.auth)
          .expect(500);
        expect(res.body).toEqual({ error: 'INTERNAL_ERROR', message: 'Internal server error' });
      } finally {
        spy.mockRestore();
      }
      const [{ clones }] = await app.dataSource.query(
        'SELECT count(*)::int AS clones FROM agents WHERE cloned_from_agent_id = $1',
        [agent.agentId],
      );
      expect(clones).toBe(0);
    });

    it('clones a system agent into a custom one; 404 for unknown or foreign agents; 400 for bad bodies', async () => {
      const system = await installAgent(app, {
        teamId: owner.teamId,
        source: 'system',
        isSystemAgent: true,
      });
      const res = await request(app.http)
        .post(`/v1/agents/${system.id}/clone`)
        .set(owner.auth)
        .expect(201);
      expect(res.body).toMatchObject({ isSystemAgent: false, source: 'clone' });
      expect(
        await errorCode(
          request(app.http).post(`/v1/agents/${randomUUID()}/clone`).set(owner.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http).post(`/v1/agents/${system.id}/clone`).set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http)
            .post(`/v1/agents/${system.id}/clone`)
            .set(owner.auth)
            .send({ name: '' }),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      expect(
        await errorCode(
          request(app.http).post(`/v1/agents/${system.id}/clone`).set(reader.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
    });
  });
});
