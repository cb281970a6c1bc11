import type { EntityManager } from 'typeorm';
import { command, execute } from './sql-statement';

export const ADVISORY_XACT_LOCK = command<[key: number]>({
  name: 'advisory_xact_lock',
  text: 'SELECT pg_advisory_xact_lock($1)',
});

/** Serialises the holders of `key` until the transaction of `manager` ends. */
export async function lockUntilCommit(manager: EntityManager, key: number): Promise<void> {
  await execute(manager, ADVISORY_XACT_LOCK, [key]);
}
