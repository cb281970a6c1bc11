import { randomUUID } from 'node:crypto';
import { IdempotencyAnswersModule } from '../../src/idempotency/idempotency-answers.module';
import { IdempotencyAnswersRepository } from '../../src/idempotency/idempotency-answers.repository';
import { KeysModule } from '../../src/keys/keys.module';
import { createMediumContext, MediumContext } from '../support/medium-context';

/**
 * Stored answers are sealed at rest, and leave by whole days (docs/platform.md, "Safe retries"),
 * never by row deletes.
 */
describe('idempotency answers', () => {
  let context: MediumContext;
  let answers: IdempotencyAnswersRepository;

  beforeAll(async () => {
    context = await createMediumContext([KeysModule, IdempotencyAnswersModule]);
    answers = context.get(IdempotencyAnswersRepository);
  });
  afterAll(() => context.close());

  const partitionOf = (daysAgo: number) =>
    context.dataSource
      .query<Array<{ day: string }>>(
        `SELECT to_char(now() AT TIME ZONE 'UTC' - make_interval(days => $1), 'YYYYMMDD') AS day`,
        [daysAgo],
      )
      .then(([row]) => `idempotency_answers_p${row.day}`);
  const exists = async (name: string) =>
    (
      await context.dataSource.query<Array<{ found: string | null }>>(
        'SELECT to_regclass($1)::text AS found',
        [name],
      )
    )[0].found !== null;

  describe('the lock a keyed request holds', () => {
    const teamId = randomUUID();
    const ownerId = randomUUID();
    const open: Array<Awaited<ReturnType<typeof answers.begin>>> = [];
    const begin = async () => {
      const runner = await answers.begin();
      open.push(runner);
      return runner;
    };
    afterEach(async () => {
      for (const runner of open.splice(0)) {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    });

    /** Two keys of this scope whose 32-bit `hashtext` is the same (a birthday search). */
    const keysSharingHashtext = async (): Promise<[string, string]> => {
      const [row] = await context.dataSource.query<Array<{ keys: string[] }>>(
        `SELECT array_agg(key ORDER BY key) AS keys
           FROM (SELECT 'k' || g AS key FROM generate_series(1, 400000) g) k
          GROUP BY hashtext($1 || key) HAVING count(*) > 1 LIMIT 1`,
        [`${teamId}:${ownerId}:`],
      );
      return [row.keys[0], row.keys[1]];
    };

    it('refuses a second holder of the same key until the first transaction ends', async () => {
      const first = await begin();
      const second = await begin();
      const scope = { teamId, ownerId, key: 'same' };
      expect(await answers.tryLock(first, scope)).toBe(true);
      expect(await answers.tryLock(second, scope)).toBe(false);
      await first.commitTransaction();
      expect(await answers.tryLock(second, scope)).toBe(true);
    });

    it('lets two keys run at once whose 32-bit hashes are the same', async () => {
      const [one, other] = await keysSharingHashtext();
      const first = await begin();
      const second = await begin();
      expect(await answers.tryLock(first, { teamId, ownerId, key: one })).toBe(true);
      expect(await answers.tryLock(second, { teamId, ownerId, key: other })).toBe(true);
    });
  });

  it('has today and the next days made, and makes none twice', async () => {
    expect(await answers.missingPartitions(7)).toEqual([]);
    expect(await answers.createPartitions(7)).toBe(0);
    expect(await exists(await partitionOf(0))).toBe(true);
  });

  it('drops the days past the window whole, and keeps yesterday and today', async () => {
    const old = await partitionOf(3);
    const yesterday = await partitionOf(1);
    for (const [name, daysAgo] of [
      [old, 3],
      [yesterday, 1],
    ] as const) {
      await context.dataSource.query(
        `CREATE TABLE IF NOT EXISTS "${name}" PARTITION OF idempotency_answers
           FOR VALUES FROM (date_trunc('day', now() AT TIME ZONE 'UTC' - make_interval(days => ${daysAgo})) AT TIME ZONE 'UTC')
           TO (date_trunc('day', now() AT TIME ZONE 'UTC' - make_interval(days => ${daysAgo - 1})) AT TIME ZONE 'UTC')`,
      );
      await context.dataSource.query(
        `INSERT INTO idempotency_answers (team_id, owner_id, key, created_at, fingerprint, status, body)
         VALUES ($1, $2, 'k', now() - make_interval(days => $3), '\\x00', 201, '\\x7b7d')`,
        [randomUUID(), randomUUID(), daysAgo],
      );
    }
    expect(await answers.dropExpiredPartitions()).toBe(1);
    expect(await exists(old)).toBe(false);
    expect(await exists(yesterday)).toBe(true);
    expect(await exists(await partitionOf(0))).toBe(true);
  });

  describe('bodies at rest', () => {
    const scope = () => ({ teamId: randomUUID(), ownerId: randomUUID(), key: randomUUID() });
    const answer = {
      fingerprint: Buffer.from('fp'),
      status: 201,
      contentType: 'application/json; charset=utf-8',
      location: null,
      body: Buffer.from('{"token":"svc_live_secret-of-the-answer"}'),
    };
    const storedBody = async (key: string) =>
      (
        await context.dataSource.query<Array<{ body: Buffer; body_sealed: boolean }>>(
          'SELECT body, body_sealed FROM idempotency_answers WHERE key = $1',
          [key],
        )
      )[0];

    it('stores a body sealed and replays it as it was sent', async () => {
      const keyed = scope();
      const runner = await answers.begin();
      try {
        await answers.store(runner, keyed, answer);
        await runner.commitTransaction();
      } finally {
        await runner.release();
      }

      const row = await storedBody(keyed.key);
      expect(row.body_sealed).toBe(true);
      expect(row.body.toString('latin1')).not.toContain('svc_live_');
      expect(await answers.find(null, keyed)).toEqual(answer);
    });

    it('replays a body stored before bodies were sealed as it is', async () => {
      const keyed = scope();
      await context.dataSource.query(
        `INSERT INTO idempotency_answers (team_id, owner_id, key, fingerprint, status, body)
         VALUES ($1, $2, $3, '\\x00', 201, '\\x7b7d')`,
        [keyed.teamId, keyed.ownerId, keyed.key],
      );
      expect((await answers.find(null, keyed))?.body.toString()).toBe('{}');
    });
  });
});
