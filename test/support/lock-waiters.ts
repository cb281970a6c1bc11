import type { DataSource } from 'typeorm';
import { eventually } from '../webhooks/support/webhook-test-app';

/**
 * Waits until `count` sessions of this database wait for a lock, those running a statement that
 * names `table` when it is given. Polled on `dataSource`, outside the transaction holding the
 * lock, which would see one snapshot of the activity.
 */
export async function lockWaiters(
  dataSource: DataSource,
  count: number,
  table?: string,
): Promise<void> {
  await eventually(
    async () => {
      const [{ waiting }] = await dataSource.query<Array<{ waiting: number }>>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'
            AND ($1::text IS NULL OR query ILIKE '%' || $1 || '%')`,
        [table ?? null],
      );
      return waiting >= count;
    },
    10_000,
    `${count} sessions waiting for a lock`,
  );
}
