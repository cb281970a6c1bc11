import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryRunner } from 'typeorm';
import { execute, rowsOf } from '../database/sql-statement';
import { SecretBoxService } from '../keys/secret-box.service';
import {
  CREATE_IDEMPOTENCY_PARTITIONS,
  DROP_EXPIRED_IDEMPOTENCY_PARTITIONS,
  IDEMPOTENCY_WINDOW_HOURS,
  MISSING_IDEMPOTENCY_PARTITIONS,
  STORE_IDEMPOTENCY_ANSWER,
  STORED_IDEMPOTENCY_ANSWER,
  TRY_LOCK_IDEMPOTENCY_KEY,
} from './idempotency.queries';

/** Whose key it is: keys are scoped to the team and the credential's owner. */
export interface KeyScope {
  teamId: string;
  ownerId: string;
  key: string;
}

export interface StoredAnswer {
  fingerprint: Buffer;
  status: number;
  contentType: string | null;
  location: string | null;
  body: Buffer;
}

/**
 * The one door to `idempotency_answers`. An answer can hold a secret (a new token, a signing
 * secret, a share link), so its body is stored sealed and opened when it is replayed.
 */
@Injectable()
export class IdempotencyAnswersRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secretBox: SecretBoxService,
  ) {}

  /** A connection in a transaction of its own, for one keyed request (the caller ends it). */
  async begin(): Promise<QueryRunner> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
    } catch (error) {
      await runner.release();
      throw error;
    }
    return runner;
  }

  /** True when this transaction now holds the key; false when another request does. */
  async tryLock(runner: QueryRunner, scope: KeyScope): Promise<boolean> {
    const scoped = `${scope.teamId}:${scope.ownerId}:${scope.key}`;
    const [row] = await rowsOf(runner.manager, TRY_LOCK_IDEMPOTENCY_KEY, [scoped]);
    return row.locked;
  }

  /** The answer stored under the key, read in `runner`'s transaction or (null) on its own. */
  async find(runner: QueryRunner | null, scope: KeyScope): Promise<StoredAnswer | null> {
    const [row] = await rowsOf(runner?.manager ?? this.dataSource, STORED_IDEMPOTENCY_ANSWER, [
      scope.teamId,
      scope.ownerId,
      scope.key,
      IDEMPOTENCY_WINDOW_HOURS,
    ]);
    if (!row) return null;
    const { bodySealed, ...answer } = row;
    if (!bodySealed) return answer;
    return { ...answer, body: await this.secretBox.openBytes(answer.body.toString('latin1')) };
  }

  async store(runner: QueryRunner, scope: KeyScope, answer: StoredAnswer): Promise<void> {
    await execute(runner.manager, STORE_IDEMPOTENCY_ANSWER, [
      scope.teamId,
      scope.ownerId,
      scope.key,
      answer.fingerprint,
      answer.status,
      answer.contentType,
      answer.location,
      Buffer.from(await this.secretBox.sealBytes(answer.body), 'latin1'),
    ]);
  }

  async createPartitions(aheadDays: number): Promise<number> {
    const [row] = await rowsOf(this.dataSource, CREATE_IDEMPOTENCY_PARTITIONS, [aheadDays]);
    return row.made;
  }

  async missingPartitions(aheadDays: number): Promise<string[]> {
    const rows = await rowsOf(this.dataSource, MISSING_IDEMPOTENCY_PARTITIONS, [aheadDays]);
    return rows.map((row) => row.name);
  }

  /** Drops the days whose answers are all past the window; how many days. */
  async dropExpiredPartitions(): Promise<number> {
    const [row] = await rowsOf(this.dataSource, DROP_EXPIRED_IDEMPOTENCY_PARTITIONS, [
      IDEMPOTENCY_WINDOW_HOURS,
    ]);
    return row.dropped;
  }
}
