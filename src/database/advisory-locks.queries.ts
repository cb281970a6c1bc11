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

export const ADVISORY_XACT_LOCK_SHARED = command<[key: number]>({
  name: 'advisory_xact_lock_shared',
  text: 'SELECT pg_advisory_xact_lock_shared($1)',
});

/** Shares `key` with its other sharers until the transaction ends; an exclusive holder waits. */
export async function shareUntilCommit(manager: EntityManager, key: number): Promise<void> {
  await execute(manager, ADVISORY_XACT_LOCK_SHARED, [key]);
}
