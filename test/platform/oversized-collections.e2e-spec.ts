import request from 'supertest';
import { ApiToken } from '../../src/api-tokens/api-token.entity';
import { createAgent, createAgentCaller } from '../factories/agents.factory';
import { createTeamOwner, TestMember } from '../factories/identity.factory';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Hostile input: arrays and maps in request bodies are bounded, and a body far over a
 * bound is refused quickly with a short 400, never a 500 or a long stall.
 */
describe('oversized arrays and maps in request bodies', () => {
  let app: TestApp;
  let owner: TestMember;
  let agents: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createTeamOwner(app);
    agents = await createAgentCaller(app);
  });
  afterAll(() => app.close());

  function expectTooBig(res: request.Response, field: string) {
    expect({ status: res.status, error: (res.body as { error?: string }).error }).toEqual({
      status: 400,
      error: 'VALIDATION_ERROR',
    });
    const details = (res.body as { details: Array<{ field: string; code: string }> }).details;
    expect(details[0]).toMatchObject({ field });
    // One item over the bound is judged, not the whole array.
    expect(details.length).toBeLessThan(1000);
  }

  it('POST /v1/api-tokens with 30,000 empty scopes is a 400, not a 500, and stores nothing', async () => {
    const name = `Too many scopes ${Date.now()}`;
    const res = await request(app.http)
      .post('/v1/api-tokens')
      .set({ Authorization: `Bearer ${owner.sessionToken}` })
      .send({ name, scopes: Array.from({ length: 30_000 }, () => ({})) });
    expectTooBig(res, 'scopes');
    expect(res.body.details[0]).toMatchObject({ code: 'too_big' });
    expect(await app.dataSource.getRepository(ApiToken).countBy({ name })).toBe(0);
  });

  it('POST /v1/api-tokens refuses more actions than exist in one scope', async () => {
    const res = await request(app.http)
      .post('/v1/api-tokens')
      .set({ Authorization: `Bearer ${owner.sessionToken}` })
      .send({
        name: 'x',
        scopes: [{ entity: 'probe', actions: ['read', 'write', 'delete', 'read'] }],
      });
    expectTooBig(res, 'scopes.0.actions');
  });

  it('POST /v1/agents/create with 30,000 empty skills is a 400', async () => {
    const res = await request(app.http)
      .post('/v1/agents/create')
      .set(agents.auth)
      .send({ name: 'Skills', skills: Array.from({ length: 30_000 }, () => ({})) });
    expectTooBig(res, 'skills');
  });

  it('a near-1 MB array of distinct tools is refused at once (ArrayUnique is quadratic)', async () => {
    const tools = Array.from({ length: 100_000 }, (_, index) => `t${index.toString(36)}`);
    const started = Date.now();
    const res = await request(app.http)
      .post('/v1/agents/create')
      .set(agents.auth)
      .send({ name: 'Tools', tools });
    expectTooBig(res, 'tools');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a skill requires at most each capability once', async () => {
    const res = await request(app.http)
      .post('/v1/agents/create')
      .set(agents.auth)
      .send({
        name: 'Requires',
        skills: [{ name: 's', requires: ['vision', 'jsonMode', 'reasoning', 'vision'] }],
      });
    expectTooBig(res, 'skills.0.requires');
  });

  it.each([
    ['tree-access', 'childAccess', 1001],
    ['tree-access', 'commandAccess', 101],
    ['tool-access-overrides', 'overrides', 1001],
  ])('PATCH %s refuses a %s map with %d keys', async (route, field, keys) => {
    const { agentId } = await createAgent(app, agents);
    const map = Object.fromEntries(Array.from({ length: keys }, (_, index) => [`k${index}`, true]));
    const res = await request(app.http)
      .patch(`/v1/agents/${agentId}/${route}`)
      .set(agents.auth)
      .send({ [field]: map });
    expectTooBig(res, field);
  });

  it('keeps TOOL_ACCESS_OVERRIDE_INVALID for override maps over the 100-per-call rule', async () => {
    const { agentId } = await createAgent(app, agents);
    const overrides = Object.fromEntries(
      Array.from({ length: 101 }, (_, index) => [`k${index}`, 'allow']),
    );
    const res = await request(app.http)
      .patch(`/v1/agents/${agentId}/tool-access-overrides`)
      .set(agents.auth)
      .send({ overrides })
      .expect(400);
    expect(res.body.error).toBe('TOOL_ACCESS_OVERRIDE_INVALID');
    expect(res.body.details[0]).toMatchObject({ field: 'overrides', code: 'too_big' });
  });
});
