import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { BulkConfirmTokens } from '../../src/agents/bulk/bulk-confirm-token';
import { createTestApp, TestApp } from '../support/test-app';
import {
  createAgent,
  createAgentCaller,
  createTeammate,
  installAgent,
  outboxEvents,
} from '../factories/agents.factory';
import { errorCode } from '../support/error-code';

const TARGET = { provider: 'openai', model: 'gpt-4.1', temperature: 0.2 };
const COMPACT = { provider: 'meta', model: 'llama-3.1-8b-instruct' };

describe('Agents: bulk model switch', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const count = (auth: Record<string, string>, body: object) =>
    request(app.http).post('/v1/agents/bulk/count').set(auth).send(body);
  const apply = (auth: Record<string, string>, body: object) =>
    request(app.http).post('/v1/agents/bulk').set(auth).send(body);
  const byIds = (agentIds: string[], target: object = TARGET) => ({
    action: 'switch_model',
    selection: { agentIds },
    target,
  });
  const reasons = (blocked: { agentId: string; detail: { reason: string } }[]) =>
    Object.fromEntries(blocked.map((item) => [item.agentId, item.detail.reason]));

  describe('POST /v1/agents/bulk/count', () => {
    it('counts what would switch and reports each blocked agent with its reason', async () => {
      const caller = await createAgentCaller(app);
      const movable = await createAgent(app, caller);
      const onTarget = await createAgent(app, caller, { runtime: TARGET });
      const withTools = await createAgent(app, caller, { tools: ['web'] });
      const system = await installAgent(app, {
        teamId: caller.teamId,
        source: 'system',
        isSystemAgent: true,
      });
      const foreign = await createAgent(app, await createAgentCaller(app));
      const missing = randomUUID();
      const res = await count(
        caller.auth,
        byIds(
          [
            movable.agentId,
            onTarget.agentId,
            withTools.agentId,
            system.id,
            foreign.agentId,
            missing,
          ],
          COMPACT,
        ),
      ).expect(200);
      expect(res.body).toEqual({
        count: 2,
        blocked: expect.any(Array),
        confirmToken: expect.stringMatching(/^bct_/),
        expiresAt: expect.any(String),
      });
      expect(reasons(res.body.blocked)).toEqual({
        [withTools.agentId]: 'tools_unsupported',
        [system.id]: 'system_agent',
        [foreign.agentId]: 'agent_not_found',
        [missing]: 'agent_not_found',
      });
      for (const item of res.body.blocked) {
        expect(item).toEqual({
          agentId: expect.any(String),
          code: 'ACTION_PRECONDITION_UNMET',
          detail: { reason: expect.any(String), message: expect.any(String) },
        });
      }
      const ttl = new Date(res.body.expiresAt).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);
      const onTargetCount = await count(caller.auth, byIds([onTarget.agentId])).expect(200);
      expect(reasons(onTargetCount.body.blocked)).toEqual({
        [onTarget.agentId]: 'already_on_target',
      });
    });

    it('applies the ownership scope and the visibility ACL for members', async () => {
      const owner = await createAgentCaller(app);
      const member = await createTeammate(app, owner.teamId, 'member');
      const mine = await createAgent(app, member);
      const ownersOpen = await createAgent(app, owner);
      const ownersHidden = await createAgent(app, owner);
      await request(app.http)
        .patch(`/v1/agents/${ownersHidden.agentId}/access`)
        .set(owner.auth)
        .send({ visibility: 'restricted' })
        .expect(200);
      const listed = await count(
        member.auth,
        byIds([mine.agentId, ownersOpen.agentId, ownersHidden.agentId]),
      ).expect(200);
      expect(listed.body.count).toBe(1);
      expect(reasons(listed.body.blocked)).toEqual({
        [ownersOpen.agentId]: 'not_installer',
        [ownersHidden.agentId]: 'agent_not_found',
      });
      const all = await count(member.auth, {
        action: 'switch_model',
        selection: { all: true },
        target: TARGET,
      }).expect(200);
      expect(all.body).toMatchObject({ count: 1, blocked: [] });
      const ownerAll = await count(owner.auth, {
        action: 'switch_model',
        selection: { all: true },
        target: TARGET,
      }).expect(200);
      expect(ownerAll.body.count).toBe(3);
    });

    it('refuses unsupported actions, targets, selection fields and conditions with 400', async () => {
      const caller = await createAgentCaller(app);
      const agent = await createAgent(app, caller);
      const ids = { agentIds: [agent.agentId] };
      const bodies: object[] = [
        { action: 'delete_all', selection: ids, target: TARGET },
        { action: 'switch_model', selection: ids },
        { action: 'switch_model', selection: ids, target: { provider: 'openai' } },
        { action: 'switch_model', selection: ids, target: { provider: 'openai', model: 'gpt-9' } },
        {
          action: 'switch_model',
          selection: ids,
          target: { provider: 'openai', model: 'gpt-4-turbo' },
        },
        {
          action: 'switch_model',
          selection: ids,
          target: { provider: 'openai', model: 'o4-mini', temperature: 0.5 },
        },
        { action: 'switch_model', selection: ids, target: { ...TARGET, colour: 'red' } },
        { action: 'switch_model', selection: { ...ids, tags: ['x'] }, target: TARGET },
        { action: 'switch_model', selection: { ...ids, all: true }, target: TARGET },
        {
          action: 'switch_model',
          selection: { ...ids, filter: { provider: 'openai' } },
          target: TARGET,
        },
        { action: 'switch_model', selection: {}, target: TARGET },
        { action: 'switch_model', selection: { all: false }, target: TARGET },
        { action: 'switch_model', selection: { all: true, filter: { name: 'x' } }, target: TARGET },
        {
          action: 'switch_model',
          selection: { all: true, filter: { provider: { $in: ['openai'] } } },
          target: TARGET,
        },
        {
          action: 'switch_model',
          selection: { all: true, filter: { status: 'deleted' } },
          target: TARGET,
        },
        { action: 'switch_model', selection: { agentIds: [] }, target: TARGET },
      ];
      for (const body of bodies) {
        const res = await count(caller.auth, body);
        expect({ body, status: res.status, error: res.body.error }).toEqual({
          body,
          status: 400,
          error: 'VALIDATION_ERROR',
        });
        expect((await apply(caller.auth, body)).status).toBe(400);
      }
      const missingTarget = await count(caller.auth, {
        action: 'switch_model',
        selection: ids,
      }).expect(400);
      expect(missingTarget.body.details.map((detail: { field: string }) => detail.field)).toContain(
        'target',
      );
      // A filter beside an id list is a key that selection does not take: an empty field.
      const filterBesideIds = await count(caller.auth, {
        action: 'switch_model',
        selection: { ...ids, filter: { provider: 'openai' } },
        target: TARGET,
      }).expect(400);
      expect(filterBesideIds.body.details).toEqual([
        {
          field: '',
          message: expect.stringContaining('selection.filter'),
          code: 'unrecognized_keys',
        },
      ]);
    });

    it('needs ai_agents:write and a token', async () => {
      const caller = await createAgentCaller(app, 'ai_agents:read');
      expect((await count(caller.auth, byIds([randomUUID()])).expect(403)).body.error).toBe(
        'INSUFFICIENT_SCOPE',
      );
      expect((await apply(caller.auth, byIds([randomUUID()])).expect(403)).body.error).toBe(
        'INSUFFICIENT_SCOPE',
      );
      expect(
        await errorCode(
          request(app.http)
            .post('/v1/agents/bulk/count')
            .send(byIds([randomUUID()])),
          401,
        ),
      ).toBe('UNAUTHORIZED');
      expect(
        await errorCode(
          request(app.http)
            .post('/v1/agents/bulk')
            .send(byIds([randomUUID()])),
          401,
        ),
      ).toBe('UNAUTHORIZED');
    });
  });

  describe('POST /v1/agents/bulk', () => {
    it('switches each agent after a restorable sealed snapshot; partial success with blocked[]', async () => {
      const caller = await createAgentCaller(app);
      const first = await createAgent(app, caller, {
        instructions: 'keep me',
        runtime: { provider: 'anthropic', model: 'claude-haiku-4-5' },
      });
      const second = await createAgent(app, caller);
      const system = await installAgent(app, {
        teamId: caller.teamId,
        source: 'system',
        isSystemAgent: true,
      });
      const res = await apply(
        caller.auth,
        byIds([first.agentId, second.agentId, system.id]),
      ).expect(200);
      expect(res.body).toEqual({
        action: 'switch_model',
        target: TARGET,
        affected: 2,
        switched: expect.arrayContaining([
          { agentId: first.agentId, snapshotVersionNumber: 2 },
          { agentId: second.agentId, snapshotVersionNumber: 2 },
        ]),
        blocked: [
          {
            agentId: system.id,
            code: 'ACTION_PRECONDITION_UNMET',
            detail: { reason: 'system_agent', message: expect.any(String) },
          },
        ],
      });
      const switched = await request(app.http)
        .get(`/v1/agents/${first.agentId}`)
        .set(caller.auth)
        .expect(200);
      expect(switched.body).toMatchObject({
        runtime: TARGET,
        instructions: 'keep me',
        liveVersionNumber: null,
      });
      const snapshot = await request(app.http)
        .get(`/v1/agents/${first.agentId}/versions/2`)
        .set(caller.auth)
        .expect(200);
      expect(snapshot.body).toMatchObject({
        state: 'sealed',
        config: { runtime: { provider: 'anthropic', model: 'claude-haiku-4-5' } },
      });
      await request(app.http)
        .post(`/v1/agents/${first.agentId}/versions/2/seal`)
        .set(caller.auth)
        .expect(200);
      const restored = await request(app.http)
        .get(`/v1/agents/${first.agentId}`)
        .set(caller.auth)
        .expect(200);
      expect(restored.body.runtime).toEqual({ provider: 'anthropic', model: 'claude-haiku-4-5' });
      const events = await outboxEvents(app, caller.teamId);
      const completed = events.filter((event) => event.type === 'agent.bulk.completed');
      expect(completed).toHaveLength(1);
      expect(completed[0].data).toMatchObject({ action: 'switch_model', affected: 2 });
      const updated = events.filter(
        (event) => event.type === 'agent.updated' && event.data.bulk === true,
      );
      expect(updated.map((event) => event.data.agentId).sort()).toEqual(
        [first.agentId, second.agentId].sort(),
      );
    });

    it('select-all-matching needs the confirm token from the count', async () => {
      const caller = await createAgentCaller(app);
      const anthropic = await createAgent(app, caller);
      const openai = await createAgent(app, caller, {
        runtime: { provider: 'openai', model: 'gpt-4.1-mini' },
      });
      const body = {
        action: 'switch_model',
        selection: { all: true, filter: { provider: 'openai' } },
        target: TARGET,
      };
      const required = await apply(caller.auth, body).expect(400);
      expect(required.body.error).toBe('BULK_CONFIRMATION_REQUIRED');
      const preflight = await count(caller.auth, body).expect(200);
      expect(preflight.body.count).toBe(1);
      const res = await apply(caller.auth, {
        ...body,
        confirmToken: preflight.body.confirmToken,
      }).expect(200);
      expect(res.body.switched).toEqual([{ agentId: openai.agentId, snapshotVersionNumber: 2 }]);
      const untouched = await request(app.http)
        .get(`/v1/agents/${anthropic.agentId}`)
        .set(caller.auth)
        .expect(200);
      expect(untouched.body.runtime.provider).toBe('anthropic');
    });

    it('409 when the resolved selection changed since the count', async () => {
      const caller = await createAgentCaller(app);
      await createAgent(app, caller);
      const body = { action: 'switch_model', selection: { all: true }, target: TARGET };
      const preflight = await count(caller.auth, body).expect(200);
      const added = await createAgent(app, caller);
      const res = await apply(caller.auth, {
        ...body,
        confirmToken: preflight.body.confirmToken,
      }).expect(409);
      expect(res.body.error).toBe('BULK_SELECTION_CHANGED');
      const untouched = await request(app.http)
        .get(`/v1/agents/${added.agentId}`)
        .set(caller.auth)
        .expect(200);
      expect(untouched.body.runtime.provider).toBe('anthropic');

      const listed = byIds([added.agentId]);
      const listedCount = await count(caller.auth, listed).expect(200);
      await request(app.http).delete(`/v1/agents/${added.agentId}`).set(caller.auth).expect(200);
      expect(
        (
          await apply(caller.auth, {
            ...listed,
            confirmToken: listedCount.body.confirmToken,
          }).expect(409)
        ).body.error,
      ).toBe('BULK_SELECTION_CHANGED');
    });

    it('refuses a token minted for another target, a forged one (400) and an expired one (409)', async () => {
      const caller = await createAgentCaller(app);
      const agent = await createAgent(app, caller);
      const preflight = await count(caller.auth, byIds([agent.agentId])).expect(200);
      const otherTarget = await apply(caller.auth, {
        ...byIds([agent.agentId], { provider: 'openai', model: 'gpt-4.1-mini' }),
        confirmToken: preflight.body.confirmToken,
      }).expect(400);
      expect(otherTarget.body.error).toBe('BULK_CONFIRM_TOKEN_INVALID');
      const stranger = await createAgentCaller(app);
      expect(
        (
          await apply(stranger.auth, {
            ...byIds([agent.agentId]),
            confirmToken: preflight.body.confirmToken,
          }).expect(400)
        ).body.error,
      ).toBe('BULK_CONFIRM_TOKEN_INVALID');
      expect(
        (
          await apply(caller.auth, { ...byIds([agent.agentId]), confirmToken: 'bct_x.y.z' }).expect(
            400,
          )
        ).body.error,
      ).toBe('BULK_CONFIRM_TOKEN_INVALID');
      const stale = await app.get(BulkConfirmTokens).mint(
        {
          teamId: caller.teamId,
          action: 'switch_model',
          target: TARGET,
          agentIds: [agent.agentId],
        },
        Date.now() - 11 * 60_000,
      );
      expect(
        (
          await apply(caller.auth, { ...byIds([agent.agentId]), confirmToken: stale.token }).expect(
            409,
          )
        ).body.error,
      ).toBe('BULK_CONFIRMATION_EXPIRED');
      const unchanged = await request(app.http)
        .get(`/v1/agents/${agent.agentId}`)
        .set(caller.auth)
        .expect(200);
      expect(unchanged.body.runtime.provider).toBe('anthropic');
    });

    it('blocks an agent with no room for the snapshot version', async () => {
      const caller = await createAgentCaller(app);
      const agent = await createAgent(app, caller);
      for (let created = 1; created < 50; created += 1) {
        await request(app.http)
          .post(`/v1/agents/${agent.agentId}/versions`)
          .set(caller.auth)
          .send({})
          .expect(201);
      }
      const res = await apply(caller.auth, byIds([agent.agentId])).expect(200);
      expect(res.body.affected).toBe(0);
      expect(reasons(res.body.blocked)).toEqual({ [agent.agentId]: 'version_limit_reached' });
    });

    it('runs each agent in its own transaction: a failing agent is rolled back alone', async () => {
      const caller = await createAgentCaller(app);
      const healthy = await createAgent(app, caller, { name: 'healthy' });
      const failing = await createAgent(app, caller, { name: 'bulk-explodes' });
      await app.dataSource.query(`
        CREATE OR REPLACE FUNCTION test_bulk_explode() RETURNS trigger AS $$
        BEGIN
          IF NEW.name = 'bulk-explodes' AND NEW.config <> OLD.config THEN
            RAISE EXCEPTION 'simulated write failure';
          END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql;
        CREATE TRIGGER test_bulk_explode BEFORE UPDATE ON agents
          FOR EACH ROW EXECUTE FUNCTION test_bulk_explode();`);
      try {
        const res = await apply(caller.auth, byIds([healthy.agentId, failing.agentId])).expect(200);
        expect(res.body.switched).toEqual([{ agentId: healthy.agentId, snapshotVersionNumber: 2 }]);
        expect(reasons(res.body.blocked)).toEqual({ [failing.agentId]: 'write_failed' });
      } finally {
        await app.dataSource.query(
          'DROP TRIGGER test_bulk_explode ON agents; DROP FUNCTION test_bulk_explode();',
        );
      }
      const versions = await request(app.http)
        .get(`/v1/agents/${failing.agentId}/versions`)
        .set(caller.auth)
        .expect(200);
      expect(
        versions.body.data.map((version: { versionNumber: number }) => version.versionNumber),
      ).toEqual([1]);
      const agent = await request(app.http)
        .get(`/v1/agents/${failing.agentId}`)
        .set(caller.auth)
        .expect(200);
      expect(agent.body.runtime.provider).toBe('anthropic');
      const events = (await outboxEvents(app, caller.teamId)).filter(
        (event) => event.data.agentId === failing.agentId,
      );
      expect(events.map((event) => event.type).sort()).toEqual([
        'agent.created',
        'agent.version.created',
        'agent.version.sealed',
      ]);
    });
  });
});
