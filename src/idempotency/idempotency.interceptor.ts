import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { finalize, from, Observable, switchMap } from 'rxjs';
import type { AuthenticatedRequest } from '../common/access/principal';
import { PreparedAnswer } from '../common/http/prepared-answer';
import { withinAmbientTransaction } from '../database/ambient-transaction';
import { sendOnceCommitted } from './answer-capture';
import type { StoredAnswer } from './idempotency-answers.repository';
import { idempotencyKeyOf, requestFingerprint } from './idempotency-key';
import { IdempotentRequests } from './idempotent-requests.service';

/**
 * platform.md, "Safe retries", on every authenticated POST under /v1 (`@KeyedPost`) sent with an
 * Idempotency-Key. Runs after the guards (a 401, 403 or 429 never reaches it) and before the
 * pipes, so the handler and everything it calls run in the key's transaction
 * (ambient-transaction.ts).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly requests: IdempotentRequests) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const principal = request.principal;
    if (request.method !== 'POST' || !request.path.startsWith('/v1/') || !principal)
      return next.handle();
    const key = idempotencyKeyOf(request);
    if (key === undefined) return next.handle();
    const scope = { teamId: principal.teamId, ownerId: principal.userId, key };
    return this.run(context, next, scope, requestFingerprint(request));
  }

  /** Also the entry of routes that fingerprint their own body (UploadIdempotencyInterceptor). */
  run(
    context: ExecutionContext,
    next: CallHandler,
    scope: { teamId: string; ownerId: string; key: string },
    fingerprint: Buffer,
  ): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return from(this.requests.start(scope, fingerprint)).pipe(
      switchMap((started) => {
        if (started.kind === 'replay') throw replayOf(started.answer);
        sendOnceCommitted(response, started.request);
        const keyed = started.request;
        return new Observable<unknown>((subscriber) =>
          withinAmbientTransaction(keyed.transaction, () => next.handle().subscribe(subscriber)),
        ).pipe(
          // Nest sends the answer (or the filter the error) in the same turn the handler ends;
          // an answer that never left by then never will, and the key must not stay held.
          finalize(() => setImmediate(() => void keyed.abandon())),
        );
      }),
    );
  }
}

function replayOf(answer: StoredAnswer): PreparedAnswer {
  const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
  if (answer.contentType) headers['Content-Type'] = answer.contentType;
  if (answer.location) headers['Location'] = answer.location;
  return new PreparedAnswer(answer.status, headers, answer.body);
}
