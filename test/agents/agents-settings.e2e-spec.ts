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

describe('Agents: access, tree access, tool overrides, favourites', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAgentCaller(app);
  });
  afterAll(() => app.close());

  describe('GET and PATCH /v1/agents/{id}/access', () => {
    it('reads the default and restricts visibility to listed team members', async () => {
      const agent = await createAgent(app, owner);
      const initial = await request(app.http)
        .get(`/v1/agents/${agent.agentId}/access`)
        .set(owner.auth)
        .expect(200);
      expect(initial.body).toEqual({
        agentId: agent.agentId,
        visibility: 'team',
        allowedUserIds: [],
        installedBy: owner.userId,
      });
      const listed = await createTeammate(app, owner.teamId, 'member');
      const other = await createTeammate(app, owner.teamId, 'member');
      const res = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}/access`)
        .set(owner.auth)
        .send({ visibility: 'restricted', allowedUserIds: [listed.userId] })
        .expect(200);
      expect(res.body).toMatchObject({ visibility: 'restricted', allowedUserIds: [listed.userId] });
      const sameUserTwice = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}/access`)
        .set(owner.auth)
        .send({ allowedUserIds: [listed.userId.toUpperCase(), listed.userId] })
        .expect(200);
      expect(sameUserTwice.body.allowedUserIds).toEqual([listed.userId]);
      await request(app.http).get(`/v1/agents/${agent.agentId}`).set(listed.auth).expect(200);
      expect(
        await errorCode(request(app.http).get(`/v1/agents/${agent.agentId}`).set(other.auth), 404),
      ).toBe('AGENT_NOT_FOUND');
      const events = (await outboxEvents(app, owner.teamId, 'agent.updated')).filter(
        (event) => event.data.agentId === agent.agentId,
      );
      expect(events.map((event) => event.data.changes)).toEqual([['access']]);
    });

    it('refuses users outside the team, bad values and undeclared keys (400); 404 for foreign agents', async () => {
      const agent = await createAgent(app, owner);
      const stranger = await createAgentCaller(app);
      const outsider = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}/access`)
        .set(owner.auth)
        .send({ allowedUserIds: [stranger.userId] })
        .expect(400);
      expect(outsider.body.details[0].field).toBe('allowedUserIds');
      expect(
        await errorCode(
          request(app.http)
            .patch(`/v1/agents/${agent.agentId}/access`)
            .set(owner.auth)
            .send({ visibility: 'everyone' }),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(
          request(app.http)
            .patch(`/v1/agents/${agent.agentId}/access`)
            .set(owner.auth)
            .send({ nodeEnabled: true }),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${agent.agentId}/access`).set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http).patch(`/v1/agents/${agent.agentId}/access`).set(stranger.auth).send({}),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${randomUUID()}/access`).set(owner.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      expect(
        await errorCode(
          request(app.http).patch(`/v1/agents/${agent.agentId}/access`).set(reader.auth).send({}),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
      const writer = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:write');
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${agent.agentId}/access`).set(writer.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
    });
  });

  describe('PATCH /v1/agents/{id}/tree-access', () => {
    it('lets the installer update the three axes and answers with the axes after the write', async () => {
      const agent = await createAgent(app, owner, {
        commands: [{ name: 'run' }, { name: 'stop' }],
      });
      const child = await createAgent(app, owner);
      await request(app.http)
        .post(`/v1/agents/${agent.agentId}/children`)
        .set(owner.auth)
        .send({ childAgentId: child.agentId })
        .expect(200);
      const res = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}/tree-access`)
        .set(owner.auth)
        .send({
          nodeEnabled: false,
          childAccess: { [child.agentId]: false },
          commandAccess: { stop: false },
        })
        .expect(200);
      expect(res.body).toEqual({
        message: expect.any(String),
        agentId: agent.agentId,
        nodeEnabled: false,
        childAccess: { [child.agentId]: false },
        commandAccess: { run: true, stop: false },
      });
      const second = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}/tree-access`)
        .set(owner.auth)
        .send({ commandAccess: { run: false } })
        .expect(200);
      expect(second.body).toMatchObject({
        nodeEnabled: false,
        commandAccess: { run: false, stop: false },
      });
    });

    it('is strict: unknown children or commands, non-booleans, empty bodies and undeclared keys are 400', async () => {
      const agent = await createAgent(app, owner, { commands: [{ name: 'run' }] });
      const path = `/v1/agents/${agent.agentId}/tree-access`;
      const cases = [
        {},
        { childAccess: { [randomUUID()]: true } },
        { commandAccess: { fly: true } },
        { commandAccess: { run: 'yes' } },
        { nodeEnabled: 'true' },
        { childAccess: [] },
        { nodeEnabled: true, visibility: 'team' },
      ];
      for (const body of cases) {
        const res = await request(app.http).patch(path).set(owner.auth).send(body);
        expect({ body, status: res.status, error: res.body.error }).toEqual({
          body,
          status: 400,
          error: 'VALIDATION_ERROR',
        });
      }
    });

    it('is installer-only: 403 for other users, and for the author or listing team', async () => {
      const agent = await createAgent(app, owner);
      const admin = await createTeammate(app, owner.teamId, 'admin');
      const res = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}/tree-access`)
        .set(admin.auth)
        .send({ nodeEnabled: false })
        .expect(403);
      expect(res.body.error).toBe('TREE_ACCESS_INSTALLER_ONLY');
      const authored = await installAgent(app, {
        teamId: owner.teamId,
        installedBy: owner.userId,
        listingId: 'listing-1',
        authorTeamId: owner.teamId,
      });
      const listed = await installAgent(app, {
        teamId: owner.teamId,
        installedBy: owner.userId,
        listingId: 'listing-2',
        authorTeamId: randomUUID(),
        listingTeamId: owner.teamId,
      });
      for (const id of [authored.id, listed.id]) {
        const refused = await request(app.http)
          .patch(`/v1/agents/${id}/tree-access`)
          .set(owner.auth)
          .send({ nodeEnabled: false })
          .expect(403);
        expect(refused.body).toEqual({
          error: 'TREE_ACCESS_INSTALLER_ONLY',
          message: expect.stringMatching(/author or listing team/),
        });
      }
      const fromElsewhere = await installAgent(app, {
        teamId: owner.teamId,
        installedBy: owner.userId,
        listingId: 'listing-3',
        authorTeamId: randomUUID(),
        listingTeamId: randomUUID(),
      });
      await request(app.http)
        .patch(`/v1/agents/${fromElsewhere.id}/tree-access`)
        .set(owner.auth)
        .send({ nodeEnabled: false })
        .expect(200);
      const system = await installAgent(app, {
        teamId: owner.teamId,
        source: 'system',
        isSystemAgent: true,
      });
      expect(
        await errorCode(
          request(app.http)
            .patch(`/v1/agents/${system.id}/tree-access`)
            .set(owner.auth)
            .send({ nodeEnabled: false }),
          403,
        ),
      ).toBe('TREE_ACCESS_INSTALLER_ONLY');
    });

    it('answers 404 for unknown and foreign agents and 403 INSUFFICIENT_SCOPE for readers', async () => {
      expect(
        await errorCode(
          request(app.http)
            .patch(`/v1/agents/${randomUUID()}/tree-access`)
            .set(owner.auth)
            .send({ nodeEnabled: true }),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const agent = await createAgent(app, owner);
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http)
            .patch(`/v1/agents/${agent.agentId}/tree-access`)
            .set(stranger.auth)
            .send({ nodeEnabled: true }),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      const res = await request(app.http)
        .patch(`/v1/agents/${agent.agentId}/tree-access`)
        .set(reader.auth)
        .send({ nodeEnabled: true })
        .expect(403);
      expect(res.body.error).toBe('INSUFFICIENT_SCOPE');
    });
  });

  describe('GET and PATCH /v1/agents/{id}/tool-access-overrides', () => {
    it('reads an empty map, merges updates and removes an override given null', async () => {
      const agent = await createAgent(app, owner, { tools: ['web_search', 'send_mail'] });
      const path = `/v1/agents/${agent.agentId}/tool-access-overrides`;
      expect((await request(app.http).get(path).set(owner.auth).expect(200)).body).toEqual({
        agentId: agent.agentId,
        overrides: {},
      });
      await request(app.http)
        .patch(path)
        .set(owner.auth)
        .send({ overrides: { web_search: 'deny', send_mail: 'ask' } })
        .expect(200);
      const res = await request(app.http)
        .patch(path)
        .set(owner.auth)
        .send({ overrides: { send_mail: null } })
        .expect(200);
      expect(res.body.overrides).toEqual({ web_search: 'deny' });
      expect(
        (await request(app.http).get(path).set(owner.auth).expect(200)).body.overrides,
      ).toEqual({ web_search: 'deny' });
    });

    it('answers 400 TOOL_ACCESS_OVERRIDE_INVALID for unknown tools or bad values, changing nothing', async () => {
      const agent = await createAgent(app, owner, { tools: ['web_search'] });
      const path = `/v1/agents/${agent.agentId}/tool-access-overrides`;
      for (const overrides of [
        { ghost: 'allow' },
        { web_search: 'sometimes' },
        { web_search: true },
        { web_search: 'deny', ghost: 'deny' },
      ]) {
        const res = await request(app.http)
          .patch(path)
          .set(owner.auth)
          .send({ overrides })
          .expect(400);
        expect(res.body).toMatchObject({
          error: 'TOOL_ACCESS_OVERRIDE_INVALID',
          details: expect.any(Array),
        });
      }
      expect(
        (await request(app.http).get(path).set(owner.auth).expect(200)).body.overrides,
      ).toEqual({});
      expect(
        (await request(app.http).patch(path).set(owner.auth).send({}).expect(400)).body.error,
      ).toBe('VALIDATION_ERROR');
    });

    it('answers 404 for unknown and foreign agents; scopes per action', async () => {
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${randomUUID()}/tool-access-overrides`).set(owner.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http)
            .patch(`/v1/agents/${randomUUID()}/tool-access-overrides`)
            .set(owner.auth)
            .send({ overrides: {} }),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const agent = await createAgent(app, owner);
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http)
            .get(`/v1/agents/${agent.agentId}/tool-access-overrides`)
            .set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      expect(
        await errorCode(
          request(app.http)
            .patch(`/v1/agents/${agent.agentId}/tool-access-overrides`)
            .set(reader.auth)
            .send({ overrides: {} }),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${agent.agentId}/tool-access-overrides`),
          401,
        ),
      ).toBe('UNAUTHORIZED');
    });
  });

  describe('/v1/agents/{id}/favorites', () => {
    it('is per calling user: add and remove are idempotent', async () => {
      const agent = await createAgent(app, owner);
      const path = `/v1/agents/${agent.agentId}/favorites`;
      const teammate = await createTeammate(app, owner.teamId, 'member');
      expect((await request(app.http).get(path).set(owner.auth).expect(200)).body).toEqual({
        agentId: agent.agentId,
        favorite: false,
      });
      await request(app.http).post(path).set(owner.auth).expect(200);
      expect((await request(app.http).post(path).set(owner.auth).expect(200)).body.favorite).toBe(
        true,
      );
      expect((await request(app.http).get(path).set(owner.auth).expect(200)).body.favorite).toBe(
        true,
      );
      expect((await request(app.http).get(path).set(teammate.auth).expect(200)).body.favorite).toBe(
        false,
      );
      await request(app.http).delete(path).set(owner.auth).expect(200);
      expect((await request(app.http).delete(path).set(owner.auth).expect(200)).body.favorite).toBe(
        false,
      );
      expect((await request(app.http).get(path).set(owner.auth).expect(200)).body.favorite).toBe(
        false,
      );
    });

    it('answers 404 for unknown and foreign agents and refuses missing scopes', async () => {
      for (const method of ['get', 'post', 'delete'] as const) {
        const server = request(app.http);
        expect(
          await errorCode(
            server[method](`/v1/agents/${randomUUID()}/favorites`).set(owner.auth),
            404,
          ),
        ).toBe('AGENT_NOT_FOUND');
      }
      const agent = await createAgent(app, owner);
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http).post(`/v1/agents/${agent.agentId}/favorites`).set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      expect(
        await errorCode(
          request(app.http).post(`/v1/agents/${agent.agentId}/favorites`).set(reader.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
      expect(
        await errorCode(
          request(app.http).delete(`/v1/agents/${agent.agentId}/favorites`).set(reader.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
      const writer = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:write');
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${agent.agentId}/favorites`).set(writer.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
    });
  });
});
