import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../support/test-app';
import {
  createAgent,
  createAgentCaller,
  createTeammate,
  startOnboarding,
} from '../factories/agents.factory';
import { errorCode } from '../support/error-code';
import { rawAnswer, rawHttp } from '../support/raw-http';

describe('Agents: models, manifests, onboarding, summary, context budget', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAgentCaller(app);
  });
  afterAll(() => app.close());

  async function restrictedAgentAndOutsider() {
    const agent = await createAgent(app, owner, { skills: [{ name: 'triage' }] });
    await request(app.http)
      .patch(`/v1/agents/${agent.agentId}/access`)
      .set(owner.auth)
      .send({ visibility: 'restricted' })
      .expect(200);
    return { agent, outsider: await createTeammate(app, owner.teamId, 'member') };
  }

  describe('GET /v1/agents/models', () => {
    it('serves the catalog: models with capabilities, provider defaults and the platform default', async () => {
      const res = await request(app.http).get('/v1/agents/models').set(owner.auth).expect(200);
      expect(res.body.catalogVersion).toEqual(expect.any(String));
      expect(res.body.models).toEqual(
        expect.arrayContaining([
          {
            provider: 'meta',
            model: 'llama-3.1-8b-instruct',
            displayName: expect.any(String),
            deprecated: false,
            capabilities: expect.objectContaining({
              contextWindow: 8192,
              tools: false,
              vision: false,
            }),
          },
        ]),
      );
      expect(res.body.providerDefaults).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            provider: 'openai',
            defaults: expect.objectContaining({ provider: 'openai', model: expect.any(String) }),
          }),
        ]),
      );
      expect(res.body.platformDefault).toEqual(
        expect.objectContaining({ provider: expect.any(String), model: expect.any(String) }),
      );
      expect(await errorCode(request(app.http).get('/v1/agents/models'), 401)).toBe('UNAUTHORIZED');
      const writer = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:write');
      expect(
        await errorCode(request(app.http).get('/v1/agents/models').set(writer.auth), 403),
      ).toBe('INSUFFICIENT_SCOPE');
    });
  });

  describe('GET /v1/agents/{id}/skills', () => {
    it('returns the skills manifest envelope', async () => {
      const agent = await createAgent(app, owner, {
        skills: [
          {
            name: 'charts',
            description: 'Reads charts',
            requires: ['vision'],
            instructions: 'long text',
          },
          { name: 'off', enabled: false },
        ],
      });
      const res = await request(app.http)
        .get(`/v1/agents/${agent.agentId}/skills`)
        .set(owner.auth)
        .expect(200);
      expect(res.body).toEqual({
        data: {
          agentId: agent.agentId,
          skills: [
            { name: 'charts', description: 'Reads charts', enabled: true, requires: ['vision'] },
            { name: 'off', description: '', enabled: false, requires: [] },
          ],
        },
      });
    });

    it('404 for a malformed id, 403 outside the visibility list, 404 for foreign agents', async () => {
      const bad = await request(app.http)
        .get('/v1/agents/not-an-id/skills')
        .set(owner.auth)
        .expect(404);
      expect(bad.body).toEqual({ error: 'AGENT_NOT_FOUND', message: expect.any(String) });
      const { agent, outsider } = await restrictedAgentAndOutsider();
      const denied = await request(app.http)
        .get(`/v1/agents/${agent.agentId}/skills`)
        .set(outsider.auth)
        .expect(403);
      expect(denied.body.error).toBe('AGENT_ACCESS_DENIED');
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${agent.agentId}/skills`).set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const writer = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:write');
      expect(
        (
          await request(app.http)
            .get(`/v1/agents/${agent.agentId}/skills`)
            .set(writer.auth)
            .expect(403)
        ).body.error,
      ).toBe('INSUFFICIENT_SCOPE');
    });
  });

  describe('GET /v1/agents/{id}/summary', () => {
    it('counts skills, subAgents, onboarding, commands, tools, sessions, secrets and hierarchy', async () => {
      const agent = await createAgent(app, owner, {
        skills: [{ name: 'a' }, { name: 'b', enabled: false }],
        commands: [{ name: 'go' }],
        tools: ['web', 'mail', 'files'],
        secretNames: ['API_KEY'],
        onboardingStages: [
          { key: 'one', title: 'One' },
          { key: 'two', title: 'Two' },
        ],
      });
      const [parent, child, grandchild] = [
        await createAgent(app, owner),
        await createAgent(app, owner),
        await createAgent(app, owner),
      ];
      const link = (from: string, to: string) =>
        request(app.http)
          .post(`/v1/agents/${from}/children`)
          .set(owner.auth)
          .send({ childAgentId: to })
          .expect(200);
      await link(parent.agentId, agent.agentId);
      await link(agent.agentId, child.agentId);
      await link(child.agentId, grandchild.agentId);
      await startOnboarding(app, {
        teamId: owner.teamId,
        agentId: agent.agentId,
        userId: owner.userId,
      });
      const res = await request(app.http)
        .get(`/v1/agents/${agent.agentId}/summary`)
        .set(owner.auth)
        .expect(200);
      expect(res.body).toEqual({
        data: {
          agentId: agent.agentId,
          skills: 2,
          subAgents: 1,
          onboarding: 2,
          commands: 1,
          tools: 3,
          sessions: 1,
          secrets: 1,
          hierarchy: { parents: 1, descendants: 2 },
        },
      });
    });

    it('403 outside the visibility list, 404 for unknown and malformed ids', async () => {
      expect(
        await errorCode(request(app.http).get('/v1/agents/123/summary').set(owner.auth), 404),
      ).toBe('AGENT_NOT_FOUND');
      const { agent, outsider } = await restrictedAgentAndOutsider();
      expect(
        (
          await request(app.http)
            .get(`/v1/agents/${agent.agentId}/summary`)
            .set(outsider.auth)
            .expect(403)
        ).body.error,
      ).toBe('AGENT_ACCESS_DENIED');
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${randomUUID()}/summary`).set(owner.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      expect(
        await errorCode(request(app.http).get(`/v1/agents/${agent.agentId}/summary`), 401),
      ).toBe('UNAUTHORIZED');
    });
  });

  describe('GET /v1/agents/{id}/onboardings', () => {
    it('returns the onboarding stages manifest; 404 for malformed ids, foreign or hidden agents', async () => {
      const agent = await createAgent(app, owner, {
        onboardingStages: [{ key: 'connect', title: 'Connect', description: 'Link your CRM' }],
      });
      const res = await request(app.http)
        .get(`/v1/agents/${agent.agentId}/onboardings`)
        .set(owner.auth)
        .expect(200);
      expect(res.body).toEqual({
        data: {
          agentId: agent.agentId,
          stages: [{ key: 'connect', title: 'Connect', description: 'Link your CRM' }],
        },
      });
      expect(
        await errorCode(request(app.http).get('/v1/agents/x/onboardings').set(owner.auth), 404),
      ).toBe('AGENT_NOT_FOUND');
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${agent.agentId}/onboardings`).set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const { agent: hidden, outsider } = await restrictedAgentAndOutsider();
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${hidden.agentId}/onboardings`).set(outsider.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
    });
  });

  describe('400 on skills, summary and onboardings (docs/agents.md: an unreadable request)', () => {
    let port: number;
    beforeAll(async () => {
      port = Number(new URL(await app.listen()).port);
    });

    it('answers a request line it cannot parse with 400 VALIDATION_ERROR in the error envelope', async () => {
      const { agentId } = await createAgent(app, owner);
      for (const route of ['skills', 'summary', 'onboardings']) {
        const answer = await rawHttp(
          port,
          `GET /v1/agents/${agentId}/${route}\u0001 HTTP/1.1\r\nHost: x\r\n` +
            `Authorization: ${owner.auth.Authorization}\r\n\r\n`,
        );
        const { statusLine, body } = rawAnswer(answer);
        expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
        expect(body).toMatchObject({ error: 'VALIDATION_ERROR' });
      }
    });
  });

  describe('GET /v1/agents/{id}/onboarding-progress', () => {
    it("returns null until initialised, then the calling user's progress", async () => {
      const agent = await createAgent(app, owner, {
        onboardingStages: [
          { key: 'one', title: 'One' },
          { key: 'two', title: 'Two' },
        ],
      });
      const path = `/v1/agents/${agent.agentId}/onboarding-progress`;
      expect((await request(app.http).get(path).set(owner.auth).expect(200)).body).toEqual({
        data: null,
      });
      await startOnboarding(app, {
        teamId: owner.teamId,
        agentId: agent.agentId,
        userId: owner.userId,
        currentStageKey: 'two',
        completedStageKeys: ['one'],
      });
      const res = await request(app.http).get(path).set(owner.auth).expect(200);
      expect(res.body.data).toEqual({
        agentId: agent.agentId,
        currentStageKey: 'two',
        completedStageKeys: ['one'],
        totalStages: 2,
        startedAt: expect.any(String),
        updatedAt: expect.any(String),
        completedAt: null,
      });
      const teammate = await createTeammate(app, owner.teamId, 'member');
      expect((await request(app.http).get(path).set(teammate.auth).expect(200)).body).toEqual({
        data: null,
      });
      expect(
        (await request(app.http).get(`${path}?teamId=${owner.teamId}`).set(owner.auth).expect(200))
          .body.data,
      ).not.toBeNull();
    });

    it('answers 400 when the selected team is missing, 404 for unknown agents', async () => {
      const agent = await createAgent(app, owner);
      const path = `/v1/agents/${agent.agentId}/onboarding-progress`;
      for (const teamId of ['', randomUUID()]) {
        const res = await request(app.http)
          .get(`${path}?teamId=${teamId}`)
          .set(owner.auth)
          .expect(400);
        expect(res.body.error).toBe('TEAM_NOT_SELECTED');
      }
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${randomUUID()}/onboarding-progress`).set(owner.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const stranger = await createAgentCaller(app);
      expect(await errorCode(request(app.http).get(path).set(stranger.auth), 404)).toBe(
        'AGENT_NOT_FOUND',
      );
      const writer = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:write');
      expect(await errorCode(request(app.http).get(path).set(writer.auth), 403)).toBe(
        'INSUFFICIENT_SCOPE',
      );
    });
  });

  describe('GET /v1/agents/{id}/context-budget', () => {
    it("measures instructions, skills and tools against the model's context window", async () => {
      const agent = await createAgent(app, owner, {
        runtime: { provider: 'meta', model: 'llama-3.3-70b-instruct' },
        instructions: 'x'.repeat(4000),
        skills: [{ name: 'abcd', description: 'efgh' }],
        tools: ['web'],
      });
      const res = await request(app.http)
        .get(`/v1/agents/${agent.agentId}/context-budget`)
        .set(owner.auth)
        .expect(200);
      expect(res.body).toEqual({
        agentId: agent.agentId,
        provider: 'meta',
        model: 'llama-3.3-70b-instruct',
        contextWindow: 131072,
        outputReserve: 4096,
        usage: { instructions: 1000, skills: 3, tools: 151, total: 1154 },
        remaining: 131072 - 4096 - 1154,
        percentUsed: expect.any(Number),
        fits: true,
      });
    });

    it('answers 404 for unknown and foreign agents and refuses missing scopes', async () => {
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${randomUUID()}/context-budget`).set(owner.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const agent = await createAgent(app, owner);
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${agent.agentId}/context-budget`).set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      expect(
        await errorCode(request(app.http).get(`/v1/agents/${agent.agentId}/context-budget`), 401),
      ).toBe('UNAUTHORIZED');
    });
  });
});
