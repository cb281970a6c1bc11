import { randomUUID } from 'node:crypto';
import { stripVTControlCharacters } from 'node:util';
import request from 'supertest';
import { outboxEvents } from '../factories/outbox.factory';
import { keyedPostsOfDocument, SESSION_ONLY_POSTS } from './support/keyed-posts';
import { KeyedRequest, REPLAY_CASES } from './support/replay-cases';
import { ReplayLine, ReplayReport } from './support/replay-report';
import { CaseWorld, ReplayWorld } from './support/replay-world';
import { added, addedEvents, rowChanges, teamRows } from './support/team-rows';

/** Where the table for the issue note is written (markdown). */
const REPORT_PATH = process.env.REPLAY_REPORT_PATH ?? '/tmp/replay-every-post.md';

/**
 * platform.md, "Safe retries", for every keyed POST: openapi.json's (a new one fails here until
 * it has a case in support/replay-cases.ts) and the session-only token routes. Each runs in a
 * team of its own, so the team's rows and outbox events are exactly what its requests wrote.
 */
describe('Idempotency-Key: the replay of every POST', () => {
  const world = new ReplayWorld();
  const report = new ReplayReport();
  const documented = keyedPostsOfDocument();

  beforeAll(() => world.start());
  afterAll(async () => {
    report.write(REPORT_PATH);
    await world.stop();
  });

  const send = (team: CaseWorld, keyed: KeyedRequest, key: string) => {
    const call = request(world.app.http)
      .post(keyed.path)
      .set(keyed.session ? team.session : team.auth)
      .set('Idempotency-Key', key);
    // A new multipart boundary each time, as a client's retry draws one.
    if (keyed.file) return call.attach('file', keyed.file.bytes, keyed.file.name);
    return keyed.body === undefined ? call : call.send(keyed.body);
  };

  it('has a case for every keyed POST of openapi.json, and none for an operation it lacks', () => {
    // A document this parser misread would list none (28 keyed POSTs when this was written).
    expect(documented.length).toBeGreaterThanOrEqual(28);
    const cases = Object.keys(REPLAY_CASES);
    expect(documented.filter((operation) => !cases.includes(operation))).toEqual([]);
    expect(
      cases.filter((operation) => ![...documented, ...SESSION_ONLY_POSTS].includes(operation)),
    ).toEqual([]);
  });

  it.each([...documented, ...SESSION_ONLY_POSTS])(
    '%s: an invalid key is 400; the replay is the first answer, byte for byte, and nothing runs again',
    async (operation) => {
      const line: ReplayLine = { operation };
      report.add(line);
      try {
        const build = REPLAY_CASES[operation];
        if (!build) throw new Error('no replay case: add one to support/replay-cases.ts');
        const team = await world.newCase();
        const prepared = await build(team);
        const outside = prepared.outside;
        const settle = () => world.settle(team.teamId, outside?.count);
        const snapshot = async () => ({
          rows: await teamRows(world.app.dataSource, team.teamId),
          events: (await outboxEvents(world.app, team.teamId)).map((event) => event.type),
          outside: outside?.count() ?? 0,
        });
        await settle();
        const before = await snapshot();

        // A key that is no key (256 characters) is 400 on the header, and nothing runs.
        const refused = await send(team, prepared, 'k'.repeat(256));
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe('VALIDATION_ERROR');
        expect(refused.body.details[0].field).toBe('Idempotency-Key');
        await settle();
        expect(rowChanges(before.rows, (await snapshot()).rows)).toEqual([]);

        const key = randomUUID();

        const first = await send(team, prepared, key);
        line.firstStatus = first.status;
        if (first.status !== prepared.status)
          throw new Error(`first answer ${first.status}, not ${prepared.status}: ${first.text}`);
        expect(first.headers['idempotent-replayed']).toBeUndefined();
        await settle();
        const afterFirst = await snapshot();

        const replay = await send(team, prepared, key);
        const sameAnswer =
          replay.status === first.status &&
          replay.headers['idempotent-replayed'] === 'true' &&
          replay.text === first.text &&
          replay.headers['content-type'] === first.headers['content-type'] &&
          replay.headers['location'] === first.headers['location'];
        line.replayed = sameAnswer
          ? `yes (${Buffer.byteLength(first.text)} bytes)`
          : `NO (${replay.status})`;
        await settle();
        const afterReplay = await snapshot();
        const emitted = addedEvents(before.events, afterFirst.events).sort();
        const reemitted = addedEvents(afterFirst.events, afterReplay.events);
        line.events =
          `${emitted.length}${emitted.length ? ` (${emitted.join(', ')})` : ''} / ` +
          `${reemitted.length}`;
        const written = rowChanges(before.rows, afterFirst.rows, [
          'idempotency_answers',
          'outbox_events',
        ]);
        const rewritten = rowChanges(afterFirst.rows, afterReplay.rows);
        const outsideNote = outside
          ? `; ${outside.what} ${afterFirst.outside - before.outside} / ` +
            `${afterReplay.outside - afterFirst.outside}`
          : '';
        line.rows =
          (rewritten.length === 0
            ? `yes: ${written.join(', ') || 'none'}`
            : `NO, the replay wrote: ${rewritten.join(', ')}`) + outsideNote;

        // The answer was stored with the writes, and is the one sent again.
        expect(added(before.rows, afterFirst.rows, 'idempotency_answers')).toBe(1);
        expect(replay.status).toBe(first.status);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.text).toBe(first.text);
        expect(replay.headers['content-type']).toBe(first.headers['content-type']);
        expect(replay.headers['location']).toBe(first.headers['location']);
        expect(rewritten).toEqual([]);
        expect(reemitted).toEqual([]);
        expect(afterReplay.outside).toBe(afterFirst.outside);

        const changed = await send(team, { ...prepared, ...prepared.changed }, key);
        await settle();
        const afterChanged = await snapshot();
        const changedWrote = rowChanges(afterFirst.rows, afterChanged.rows);
        line.changed =
          `${changed.status} ${(changed.body as { error?: string }).error ?? ''}, ` +
          (changedWrote.length === 0 && afterChanged.outside === afterFirst.outside
            ? 'nothing written'
            : `wrote: ${changedWrote.join(', ')}`);
        expect(changed.status).toBe(422);
        expect(changed.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
        expect(changedWrote).toEqual([]);
        expect(afterChanged.outside).toBe(afterFirst.outside);

        await prepared.check?.(first, replay);
      } catch (error) {
        // Jest's message without its colours, on one line.
        line.failure = stripVTControlCharacters((error as Error).message)
          .replace(/\s+/g, ' ')
          .slice(0, 240);
        throw error;
      }
    },
  );
});
