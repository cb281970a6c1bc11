import { Inject, Injectable } from '@nestjs/common';
import { InternalError } from '../common/errors/domain-error';
import { KeyUnavailableError } from '../keys/key-errors';
import { shareState } from '../shares/share-state';
import { ShareTokenService } from '../shares/share-token.service';
import type { SharedFileBody } from './http/shared-file-response';
import { contentTypeHeader } from './file-kind';
import {
  MediaNotFoundError,
  ShareDownloadForbiddenError,
  ShareExpiredError,
  ShareRevokedError,
  ShareTokenInvalidError,
} from './media.errors';
import type { Media } from './media.entity';
import { MediaRepository } from './media.repository';
import type { SharedFile, ShareState } from './public-media.queries';
import {
  ByteRange,
  MEDIA_STORAGE,
  MediaStorage,
  StoredObjectMissingError,
} from './storage/media-storage';

export interface SharedMedia {
  share: ShareState;
  /** What the public routes read of a shared file. */
  media: SharedFile;
}

/**
 * Resolves a public media token to its share and file, in the order the contract gives:
 * a bad or forged token is 401, a revoked or expired share 403, a file that is gone 404.
 * The token itself is the credential; the share row carries the tenancy.
 */
@Injectable()
export class SharedMediaService {
  constructor(
    private readonly mediaFiles: MediaRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly tokens: ShareTokenService,
  ) {}

  async resolve(token: string): Promise<SharedMedia> {
    const shareId = await this.verify(token);
    // One round trip, the columns the routes need: the share's state and access, the file's own.
    const found = await this.mediaFiles.shareWithFile(shareId);
    // A genuine token whose share is gone: its file was deleted (shares go with it).
    if (!found) throw new MediaNotFoundError();
    const state = shareState(found.share);
    if (state === 'revoked') throw new ShareRevokedError();
    if (state === 'expired') throw new ShareExpiredError();
    return found;
  }

  /** The raw bytes for GET /public/media/{token} (any share) or /download (download shares). */
  async file(token: string, purpose: 'view' | 'download'): Promise<SharedFileBody> {
    const { share, media } = await this.resolve(token);
    if (purpose === 'download' && share.accessLevel !== 'download') {
      throw new ShareDownloadForbiddenError();
    }
    return {
      fileName: media.fileName,
      contentType: contentTypeHeader(media),
      fileSize: media.fileSize,
      etag: `"${media.sha256.slice(0, 40)}"`,
      open: (range?: ByteRange) => this.open(media, range),
    };
  }

  async open(media: Pick<Media, 'storageKey'>, range?: ByteRange) {
    try {
      return await this.storage.read(media.storageKey, range);
    } catch (error) {
      throw this.missingAsNotFound(error);
    }
  }

  async readAt(
    media: Pick<Media, 'storageKey'>,
    position: number,
    length: number,
  ): Promise<Buffer> {
    try {
      return await this.storage.readRange(media.storageKey, position, length);
    } catch (error) {
      throw this.missingAsNotFound(error);
    }
  }

  private missingAsNotFound(error: unknown): unknown {
    return error instanceof StoredObjectMissingError ? new MediaNotFoundError() : error;
  }

  private async verify(token: string): Promise<string> {
    try {
      const shareId = await this.tokens.verify('media', token);
      if (!shareId) throw new ShareTokenInvalidError();
      return shareId;
    } catch (error) {
      // The contract has no 503 here: an unreadable key is the server's fault, a 500.
      if (error instanceof KeyUnavailableError)
        throw new InternalError('Share keys are unavailable');
      throw error;
    }
  }
}
