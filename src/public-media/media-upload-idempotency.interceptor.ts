import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { catchError, from, Observable, switchMap, throwError } from 'rxjs';
import type { AuthenticatedRequest } from '../common/access/principal';
import { idempotencyKeyOf, requestFingerprint } from '../idempotency/idempotency-key';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor';
import type { UploadedMediaFile } from './media-upload.engine';
import { MediaService } from './media.service';

/**
 * The Idempotency-Key of an upload (docs/platform.md, "Safe retries"), placed after the multipart
 * parser: the body is compared by its file part (field, file name, declared type, size and
 * SHA-256), since a client's retry draws a new multipart boundary. An upload answered without
 * running (a replay, 409, 422) leaves no stored object behind.
 */
@Injectable()
export class MediaUploadIdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly idempotency: IdempotencyInterceptor,
    private readonly media: MediaService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context
      .switchToHttp()
      .getRequest<AuthenticatedRequest & { file?: UploadedMediaFile }>();
    const key = idempotencyKeyOf(request);
    const principal = request.principal;
    if (key === undefined || !principal) return next.handle();
    const file = request.file;
    const parts = file
      ? [file.fieldname, file.originalname, file.mimetype, String(file.size), file.sha256]
      : [];
    let ran = false;
    const handler: CallHandler = {
      handle: () => {
        ran = true;
        return next.handle();
      },
    };
    const scope = { teamId: principal.teamId, ownerId: principal.userId, key };
    return this.idempotency
      .run(context, handler, scope, requestFingerprint(request, parts))
      .pipe(
        catchError((error: unknown) =>
          ran || !file?.storageKey
            ? throwError(() => error)
            : from(this.media.discardUpload(file)).pipe(switchMap(() => throwError(() => error))),
        ),
      );
  }
}
