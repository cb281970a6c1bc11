import { Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import {
  IdempotencyAnswersRepository,
  KeyScope,
  StoredAnswer,
} from './idempotency-answers.repository';
import { IdempotencyKeyInUseError, IdempotencyKeyReusedError } from './idempotency.errors';
import { KeyedRequest } from './keyed-request';

export type KeyedStart =
  { kind: 'replay'; answer: StoredAnswer } | { kind: 'run'; request: KeyedRequest };

/**
 * platform.md, "Safe retries": the first request with a key runs (inside a transaction that
 * holds the key until its answer commits with its writes); a later one with the same method,
 * path and body gets the stored answer; another request under the key is 422; a request while
 * the first still runs is 409.
 */
@Injectable()
export class IdempotentRequests {
  constructor(private readonly answers: IdempotencyAnswersRepository) {}

  async start(scope: KeyScope, fingerprint: Buffer): Promise<KeyedStart> {
    // A key already answered is replayed without its lock, so retries arriving together are all
    // replays, never 409s; only a key not yet answered is locked, and looked up again under it.
    const answered = await this.answers.find(null, scope);
    if (answered) return replayOf(answered, fingerprint);
    const runner = await this.answers.begin();
    let started = false;
    try {
      if (!(await this.answers.tryLock(runner, scope))) throw new IdempotencyKeyInUseError();
      const stored = await this.answers.find(runner, scope);
      if (stored) return replayOf(stored, fingerprint);
      const request = new KeyedRequest(runner, scope, fingerprint, this.answers);
      await request.enterOperation();
      started = true;
      return { kind: 'run', request };
    } finally {
      if (!started) {
        await runner.rollbackTransaction().catch(() => undefined);
        await runner.release();
      }
    }
  }
}

function replayOf(stored: StoredAnswer, fingerprint: Buffer): KeyedStart {
  if (!sameFingerprint(stored.fingerprint, fingerprint)) throw new IdempotencyKeyReusedError();
  return { kind: 'replay', answer: stored };
}

function sameFingerprint(stored: Buffer, given: Buffer): boolean {
  return stored.length === given.length && timingSafeEqual(stored, given);
}
