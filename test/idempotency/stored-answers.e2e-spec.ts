import request from 'supertest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../support/test-app';
import { agentsNamed as agentsNamedIn, createdEventsNamed } from './support/agents-named';
import { createAgentCaller } from '../factories/agents.factory';
import { createCaller, createTeamOwner } from '../factories/identity.factory';
import { failNextRunOf } from '../support/failing-statement';
import { STORE_IDEMPOTENCY_ANSWER } from '../../src/idempotency/idempotency.queries';
import { RECORD_OUTBOX_EVENT } from '../../src/events/outbox.queries';

/**
 * platform.md, "Safe retries": the answer and the writes commit together or not at all, a 5xx is
 * not stored, stored answers outlive the process, and an upload is compared by its file.
 */
describe('stored answers of keyed requests', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createAgentCaller>>;
  const mediaDir = mkdtempSync(join(tmpdir(), 'keyed-uploads-'));

  beforeAll(async () => {
    app = await createTestApp({ MEDIA_STORAGE_DIR: mediaDir });
    owner = await createAgentCaller(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const create = (target: TestApp, key: string, name: string) =>
    request(target.http)
      .post('/v1/agents/create')
      .set(owner.auth)
      .set('Idempotency-Key', key)
      .send({ name });
  const agentsNamed = (name: string) => agentsNamedIn(app, owner.teamId, name);
  const createdEvents = (name: string) => createdEventsNamed(app, owner.teamId, name);

  it('keeps the secret of an answer sealed at rest, and replays it', async () => {
    const member = await createTeamOwner(app);
    const key = randomUUID();
    const createToken = () =>
      request(app.http)
        .post('/v1/api-tokens')
        .set('Authorization', `Bearer ${member.sessionToken}`)
        .set('Idempotency-Key', key)
        .send({ name: 'Keyed', scopes: [{ entity: 'agents', actions: ['read'] }] });
    const first = await createToken().expect(201);
    const again = await createToken().expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);

    const [stored] = await app.dataSource.query<Array<{ body: Buffer }>>(
      'SELECT body FROM idempotency_answers WHERE key = $1',
      [key],
    );
    const token = (first.body as { token: string }).token;
    expect(stored.body.toString('latin1')).not.toContain(token);
    expect(stored.body.toString('latin1')).not.toContain('Keyed');
  });

  it('undoes the write when its answer cannot be stored: no write without its answer', async () => {
    const key = randomUUID();
    const name = `Unstored ${key}`;
    const spy = failNextRunOf(app, STORE_IDEMPOTENCY_ANSWER, new Error('the answer insert failed'));
    try {
      const failed = await create(app, key, name);
      expect(failed.status).toBe(500);
      expect(failed.body.error).toBe('INTERNAL_ERROR');
    } finally {
      spy.mockRestore();
    }
    expect(await agentsNamed(name)).toBe(0);
    expect(await createdEvents(name)).toBe(0);
    const retried = await create(app, key, name).expect(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await agentsNamed(name)).toBe(1);
    expect(await createdEvents(name)).toBe(1);
  });

  it('does not store a 5xx: the retry runs afresh', async () => {
    const key = randomUUID();
    const name = `Lost database ${key}`;
    const spy = failNextRunOf(app, RECORD_OUTBOX_EVENT, new Error('Connection terminated'));
    try {
      await create(app, key, name).expect(503);
    } finally {
      spy.mockRestore();
    }
    expect(await agentsNamed(name)).toBe(0);
    const retried = await create(app, key, name).expect(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await agentsNamed(name)).toBe(1);
  });

  it('replays after a restart: the answer lives in Postgres, not in the process', async () => {
    const key = randomUUID();
    const name = `Restarted ${key}`;
    const first = await create(app, key, name).expect(201);
    const restarted = await createTestApp({ MEDIA_STORAGE_DIR: mediaDir });
    try {
      const again = await create(restarted, key, name).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
    } finally {
      await restarted.close();
    }
    expect(await agentsNamed(name)).toBe(1);
  });

  describe('POST /v1/media (multipart)', () => {
    const upload = (auth: Record<string, string>, key: string, bytes: Buffer) =>
      request(app.http)
        .post('/v1/media')
        .set(auth)
        .set('Idempotency-Key', key)
        .attach('file', bytes, { filename: 'notes.txt', contentType: 'text/plain' });
    const storedObjects = () =>
      readdirSync(mediaDir, { recursive: true, withFileTypes: true }).filter((entry) =>
        entry.isFile(),
      ).length;

    it('replays an upload sent again (a new boundary), and keeps one stored object', async () => {
      const uploader = await createCaller(app, 'media:write');
      const key = randomUUID();
      const bytes = Buffer.from(`hello ${key}`);
      const first = await upload(uploader.auth, key, bytes).expect(201);
      const objects = storedObjects();
      const again = await upload(uploader.auth, key, bytes).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
      expect(storedObjects()).toBe(objects);
      const rows = await app.dataSource.query<unknown[]>('SELECT 1 FROM media WHERE team_id = $1', [
        uploader.member.teamId,
      ]);
      expect(rows).toHaveLength(1);
    });

    it('answers 422 to the key with another file, and keeps no object of it', async () => {
      const uploader = await createCaller(app, 'media:write');
      const key = randomUUID();
      await upload(uploader.auth, key, Buffer.from('first')).expect(201);
      const objects = storedObjects();
      const other = await upload(uploader.auth, key, Buffer.from('second'));
      expect(other.status).toBe(422);
      expect(other.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(storedObjects()).toBe(objects);
    });
  });
});
