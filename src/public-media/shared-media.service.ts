import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InternalError } from '../common/errors/domain-error';
import { rowsOf } from '../database/sql-statement';
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
import type { MediaShare } from './media-share.entity';
import type { Media } from './media.entity';
import { SHARE_WITH_FILE } from './public-media.queries';
import {
  ByteRange,
  MEDIA_STORAGE,
  MediaStorage,
  StoredObjectMissingError,
} from './storage/media-storage';

/** What the public routes read of a shared file. */
export type SharedFile = Pick<
  Media,
  'fileName' | 'mimeType' | 'fileKind' | 'fileSize' | 'sha256' | 'storageKey'
>;

export interface SharedMedia {
  share: Pick<MediaShare, 'accessLevel' | 'expiresAt' | 'revokedAt'>;
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
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly tokens: ShareTokenService,
  ) {}

  async resolve(token: string): Promise<SharedMedia> {
    const shareId = await this.verify(token);
    // One round trip, the columns the routes need: the share's state and access, the file's own.
    const [row] = await rowsOf(this.dataSource, SHARE_WITH_FILE, [shareId]);
    // A genuine token whose share is gone: its file was deleted (shares go with it).
    if (!row) throw new MediaNotFoundError();
    const share = {
      accessLevel: row.access_level,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
    };
    const state = shareState(share);
    if (state === 'revoked') throw new ShareRevokedError();
    if (state === 'expired') throw new ShareExpiredError();
    return {
      share,
      media: {
        fileName: row.file_name,
        mimeType: row.mime_type,
        fileKind: row.file_kind,
        fileSize: row.file_size,
        sha256: row.sha256,
        storageKey: row.storage_key,
      },
    };
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
