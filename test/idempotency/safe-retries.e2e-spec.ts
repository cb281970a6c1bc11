import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../support/test-app';
import { agentsNamed as agentsNamedIn, createdEventsNamed } from './support/agents-named';
import { createAgent, createAgentCaller, createTeammate } from '../factories/agents.factory';
import { errorCode } from '../support/error-code';
import { IdempotencyAnswersRepository } from '../../src/idempotency/idempotency-answers.repository';

/** platform.md, "Safe retries". */
describe('Idempotency-Key on POST', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    // Other readers get a graph up to seconds old; its writer must still see a keyed change.
    app = await createTestApp({ AGENT_GRAPH_REBUILD_INTERVAL_MS: '3000' });
    owner = await createAgentCaller(app);
  });
  afterAll(() => app.close());

  const create = (key: string | undefined, body: object, auth = owner.auth) => {
    const call = request(app.http).post('/v1/agents/create').set(auth);
    if (key !== undefined) call.set('Idempotency-Key', key);
    return call.send(body);
  };
  const agentsNamed = (name: string) => agentsNamedIn(app, owner.teamId, name);
  const createdEvents = (name: string) => createdEventsNamed(app, owner.teamId, name);

  it('runs the first request and replays its answer byte for byte, once', async () => {
    const key = randomUUID();
    const name = `Retried ${key}`;
    const first = await create(key, { name }).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create(key, { name }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(await agentsNamed(name)).toBe(1);
    expect(await createdEvents(name)).toBe(1);
  });

  it('without the header, each request runs', async () => {
    const name = `Unkeyed ${randomUUID()}`;
    await create(undefined, { name }).expect(201);
    await create(undefined, { name }).expect(201);
    expect(await agentsNamed(name)).toBe(2);
  });

  it('refuses a key that is not 1 to 255 printable ASCII characters (400 on Idempotency-Key)', async () => {
    for (const key of ['', 'x'.repeat(256), 'clé']) {
      const res = await create(key, { name: 'never' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details[0].field).toBe('Idempotency-Key');
    }
    expect(await agentsNamed('never')).toBe(0);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED to the same key with another body or path', async () => {
    const key = randomUUID();
    await create(key, { name: `First ${key}` }).expect(201);
    expect(await errorCode(create(key, { name: `Other ${key}` }), 422)).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    const otherPath = request(app.http)
      .post(`/v1/agents/${randomUUID()}/archive`)
      .set(owner.auth)
      .set('Idempotency-Key', key)
      .send({});
    expect((await otherPath).status).toBe(422);
    expect(await agentsNamed(`Other ${key}`)).toBe(0);
  });

  it('scopes keys to the credential owner: a teammate with the same key runs afresh', async () => {
    const teammate = await createTeammate(app, owner.teamId, 'admin');
    const key = randomUUID();
    const name = `Shared key ${key}`;
    await create(key, { name }).expect(201);
    const theirs = await create(key, { name }, teammate.auth).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await agentsNamed(name)).toBe(2);
  });

  it('stores a refusal the operation reached (404) and replays it', async () => {
    const key = randomUUID();
    const path = `/v1/agents/${randomUUID()}/archive`;
    const first = await request(app.http)
      .post(path)
      .set(owner.auth)
      .set('Idempotency-Key', key)
      .expect(404);
    const again = await request(app.http)
      .post(path)
      .set(owner.auth)
      .set('Idempotency-Key', key)
      .expect(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
  });

  it('stores a 400 the operation gave (AGENT_DAG_SELF_EDGE) and replays it', async () => {
    const { agentId } = await createAgent(app, owner);
    const key = randomUUID();
    const link = (childAgentId: string) =>
      request(app.http)
        .post(`/v1/agents/${agentId}/children`)
        .set(owner.auth)
        .set('Idempotency-Key', key)
        .send({ childAgentId });
    const first = await link(agentId).expect(400);
    expect(first.body.error).toBe('AGENT_DAG_SELF_EDGE');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await link(agentId).expect(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);

    const { agentId: other } = await createAgent(app, owner);
    expect(await errorCode(link(other), 422)).toBe('IDEMPOTENCY_KEY_REUSED');
    const children = await request(app.http)
      .get(`/v1/agents/${agentId}/children`)
      .set(owner.auth)
      .expect(200);
    expect(children.body.data).toEqual([]);
  });

  it('does not store a 400 VALIDATION_ERROR: the corrected retry with the same key runs', async () => {
    const key = randomUUID();
    const name = `Corrected ${key}`;
    expect(await errorCode(create(key, { name, undeclared: true }), 400)).toBe('VALIDATION_ERROR');
    const retried = await create(key, { name }).expect(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await agentsNamed(name)).toBe(1);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE with Retry-After: 1 while another request holds the key, and runs the retry after it', async () => {
    const key = randomUUID();
    const name = `Held ${key}`;
    const answers = app.get(IdempotencyAnswersRepository);
    const holder = await answers.begin();
    try {
      const scope = { teamId: owner.teamId, ownerId: owner.userId, key };
      expect(await answers.tryLock(holder, scope)).toBe(true);
      const refused = await create(key, { name }).expect(409);
      expect(refused.body.error).toBe('IDEMPOTENCY_KEY_IN_USE');
      expect(refused.headers['retry-after']).toBe('1');
      expect(await agentsNamed(name)).toBe(0);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    const retried = await create(key, { name }).expect(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await agentsNamed(name)).toBe(1);
  });

  it('runs two racing requests with one key once: the other is 409 IDEMPOTENCY_KEY_IN_USE or a replay', async () => {
    for (let round = 0; round < 20; round += 1) {
      const key = randomUUID();
      const name = `Raced ${key}`;
      const answers = await Promise.all([create(key, { name }), create(key, { name })]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(statuses);
      for (const answer of answers) {
        if (answer.status === 409) {
          expect(answer.body.error).toBe('IDEMPOTENCY_KEY_IN_USE');
          expect(answer.headers['retry-after']).toBe('1');
        }
      }
      if (statuses[1] === 201)
        expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
      expect(await agentsNamed(name)).toBe(1);
      expect(await createdEvents(name)).toBe(1);
    }
  });

  it('replays an answered key to retries arriving together: no 409 once the answer is stored', async () => {
    const key = randomUUID();
    const name = `Answered ${key}`;
    const first = await create(key, { name }).expect(201);
    const retries = await Promise.all(Array.from({ length: 10 }, () => create(key, { name })));
    for (const retry of retries) {
      expect(retry.status).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.text).toBe(first.text);
    }
    expect(await agentsNamed(name)).toBe(1);
  });

  it("shows a keyed change in its writer's next graph read (committed after the handler)", async () => {
    const graphIds = async () =>
      (
        (await request(app.http).get('/v1/agents/graph').set(owner.auth).expect(200)).body
          .data as Array<{ agentId: string }>
      ).map((node) => node.agentId);
    await graphIds();
    const created = await create(randomUUID(), { name: `Graph ${randomUUID()}` }).expect(201);
    expect(await graphIds()).toContain(created.body.agentId);
  });
});
