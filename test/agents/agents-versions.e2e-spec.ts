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
import { failNextRunOf } from '../support/failing-statement';
import { AGENT_VERSIONS_PAGE } from '../../src/agents/versions/agent-versions.queries';

describe('Agents: config versions', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAgentCaller(app);
  });
  afterAll(() => app.close());

  const versions = (agentId: string) => `/v1/agents/${agentId}/versions`;
  const draft = (agentId: string, body: Record<string, unknown> = {}, auth = owner.auth) =>
    request(app.http).post(versions(agentId)).set(auth).send(body);

  describe('POST /v1/agents/{id}/versions', () => {
    it('creates an open draft (201) from the live config with the fields given replaced', async () => {
      const agent = await createAgent(app, owner, { instructions: 'live', tools: ['web'] });
      const res = await draft(agent.agentId, {
        label: 'Try terse',
        config: { instructions: 'terse' },
      }).expect(201);
      expect(res.body).toMatchObject({
        agentId: agent.agentId,
        versionNumber: 2,
        state: 'draft',
        live: false,
        label: 'Try terse',
        config: { instructions: 'terse', tools: ['web'] },
        createdBy: owner.userId,
        sealedAt: null,
      });
      const events = (await outboxEvents(app, owner.teamId, 'agent.version.created')).filter(
        (event) => event.data.agentId === agent.agentId && event.data.versionNumber === 2,
      );
      expect(events).toHaveLength(1);
    });

    it('starts from another version with fromVersionNumber (400 when it does not exist)', async () => {
      const agent = await createAgent(app, owner, { instructions: 'v1' });
      await request(app.http)
        .patch(`/v1/agents/${agent.agentId}`)
        .set(owner.auth)
        .send({ instructions: 'edited' })
        .expect(200);
      const res = await draft(agent.agentId, { fromVersionNumber: 1 }).expect(201);
      expect(res.body.config.instructions).toBe('v1');
      const missing = await draft(agent.agentId, { fromVersionNumber: 99 }).expect(400);
      expect(missing.body.details[0].field).toBe('fromVersionNumber');
    });

    it('refuses invalid configs and undeclared fields with 400 VALIDATION_ERROR', async () => {
      const agent = await createAgent(app, owner);
      const model = await draft(agent.agentId, {
        config: { runtime: { provider: 'x', model: 'y' } },
      }).expect(400);
      expect(model.body.details[0].field).toBe('config.runtime.model');
      const extra = await draft(agent.agentId, { config: { colour: 'blue' } }).expect(400);
      expect(extra.body.details[0]).toMatchObject({ field: '', code: 'unrecognized_keys' });
    });

    it('allows 50 live versions and refuses the 51st with 400 VERSION_LIMIT_EXCEEDED', async () => {
      const caller = await createAgentCaller(app);
      const agent = await createAgent(app, caller);
      for (let created = 1; created < 50; created += 1)
        await draft(agent.agentId, {}, caller.auth).expect(201);
      const res = await draft(agent.agentId, {}, caller.auth).expect(400);
      expect(res.body.error).toBe('VERSION_LIMIT_EXCEEDED');
      await request(app.http)
        .delete(`${versions(agent.agentId)}/50`)
        .set(caller.auth)
        .expect(200);
      const next = await draft(agent.agentId, {}, caller.auth).expect(201);
      expect(next.body.versionNumber).toBe(51);
    });

    it('answers 404 for unknown or foreign agents and 403 without ai_agents:write', async () => {
      expect(await errorCode(draft(randomUUID()), 404)).toBe('AGENT_NOT_FOUND');
      const agent = await createAgent(app, owner);
      const stranger = await createAgentCaller(app);
      expect(await errorCode(draft(agent.agentId, {}, stranger.auth), 404)).toBe('AGENT_NOT_FOUND');
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      expect((await draft(agent.agentId, {}, reader.auth).expect(403)).body.error).toBe(
        'INSUFFICIENT_SCOPE',
      );
    });
  });

  describe('GET /v1/agents/{id}/versions', () => {
    it('500 INTERNAL_ERROR in the flat envelope when the database fails mid-request', async () => {
      const agent = await createAgent(app, owner);
      const spy = failNextRunOf(
        app,
        AGENT_VERSIONS_PAGE,
        new Error('simulated statement failure: secret'),
      );
      try {
        const res = await request(app.http).get(versions(agent.agentId)).set(owner.auth);
        expect([res.status, res.body]).toEqual([
          500,
          { error: 'INTERNAL_ERROR', message: 'Internal server error' },
        ]);
      } finally {
        spy.mockRestore();
      }
    });

    it('lists newest first as a version page: {data, pagination:{limit, hasMore}} without total', async () => {
      const agent = await createAgent(app, owner);
      await draft(agent.agentId).expect(201);
      await draft(agent.agentId).expect(201);
      const res = await request(app.http)
        .get(`${versions(agent.agentId)}?limit=2`)
        .set(owner.auth)
        .expect(200);
      expect(res.body.pagination).toEqual({ limit: 2, hasMore: true });
      expect(
        res.body.data.map((version: { versionNumber: number }) => version.versionNumber),
      ).toEqual([3, 2]);
      const all = await request(app.http).get(versions(agent.agentId)).set(owner.auth).expect(200);
      expect(all.body.pagination).toEqual({ limit: 20, hasMore: false });
      const clamped = await request(app.http)
        .get(`${versions(agent.agentId)}?limit=1000`)
        .set(owner.auth)
        .expect(200);
      expect(clamped.body.pagination.limit).toBe(100);
    });

    it('lists each version as GET /versions/{versionNumber} shows it, live flag included', async () => {
      const agent = await createAgent(app, owner);
      await draft(agent.agentId, { label: 'Second' }).expect(201);
      await request(app.http)
        .post(`${versions(agent.agentId)}/2/seal`)
        .set(owner.auth)
        .expect(200);
      await draft(agent.agentId).expect(201);
      const list = await request(app.http).get(versions(agent.agentId)).set(owner.auth).expect(200);
      const singles = [];
      for (const versionNumber of [3, 2, 1]) {
        const single = await request(app.http)
          .get(`${versions(agent.agentId)}/${versionNumber}`)
          .set(owner.auth)
          .expect(200);
        singles.push(single.body);
      }
      expect(list.body.data).toEqual(singles);
      expect(list.body.data.map((version: { live: boolean }) => version.live)).toEqual([
        false,
        true,
        false,
      ]);
    });

    it('applies the visibility ACL: a restricted agent is 404 to members it is not shared with', async () => {
      const agent = await createAgent(app, owner);
      const listed = await createTeammate(app, owner.teamId, 'member');
      const other = await createTeammate(app, owner.teamId, 'member');
      const admin = await createTeammate(app, owner.teamId, 'admin');
      await request(app.http)
        .patch(`/v1/agents/${agent.agentId}/access`)
        .set(owner.auth)
        .send({ visibility: 'restricted', allowedUserIds: [listed.userId] })
        .expect(200);
      for (const reader of [owner, listed, admin]) {
        const res = await request(app.http).get(versions(agent.agentId)).set(reader.auth);
        expect(res.status).toBe(200);
        expect(res.body.data).toHaveLength(1);
      }
      expect(
        await errorCode(request(app.http).get(versions(agent.agentId)).set(other.auth), 404),
      ).toBe('AGENT_NOT_FOUND');
    });

    it('refuses a token without ai_agents:read with 403 FORBIDDEN, not INSUFFICIENT_SCOPE', async () => {
      const agent = await createAgent(app, owner);
      const writer = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:write');
      const res = await request(app.http).get(versions(agent.agentId)).set(writer.auth).expect(403);
      expect(res.body).toEqual({
        error: 'FORBIDDEN',
        message: 'API token does not have scope ai_agents:read',
      });
      expect(await errorCode(request(app.http).get(versions(agent.agentId)), 401)).toBe(
        'UNAUTHORIZED',
      );
    });

    it('answers 404 AGENT_NOT_FOUND for unknown and foreign agents; 400 for a bad limit or offset', async () => {
      const unknown = await request(app.http)
        .get(versions(randomUUID()))
        .set(owner.auth)
        .expect(404);
      expect(unknown.body.error).toBe('AGENT_NOT_FOUND');
      const agent = await createAgent(app, owner);
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(request(app.http).get(versions(agent.agentId)).set(stranger.auth), 404),
      ).toBe('AGENT_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http)
            .get(`${versions(agent.agentId)}?limit=0`)
            .set(owner.auth),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      expect(
        await errorCode(
          request(app.http)
            .get(`${versions(agent.agentId)}?offset=1`)
            .set(owner.auth),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
    });
  });

  describe('GET /v1/agents/{id}/versions/{versionNumber}', () => {
    it('reads one version; 400 VALIDATION_ERROR unless a positive integer; 404 when absent', async () => {
      const agent = await createAgent(app, owner);
      const res = await request(app.http)
        .get(`${versions(agent.agentId)}/1`)
        .set(owner.auth)
        .expect(200);
      expect(res.body).toMatchObject({ versionNumber: 1, state: 'sealed', live: true });
      for (const bad of ['0', '-1', '1.5', 'abc', '1e2']) {
        const refused = await request(app.http)
          .get(`${versions(agent.agentId)}/${bad}`)
          .set(owner.auth)
          .expect(400);
        expect(refused.body).toMatchObject({
          error: 'VALIDATION_ERROR',
          details: [{ field: 'versionNumber' }],
        });
      }
      const missing = await request(app.http)
        .get(`${versions(agent.agentId)}/7`)
        .set(owner.auth)
        .expect(404);
      expect(missing.body.error).toBe('VERSION_NOT_FOUND');
    });

    it('refuses without ai_agents:read with 403 FORBIDDEN (even for a bad number) and 401 without a token', async () => {
      const agent = await createAgent(app, owner);
      const writer = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:write');
      for (const number of ['1', 'abc']) {
        const res = await request(app.http)
          .get(`${versions(agent.agentId)}/${number}`)
          .set(writer.auth)
          .expect(403);
        expect(res.body.error).toBe('FORBIDDEN');
      }
      expect(await errorCode(request(app.http).get(`${versions(agent.agentId)}/1`), 401)).toBe(
        'UNAUTHORIZED',
      );
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http)
            .get(`${versions(agent.agentId)}/1`)
            .set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
    });
  });

  describe('Agent config version states', () => {
    it('open draft → PATCH → open draft (200 returns the updated draft, no event)', async () => {
      const agent = await createAgent(app, owner);
      await draft(agent.agentId).expect(201);
      const before = (await outboxEvents(app, owner.teamId)).length;
      const res = await request(app.http)
        .patch(`${versions(agent.agentId)}/2`)
        .set(owner.auth)
        .send({
          label: 'Edited',
          config: { instructions: 'draft text', commands: [{ name: 'go' }] },
        })
        .expect(200);
      expect(res.body).toMatchObject({
        versionNumber: 2,
        state: 'draft',
        label: 'Edited',
        config: { instructions: 'draft text', commands: [{ name: 'go', description: '' }] },
      });
      expect((await outboxEvents(app, owner.teamId)).length).toBe(before);
      const live = await request(app.http)
        .get(`/v1/agents/${agent.agentId}`)
        .set(owner.auth)
        .expect(200);
      expect(live.body.instructions).toBe('');
      const cleared = await request(app.http)
        .patch(`${versions(agent.agentId)}/2`)
        .set(owner.auth)
        .send({ label: null })
        .expect(200);
      expect(cleared.body).toMatchObject({ label: null, config: { instructions: 'draft text' } });
    });

    it('sealed → PATCH → 409 VERSION_SEALED, unchanged', async () => {
      const agent = await createAgent(app, owner, { instructions: 'first' });
      const res = await request(app.http)
        .patch(`${versions(agent.agentId)}/1`)
        .set(owner.auth)
        .send({ config: { instructions: 'changed' } })
        .expect(409);
      expect(res.body).toEqual({ error: 'VERSION_SEALED', message: expect.any(String) });
      const version = await request(app.http)
        .get(`${versions(agent.agentId)}/1`)
        .set(owner.auth)
        .expect(200);
      expect(version.body.config.instructions).toBe('first');
    });

    it('PATCH refuses bad bodies (400), unknown versions and agents (404), bad numbers (400), readers (403)', async () => {
      const agent = await createAgent(app, owner);
      await draft(agent.agentId).expect(201);
      const patch = (path: string, body: Record<string, unknown>, auth = owner.auth) =>
        request(app.http).patch(path).set(auth).send(body);
      const path = versions(agent.agentId);
      expect(await errorCode(patch(`${path}/2`, { config: { tools: ['BAD TOOL'] } }), 400)).toBe(
        'VALIDATION_ERROR',
      );
      expect(await errorCode(patch(`${path}/2`, { state: 'sealed' }), 400)).toBe(
        'VALIDATION_ERROR',
      );
      expect(await errorCode(patch(`${path}/9`, {}), 404)).toBe('VERSION_NOT_FOUND');
      expect(await errorCode(patch(`${path}/zero`, {}), 400)).toBe('VALIDATION_ERROR');
      expect(await errorCode(patch(`${versions(randomUUID())}/1`, {}), 404)).toBe(
        'AGENT_NOT_FOUND',
      );
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      expect(await errorCode(patch(`${path}/2`, {}, reader.auth), 403)).toBe('INSUFFICIENT_SCOPE');
    });

    it('seal makes a draft sealed and its config live; sealing a sealed version re-applies it', async () => {
      const agent = await createAgent(app, owner, { instructions: 'one', tools: ['web'] });
      await draft(agent.agentId, { config: { instructions: 'two', tools: [] } }).expect(201);
      const sealed = await request(app.http)
        .post(`${versions(agent.agentId)}/2/seal`)
        .set(owner.auth)
        .expect(200);
      expect(sealed.body).toMatchObject({
        versionNumber: 2,
        state: 'sealed',
        live: true,
        sealedAt: expect.any(String),
      });
      let live = await request(app.http)
        .get(`/v1/agents/${agent.agentId}`)
        .set(owner.auth)
        .expect(200);
      expect(live.body).toMatchObject({ instructions: 'two', tools: [], liveVersionNumber: 2 });
      await request(app.http)
        .post(`${versions(agent.agentId)}/1/seal`)
        .set(owner.auth)
        .expect(200);
      live = await request(app.http).get(`/v1/agents/${agent.agentId}`).set(owner.auth).expect(200);
      expect(live.body).toMatchObject({
        instructions: 'one',
        tools: ['web'],
        liveVersionNumber: 1,
      });
      const events = (await outboxEvents(app, owner.teamId, 'agent.version.sealed')).filter(
        (event) => event.data.agentId === agent.agentId,
      );
      expect(events.map((event) => event.data.reapplied)).toEqual(
        expect.arrayContaining([false, true]),
      );
      expect(
        await errorCode(
          request(app.http)
            .post(`${versions(agent.agentId)}/5/seal`)
            .set(owner.auth),
          404,
        ),
      ).toBe('VERSION_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http)
            .post(`${versions(agent.agentId)}/0/seal`)
            .set(owner.auth),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      expect(
        await errorCode(
          request(app.http)
            .post(`${versions(agent.agentId)}/1/seal`)
            .set(reader.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
    });

    it('seal keeps the ownership scope of PATCH: a member cannot make live the config of an agent they did not install', async () => {
      const agent = await createAgent(app, owner, { instructions: 'owner wrote this' });
      const member = await createTeammate(app, owner.teamId, 'member');
      const drafted = await draft(
        agent.agentId,
        { config: { instructions: 'member' } },
        member.auth,
      ).expect(201);
      const refused = await request(app.http)
        .post(`${versions(agent.agentId)}/${drafted.body.versionNumber}/seal`)
        .set(member.auth)
        .expect(403);
      expect(refused.body.error).toBe('AGENT_MANAGE_FORBIDDEN');
      const live = await request(app.http).get(`/v1/agents/${agent.agentId}`).set(owner.auth);
      expect(live.body).toMatchObject({ instructions: 'owner wrote this', liveVersionNumber: 1 });
      const own = await createAgent(app, member);
      await draft(own.agentId, {}, member.auth).expect(201);
      await request(app.http)
        .post(`${versions(own.agentId)}/2/seal`)
        .set(member.auth)
        .expect(200);
      await request(app.http)
        .post(`${versions(agent.agentId)}/${drafted.body.versionNumber}/seal`)
        .set(owner.auth)
        .expect(200);
    });

    it('any → DELETE with more than one live version → removed, 200 {deleted, remaining}', async () => {
      const agent = await createAgent(app, owner);
      await draft(agent.agentId).expect(201);
      await draft(agent.agentId).expect(201);
      const draftDeleted = await request(app.http)
        .delete(`${versions(agent.agentId)}/3`)
        .set(owner.auth)
        .expect(200);
      expect(draftDeleted.body).toEqual({ deleted: true, remaining: 2 });
      const sealedDeleted = await request(app.http)
        .delete(`${versions(agent.agentId)}/1`)
        .set(owner.auth)
        .expect(200);
      expect(sealedDeleted.body).toEqual({ deleted: true, remaining: 1 });
      const live = await request(app.http)
        .get(`/v1/agents/${agent.agentId}`)
        .set(owner.auth)
        .expect(200);
      expect(live.body.liveVersionNumber).toBeNull();
      expect(
        await errorCode(
          request(app.http)
            .get(`${versions(agent.agentId)}/1`)
            .set(owner.auth),
          404,
        ),
      ).toBe('VERSION_NOT_FOUND');
      const events = (await outboxEvents(app, owner.teamId, 'agent.version.deleted')).filter(
        (event) => event.data.agentId === agent.agentId,
      );
      expect(events).toHaveLength(2);
    });

    it('any → DELETE of the last remaining version → 409 VERSION_LAST_REMAINING, unchanged', async () => {
      const agent = await createAgent(app, owner);
      const res = await request(app.http)
        .delete(`${versions(agent.agentId)}/1`)
        .set(owner.auth)
        .expect(409);
      expect(res.body.error).toBe('VERSION_LAST_REMAINING');
      await request(app.http)
        .get(`${versions(agent.agentId)}/1`)
        .set(owner.auth)
        .expect(200);
      expect(
        await errorCode(
          request(app.http)
            .delete(`${versions(agent.agentId)}/2`)
            .set(owner.auth),
          404,
        ),
      ).toBe('VERSION_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http)
            .delete(`${versions(agent.agentId)}/x`)
            .set(owner.auth),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http)
            .delete(`${versions(agent.agentId)}/1`)
            .set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      expect(
        await errorCode(
          request(app.http)
            .delete(`${versions(agent.agentId)}/1`)
            .set(reader.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
    });
  });
});
