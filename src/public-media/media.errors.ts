import { DomainError, ForbiddenError, NotFoundError } from '../common/errors/domain-error';

export class MediaNotFoundError extends NotFoundError {
  constructor() {
    super('MEDIA_NOT_FOUND', 'Media file not found or no longer available');
  }
}

export class MediaShareNotFoundError extends NotFoundError {
  constructor() {
    super('MEDIA_SHARE_NOT_FOUND', 'Media share not found');
  }
}

export class MediaFileMissingError extends DomainError {
  constructor() {
    super(
      400,
      'VALIDATION_ERROR',
      'A multipart/form-data body with a file part named "file" is required',
      [{ field: 'file', message: 'file is required', code: 'required' }],
    );
  }
}

/** 401: the share token is malformed, forged, of another kind or signed with an unknown key. */
export class ShareTokenInvalidError extends DomainError {
  constructor() {
    super(401, 'SHARE_TOKEN_INVALID', 'The share token is invalid');
  }
}

export class ShareRevokedError extends ForbiddenError {
  constructor() {
    super('SHARE_REVOKED', 'This share has been revoked');
  }
}

export class ShareExpiredError extends ForbiddenError {
  constructor() {
    super('SHARE_EXPIRED', 'This share has expired');
  }
}

export class ShareDownloadForbiddenError extends ForbiddenError {
  constructor() {
    super('SHARE_DOWNLOAD_FORBIDDEN', 'This share allows viewing only, not downloading');
  }
}

export class RangeNotSatisfiableError extends DomainError {
  constructor(fileSize: number) {
    super(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is outside the file', undefined, {
      'Content-Range': `bytes */${fileSize}`,
    });
  }
}

export class ArchiveNotZipError extends DomainError {
  constructor() {
    super(
      415,
      'ARCHIVE_NOT_ZIP',
      'Only ZIP archives can be listed; this file is not a ZIP archive',
    );
  }
}

export class ArchiveUnreadableError extends DomainError {
  constructor() {
    super(
      415,
      'ARCHIVE_UNREADABLE',
      'The file starts like a ZIP archive but its directory cannot be read',
    );
  }
}

export class ArchiveTooLargeError extends DomainError {
  constructor(reason: string) {
    super(413, 'ARCHIVE_TOO_LARGE', `The archive exceeds the listing cap: ${reason}`);
  }
}

export class PreviewUnavailableError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(
      503,
      'PREVIEW_UNAVAILABLE',
      'The preview converter is unavailable; retry later',
      undefined,
      {
        'Retry-After': String(retryAfterSeconds),
      },
    );
  }
}
