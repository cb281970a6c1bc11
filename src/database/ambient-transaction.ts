import type { DataSource, QueryRunner } from 'typeorm';
import { ContextSlot } from '../common/async/context-slot';

/**
 * One transaction that every statement of a piece of work joins, wherever it is issued: a
 * request whose answer must commit with its writes (docs/platform.md, "Safe retries") runs its
 * handler inside one. While it is open, `createQueryRunner` on its DataSource hands out that
 * transaction's runner: a service's own `dataSource.transaction(...)` becomes a savepoint in it
 * (TypeORM nests by savepoints) and a plain statement runs in it; nothing commits before the
 * owner commits.
 */
export interface AmbientTransaction {
  readonly dataSource: DataSource;
  readonly runner: QueryRunner;
  /** Work that must only see the committed state (cache drops): run once the owner commits. */
  readonly afterCommit: Array<() => unknown>;
}

const current = new ContextSlot<AmbientTransaction>('ambientTransaction');
const JOINABLE = Symbol('ambient-transactions-joinable');

/** Runs `work` (and everything it starts) inside `transaction`. */
export function withinAmbientTransaction<T>(transaction: AmbientTransaction, work: () => T): T {
  return current.run(transaction, work);
}

/** The runner of the ambient transaction on `dataSource`, if one is open here. */
export function ambientRunnerOf(dataSource: DataSource): QueryRunner | undefined {
  const transaction = current.get();
  return transaction?.dataSource === dataSource ? transaction.runner : undefined;
}

/**
 * Runs `work` once the ambient transaction commits, or now when there is none: for effects a
 * reader must never see before the write (dropping a cached credential), which a commit that
 * fails afterwards would otherwise leave behind.
 */
export async function afterCommit(work: () => unknown): Promise<void> {
  const transaction = current.get();
  if (transaction) transaction.afterCommit.push(work);
  else await work();
}

/**
 * Runs the work `transaction` deferred to its commit, outside any ambient transaction (so it acts
 * at once). Each runs even if an earlier one failed; the failures are returned.
 */
export async function runAfterCommit(transaction: AmbientTransaction): Promise<unknown[]> {
  const failures: unknown[] = [];
  await current.run(undefined, async () => {
    for (const work of transaction.afterCommit.splice(0)) {
      try {
        await work();
      } catch (error) {
        failures.push(error);
      }
    }
  });
  return failures;
}

/** Makes `dataSource` hand out the ambient transaction's runner while one is open (once). */
export function joinAmbientTransactions(dataSource: DataSource): void {
  const marked = dataSource as DataSource & { [JOINABLE]?: true };
  if (marked[JOINABLE]) return;
  marked[JOINABLE] = true;
  const createQueryRunner = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (mode) => {
    const runner = ambientRunnerOf(dataSource);
    return runner ? joined(runner) : createQueryRunner(mode);
  };
}

/** The ambient runner as a borrower sees it: releasing it is the owner's business. */
function joined(runner: QueryRunner): QueryRunner {
  return new Proxy(runner, {
    get(target, property, receiver) {
      if (property === 'release') return () => Promise.resolve();
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
