import { execute } from '../../src/database/sql-statement';
import {
  RECORD_RECEIVER_SIGNAL,
  RECOVER_PACES,
} from '../../src/webhooks/delivery/protection/receiver-pace.queries';
import { createTeamOwner, TestMember } from '../factories/identity.factory';
import { insertSubscriptionRow } from '../factories/webhooks.factory';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

interface PaceRow {
  pace_per_second: number | null;
  pace_ceiling: number | null;
}

/** The additive increase (receiver-pace.ts) is RECOVER_PACES: run here against Postgres. */
describe('RECOVER_PACES: successes bring a slowed pace back', () => {
  let app: WebhookTestApp;
  let owner: TestMember;
  beforeAll(async () => {
    app = await createWebhookTestApp();
    owner = await createTeamOwner(app);
  });
  afterAll(() => app.close());

  /** A subscription slowed as a receiver's 429 slows one (RECORD_RECEIVER_SIGNAL). */
  const slowed = async (pacePerSecond: number | null, paceCeiling: number | null) => {
    const { subscriptionId } = await insertSubscriptionRow(
      app,
      owner.teamId,
      'http://127.0.0.1:9/',
    );
    await execute(app.dataSource, RECORD_RECEIVER_SIGNAL, [
      subscriptionId,
      null,
      pacePerSecond,
      paceCeiling,
      pacePerSecond === null ? null : new Date(),
    ]);
    return subscriptionId;
  };
  /** One batch: each id once per success. */
  const recover = (successes: Array<[subscriptionId: string, count: number]>) =>
    execute(app.dataSource, RECOVER_PACES, [
      successes.flatMap(([id, count]) => Array<string>(count).fill(id)),
    ]);
  const paceOf = async (subscriptionId: string) =>
    (
      await app.dataSource.query<PaceRow[]>(
        'SELECT pace_per_second, pace_ceiling FROM webhook_subscriptions WHERE id = $1',
        [subscriptionId],
      )
    )[0];

  it('adds 1/pace a second for each success, per subscription of the batch', async () => {
    const [many, one] = [await slowed(20, 40), await slowed(20, 40)];
    await recover([
      [many, 20],
      [one, 1],
    ]);
    expect(await paceOf(many)).toEqual({ pace_per_second: 21, pace_ceiling: 40 });
    expect((await paceOf(one)).pace_per_second).toBeCloseTo(20.05);
  });

  it('adds at most one a second per success below one a second', async () => {
    const [atFloor, below] = [await slowed(1, 40), await slowed(0.5, 40)];
    await recover([
      [atFloor, 2],
      [below, 2],
    ]);
    expect(await paceOf(atFloor)).toEqual({ pace_per_second: 3, pace_ceiling: 40 });
    expect(await paceOf(below)).toEqual({ pace_per_second: 2.5, pace_ceiling: 40 });
  });

  it('ends the slow-down once the pace is back at its ceiling', async () => {
    const past = await slowed(39.99, 40);
    const exactly = await slowed(20, 21);
    const quiet = await slowed(1, 1);
    const notSlowed = await slowed(null, null);
    await recover([
      [past, 1],
      [exactly, 20],
      [quiet, 1],
      [notSlowed, 5],
    ]);
    const over = { pace_per_second: null, pace_ceiling: null };
    for (const id of [past, exactly, quiet, notSlowed]) expect(await paceOf(id)).toEqual(over);
  });

  it('needs about ceiling/2 seconds of paced successes to recover from one halving', async () => {
    const id = await slowed(50, 100);
    let seconds = 0;
    for (let pace: number | null = 50; pace !== null && seconds < 100; seconds += 1) {
      await recover([[id, Math.floor(pace)]]);
      pace = (await paceOf(id)).pace_per_second;
    }
    expect(seconds).toBeGreaterThanOrEqual(45);
    expect(seconds).toBeLessThanOrEqual(55);
  });

  it('builds on a halving committed while it waited for the row', async () => {
    const id = await slowed(20, 40);
    const halving = app.dataSource.createQueryRunner();
    await halving.connect();
    try {
      await halving.startTransaction();
      await execute(halving.manager, RECORD_RECEIVER_SIGNAL, [id, null, 10, 40, new Date()]);
      const recovered = recover([[id, 10]]);
      await eventually(
        async () =>
          (
            await app.dataSource.query<unknown[]>(
              `SELECT 1 FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'
                  AND query LIKE 'WITH input AS%'`,
            )
          ).length > 0,
        5_000,
        'RECOVER_PACES to wait for the row',
      );
      await halving.commitTransaction();
      await recovered;
    } finally {
      if (halving.isTransactionActive) await halving.rollbackTransaction();
      await halving.release();
    }
    expect(await paceOf(id)).toEqual({ pace_per_second: 11, pace_ceiling: 40 });
  });
});
