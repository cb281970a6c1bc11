import type { QueryRunner } from 'typeorm';
import { Logger } from '@nestjs/common';
import { type AmbientTransaction, runAfterCommit } from '../database/ambient-transaction';
import type {
  IdempotencyAnswersRepository,
  KeyScope,
  StoredAnswer,
} from './idempotency-answers.repository';
import { isStoredAnswer } from './stored-answer-rules';

/**
 * A keyed request under way: its transaction holds the key's lock, its handler runs inside a
 * savepoint of it, and its answer is stored in it before the one COMMIT, so the writes and the
 * stored answer exist together or not at all.
 */
export class KeyedRequest {
  readonly transaction: AmbientTransaction;
  private readonly logger = new Logger(KeyedRequest.name);
  private ended = false;

  constructor(
    private readonly runner: QueryRunner,
    private readonly scope: KeyScope,
    private readonly fingerprint: Buffer,
    private readonly answers: IdempotencyAnswersRepository,
  ) {
    this.transaction = { dataSource: runner.connection, runner, afterCommit: [] };
  }

  /** The savepoint the handler's writes are undone to when its answer is a stored refusal. */
  async enterOperation(): Promise<void> {
    await this.runner.startTransaction();
  }

  /**
   * Ends the transaction with the answer about to be sent: stores and commits it when it is kept,
   * rolls everything back when it is not. Throws when the commit fails (the caller answers that
   * failure instead: nothing was written).
   */
  async finish(answer: Omit<StoredAnswer, 'fingerprint'>): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    try {
      if (!isStoredAnswer(answer)) return await this.rollback();
      // The operation's savepoint: kept on success, undone on a stored refusal.
      if (answer.status < 400) await this.runner.commitTransaction();
      else {
        await this.runner.rollbackTransaction();
        this.transaction.afterCommit.length = 0; // what the undone writes had deferred
      }
      await this.answers.store(this.runner, this.scope, {
        ...answer,
        fingerprint: this.fingerprint,
      });
      await this.runner.commitTransaction();
    } catch (error) {
      await this.rollback().catch(() => undefined);
      throw error;
    } finally {
      await this.runner.release();
    }
    for (const error of await runAfterCommit(this.transaction))
      this.logger.warn({ err: error }, 'work deferred to the commit of a keyed request failed');
  }

  /** No answer will be stored (the client went away, the response broke): nothing happened. */
  async abandon(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.rollback().catch(() => undefined);
    await this.runner.release();
  }

  private async rollback(): Promise<void> {
    while (this.runner.isTransactionActive) await this.runner.rollbackTransaction();
  }
}
