import { randomUUID } from 'node:crypto';
import { IdempotencyAnswersModule } from '../../src/idempotency/idempotency-answers.module';
import { IdempotencyAnswersRepository } from '../../src/idempotency/idempotency-answers.repository';
import { createMediumContext, MediumContext } from '../support/medium-context';

/** Stored answers leave by whole days (docs/platform.md, "Safe retries"), never by row deletes. */
describe('idempotency answers: day partitions', () => {
  let context: MediumContext;
  let answers: IdempotencyAnswersRepository;

  beforeAll(async () => {
    context = await createMediumContext([IdempotencyAnswersModule]);
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
});
