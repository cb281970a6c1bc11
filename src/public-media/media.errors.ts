import {
  DomainError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  ValidationFailedError,
} from '../common/errors/domain-error';

export class MediaNotFoundError extends NotFoundError {
  static override readonly code = 'MEDIA_NOT_FOUND';

  constructor() {
    super('Media file not found or no longer available');
  }
}

export class MediaShareNotFoundError extends NotFoundError {
  static override readonly code = 'MEDIA_SHARE_NOT_FOUND';

  constructor() {
    super('Media share not found');
  }
}

export class MediaFileMissingError extends ValidationFailedError {
  constructor() {
    super(
      [{ field: 'file', message: 'file is required', code: 'required' }],
      'A multipart/form-data body with a file part named "file" is required',
    );
  }
}

/** 401: the share token is malformed, forged, of another kind or signed with an unknown key. */
export class ShareTokenInvalidError extends DomainError {
  static override readonly status = 401;
  static override readonly code = 'SHARE_TOKEN_INVALID';

  constructor() {
    super('The share token is invalid');
  }
}

export class ShareRevokedError extends ForbiddenError {
  static override readonly code = 'SHARE_REVOKED';

  constructor() {
    super('This share has been revoked');
  }
}

export class ShareExpiredError extends ForbiddenError {
  static override readonly code = 'SHARE_EXPIRED';

  constructor() {
    super('This share has expired');
  }
}

export class ShareDownloadForbiddenError extends ForbiddenError {
  static override readonly code = 'SHARE_DOWNLOAD_FORBIDDEN';

  constructor() {
    super('This share allows viewing only, not downloading');
  }
}

export class RangeNotSatisfiableError extends DomainError {
  static override readonly status = 416;
  static override readonly code = 'RANGE_NOT_SATISFIABLE';

  constructor(fileSize: number) {
    super('The requested range is outside the file', undefined, {
      'Content-Range': `bytes */${fileSize}`,
    });
  }
}

export class ArchiveNotZipError extends UnsupportedMediaTypeError {
  static override readonly code = 'ARCHIVE_NOT_ZIP';

  constructor() {
    super('Only ZIP archives can be listed; this file is not a ZIP archive');
  }
}

export class ArchiveUnreadableError extends UnsupportedMediaTypeError {
  static override readonly code = 'ARCHIVE_UNREADABLE';

  constructor() {
    super('The file starts like a ZIP archive but its directory cannot be read');
  }
}

export class ArchiveTooLargeError extends PayloadTooLargeError {
  static override readonly code = 'ARCHIVE_TOO_LARGE';

  constructor(reason: string) {
    super(`The archive exceeds the listing cap: ${reason}`);
  }
}

export class PreviewUnavailableError extends ServiceUnavailableError {
  static override readonly code = 'PREVIEW_UNAVAILABLE';

  constructor(retryAfterSeconds: number) {
    super('The preview converter is unavailable; retry later', retryAfterSeconds);
  }
}
