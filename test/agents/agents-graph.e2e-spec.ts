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

describe('Agents: sub-agent DAG', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAgentCaller(app);
  });
  afterAll(() => app.close());

  const link = (parentId: string, childAgentId: string, auth = owner.auth) =>
    request(app.http).post(`/v1/agents/${parentId}/children`).set(auth).send({ childAgentId });
  const unlink = (parentId: string, childId: string, auth = owner.auth) =>
    request(app.http).delete(`/v1/agents/${parentId}/children/${childId}`).set(auth);
  const agents = async (count: number, caller = owner) => {
    const created = [];
    for (let index = 0; index < count; index += 1) {
      created.push((await createAgent(app, caller, { name: `Node ${index}` })).agentId);
    }
    return created;
  };

  describe('Agent sub-agent edge states', () => {
    it('unlinked → POST → linked (200, event); linked → POST → linked (200, no second event)', async () => {
      const [parent, child] = await agents(2);
      const first = await link(parent, child).expect(200);
      expect(first.body).toEqual({
        parentAgentId: parent,
        childAgentId: child,
        linked: true,
        changed: true,
      });
      const again = await link(parent, child).expect(200);
      expect(again.body).toEqual({
        parentAgentId: parent,
        childAgentId: child,
        linked: true,
        changed: false,
      });
      const events = (await outboxEvents(app, owner.teamId, 'agent.child.linked')).filter(
        (event) => event.data.parentAgentId === parent,
      );
      expect(events).toEqual([
        {
          id: expect.stringMatching(/^evt_/),
          type: 'agent.child.linked',
          data: { parentAgentId: parent, childAgentId: child },
        },
      ]);
    });

    it('linked → DELETE → unlinked (200, event); unlinked → DELETE → unlinked (200)', async () => {
      const [parent, child] = await agents(2);
      await link(parent, child).expect(200);
      const removed = await unlink(parent, child).expect(200);
      expect(removed.body).toEqual({
        parentAgentId: parent,
        childAgentId: child,
        linked: false,
        changed: true,
      });
      const again = await unlink(parent, child).expect(200);
      expect(again.body).toMatchObject({ linked: false, changed: false });
      await unlink(parent, 'not-a-uuid').expect(200);
      const events = (await outboxEvents(app, owner.teamId, 'agent.child.unlinked')).filter(
        (event) => event.data.parentAgentId === parent,
      );
      expect(events).toHaveLength(1);
    });

    it('unlinked → POST edge to itself → 400 AGENT_DAG_SELF_EDGE', async () => {
      const [agent] = await agents(1);
      const res = await link(agent, agent).expect(400);
      expect(res.body).toEqual({ error: 'AGENT_DAG_SELF_EDGE', message: expect.any(String) });
    });

    it('unlinked → POST that would form a cycle → 400 AGENT_DAG_CYCLE, unchanged', async () => {
      const [a, b, c] = await agents(3);
      await link(a, b).expect(200);
      await link(b, c).expect(200);
      expect((await link(b, a).expect(400)).body.error).toBe('AGENT_DAG_CYCLE');
      expect((await link(c, a).expect(400)).body.error).toBe('AGENT_DAG_CYCLE');
      const children = await request(app.http)
        .get(`/v1/agents/${c}/children`)
        .set(owner.auth)
        .expect(200);
      expect(children.body.data).toEqual([]);
    });

    it('unlinked → POST that makes a path longer than 5 edges → 400 AGENT_DAG_DEPTH_EXCEEDED', async () => {
      const chain = await agents(7);
      for (let index = 0; index < 5; index += 1)
        await link(chain[index], chain[index + 1]).expect(200);
      const res = await link(chain[5], chain[6]).expect(400);
      expect(res.body.error).toBe('AGENT_DAG_DEPTH_EXCEEDED');
      const above = await link(chain[6], chain[0]).expect(400);
      expect(above.body.error).toBe('AGENT_DAG_DEPTH_EXCEEDED');
    });

    it('unlinked → POST with an unknown parent → 404 AGENT_DAG_PARENT_NOT_FOUND', async () => {
      const [child] = await agents(1);
      for (const parent of [randomUUID(), 'bogus']) {
        const res = await link(parent, child).expect(404);
        expect(res.body.error).toBe('AGENT_DAG_PARENT_NOT_FOUND');
      }
      const stranger = await createAgentCaller(app);
      const [foreignChild] = await agents(1, stranger);
      expect((await link(child, foreignChild).expect(400)).body.error).toBe('VALIDATION_ERROR');
      expect((await link(child, foreignChild, stranger.auth).expect(404)).body.error).toBe(
        'AGENT_DAG_PARENT_NOT_FOUND',
      );
      expect((await unlink(child, foreignChild, stranger.auth).expect(404)).body.error).toBe(
        'AGENT_DAG_PARENT_NOT_FOUND',
      );
    });

    it('refuses bad bodies with VALIDATION_ERROR: missing, unknown child, undeclared keys', async () => {
      const [parent] = await agents(1);
      expect(
        (
          await request(app.http)
            .post(`/v1/agents/${parent}/children`)
            .set(owner.auth)
            .send({})
            .expect(400)
        ).body.error,
      ).toBe('VALIDATION_ERROR');
      const unknown = await link(parent, randomUUID()).expect(400);
      expect(unknown.body.details[0].field).toBe('childAgentId');
      const extra = await request(app.http)
        .post(`/v1/agents/${parent}/children`)
        .set(owner.auth)
        .send({ childAgentId: parent, weight: 2 })
        .expect(400);
      expect(extra.body.details[0].code).toBe('unrecognized_keys');
    });

    it('needs ai_agents:write to link or unlink and ai_agents:read to list', async () => {
      const [parent, child] = await agents(2);
      const reader = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:read');
      expect((await link(parent, child, reader.auth).expect(403)).body.error).toBe(
        'INSUFFICIENT_SCOPE',
      );
      expect((await unlink(parent, child, reader.auth).expect(403)).body.error).toBe(
        'INSUFFICIENT_SCOPE',
      );
      const writer = await createTeammate(app, owner.teamId, 'owner', 'ai_agents:write');
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${parent}/children`).set(writer.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
      expect(await errorCode(request(app.http).get(`/v1/agents/${parent}/children`), 401)).toBe(
        'UNAUTHORIZED',
      );
      expect(await errorCode(request(app.http).get('/v1/agents/graph').set(writer.auth), 403)).toBe(
        'INSUFFICIENT_SCOPE',
      );
    });
  });

  describe('concurrency', () => {
    it('two links that together would close a cycle never both succeed', async () => {
      for (let round = 0; round < 4; round += 1) {
        const [a, b] = await agents(2);
        const results = await Promise.all([link(a, b), link(b, a)]);
        expect(results.map((res) => res.status).sort()).toEqual([200, 400]);
        expect(results.find((res) => res.status === 400)!.body.error).toBe('AGENT_DAG_CYCLE');
      }
    });

    it('a three-agent ring linked concurrently leaves no cycle', async () => {
      const [a, b, c] = await agents(3);
      const results = await Promise.all([link(a, b), link(b, c), link(c, a)]);
      expect(results.filter((res) => res.status === 200)).toHaveLength(2);
      expect(results.filter((res) => res.status === 400).map((res) => res.body.error)).toEqual([
        'AGENT_DAG_CYCLE',
      ]);
    });
  });

  describe('GET /v1/agents/{id}/children', () => {
    it('lists direct children in link order with offset pagination', async () => {
      const [parent, first, second, grandchild] = await agents(4);
      await link(parent, first).expect(200);
      await link(parent, second).expect(200);
      await link(first, grandchild).expect(200);
      const res = await request(app.http)
        .get(`/v1/agents/${parent}/children?limit=1`)
        .set(owner.auth)
        .expect(200);
      expect(res.body.pagination).toEqual({ limit: 1, offset: 0, total: 2, hasMore: true });
      expect(res.body.data[0]).toMatchObject({
        agentId: first,
        name: 'Node 1',
        linkedAt: expect.any(String),
      });
      const rest = await request(app.http)
        .get(`/v1/agents/${parent}/children?offset=1`)
        .set(owner.auth)
        .expect(200);
      expect(rest.body.data.map((child: { agentId: string }) => child.agentId)).toEqual([second]);
    });

    it('answers 404 for an unknown or foreign parent', async () => {
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${randomUUID()}/children`).set(owner.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
      const [parent] = await agents(1);
      const stranger = await createAgentCaller(app);
      expect(
        await errorCode(
          request(app.http).get(`/v1/agents/${parent}/children`).set(stranger.auth),
          404,
        ),
      ).toBe('AGENT_NOT_FOUND');
    });
  });

  describe('GET /v1/agents/graph', () => {
    it('returns every node of the team with parentAgentIds and the inverted childAgentIds', async () => {
      const caller = await createAgentCaller(app);
      const [root, left, right, leaf, lonely] = await agents(5, caller);
      await link(root, left, caller.auth).expect(200);
      await link(root, right, caller.auth).expect(200);
      await link(left, leaf, caller.auth).expect(200);
      await link(right, leaf, caller.auth).expect(200);
      const res = await request(app.http).get('/v1/agents/graph').set(caller.auth).expect(200);
      expect(res.body.pagination).toEqual({ limit: 5, offset: 0, total: 5, hasMore: false });
      const byId = new Map<string, Record<string, unknown>>(
        res.body.data.map((node: { agentId: string }) => [node.agentId, node]),
      );
      expect(byId.get(root)).toEqual({
        agentId: root,
        name: 'Node 0',
        avatarUrl: null,
        avatarColor: null,
        avatarEmoji: null,
        isSystemAgent: false,
        parentAgentIds: [],
        childAgentIds: [left, right].sort(),
        source: 'custom',
        status: 'active',
      });
      expect(byId.get(leaf)).toMatchObject({
        parentAgentIds: [left, right].sort(),
        childAgentIds: [],
      });
      expect(byId.get(lonely)).toMatchObject({ parentAgentIds: [], childAgentIds: [] });
      for (const node of res.body.data as { agentId: string; childAgentIds: string[] }[]) {
        for (const childId of node.childAgentIds) {
          expect(byId.get(childId)!.parentAgentIds as string[]).toContain(node.agentId);
        }
      }
    });

    it("shows the caller's own committed changes in its next read, though the page is cached", async () => {
      const caller = await createAgentCaller(app);
      const [parent, child] = await agents(2, caller);
      const graph = async () =>
        new Map<string, { name: string; status: string; childAgentIds: string[] }>(
          (
            await request(app.http).get('/v1/agents/graph').set(caller.auth).expect(200)
          ).body.data.map((node: { agentId: string }) => [node.agentId, node]),
        );
      expect((await graph()).get(parent)!.childAgentIds).toEqual([]);
      await link(parent, child, caller.auth).expect(200);
      expect((await graph()).get(parent)!.childAgentIds).toEqual([child]);
      await request(app.http)
        .patch(`/v1/agents/${child}`)
        .set(caller.auth)
        .send({ name: 'Renamed' })
        .expect(200);
      expect((await graph()).get(child)!.name).toBe('Renamed');
      await request(app.http).post(`/v1/agents/${child}/archive`).set(caller.auth).expect(200);
      expect((await graph()).get(child)!.status).toBe('archived');
      const [third] = await agents(1, caller);
      expect((await graph()).has(third)).toBe(true);
      const res = await request(app.http).get('/v1/agents/graph').set(caller.auth).expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('is gzip-encoded only for a client that accepts gzip', async () => {
      const caller = await createAgentCaller(app);
      await agents(3, caller);
      const read = (encoding?: string) => {
        const req = request(app.http).get('/v1/agents/graph').set(caller.auth);
        return (encoding ? req.set('Accept-Encoding', encoding) : req.unset('Accept-Encoding'))
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200);
      };
      const plain = await read();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      const identity = await read('identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      const zipped = await read('gzip, deflate');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      // supertest decodes gzip, so equal bodies prove the encoded copy is the same page.
      expect((zipped.body as Buffer).equals(plain.body as Buffer)).toBe(true);
      expect(JSON.parse((plain.body as Buffer).toString()).data).toHaveLength(3);
    });

    it('drops the edges of an uninstalled agent with unlink events', async () => {
      const caller = await createAgentCaller(app);
      const [parent, middle, child] = await agents(3, caller);
      await link(parent, middle, caller.auth).expect(200);
      await link(middle, child, caller.auth).expect(200);
      await request(app.http).delete(`/v1/agents/${middle}`).set(caller.auth).expect(200);
      const res = await request(app.http).get('/v1/agents/graph').set(caller.auth).expect(200);
      expect(
        res.body.data.map((node: { childAgentIds: string[]; parentAgentIds: string[] }) => [
          ...node.childAgentIds,
          ...node.parentAgentIds,
        ]),
      ).toEqual([[], []]);
      const unlinked = await outboxEvents(app, caller.teamId, 'agent.child.unlinked');
      expect(unlinked).toHaveLength(2);
    });
  });
});
