import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../common/access/principal';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isUuid } from '../common/ids';
import type { ShareCreatedView, ShareRevokedView } from '../shares/dto/share.response';
import { parseShareExpiry, shareUrl } from '../shares/share-state';
import { ShareTokenService } from '../shares/share-token.service';
import type { MediaShareCreateDto } from './dto/media-share-create.dto';
import type { MediaDeletedView, MediaUploadedView } from './dto/media.response';
import { classifyFile, cleanFileName, SNIFF_BYTES } from './file-kind';
import { MediaFileMissingError, MediaNotFoundError, MediaShareNotFoundError } from './media.errors';
import type { UploadedMediaFile } from './media-upload.engine';
import type { Media } from './media.entity';
import { MediaRepository } from './media.repository';
import { MEDIA_STORAGE, MediaStorage } from './storage/media-storage';

/** Provisioning of media files and their shares (platform.md, Provisioning resources). */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mediaFiles: MediaRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly tokens: ShareTokenService,
  ) {}

  /** Records a file the upload engine has already streamed into storage. */
  async recordUpload(
    caller: Principal,
    file: UploadedMediaFile | undefined,
  ): Promise<MediaUploadedView> {
    if (!file?.storageKey) throw new MediaFileMissingError();
    const fileName = cleanFileName(file.originalname);
    const type = classifyFile(fileName, file.head, file.size <= SNIFF_BYTES);
    try {
      const saved = await this.mediaFiles.insertMedia({
        id: file.mediaId,
        teamId: caller.teamId,
        createdBy: caller.userId,
        fileName,
        mimeType: type.mimeType,
        fileKind: type.fileKind,
        fileSize: file.size,
        sha256: file.sha256,
        storageKey: file.storageKey,
      });
      return {
        mediaId: saved.id,
        fileName: saved.fileName,
        mimeType: saved.mimeType,
        fileKind: saved.fileKind,
        fileSize: saved.fileSize,
      };
    } catch (error) {
      await this.removeObject(file.storageKey);
      throw error;
    }
  }

  /** Deletes the file and, in the same transaction, every share of it; then the bytes. */
  async remove(caller: Principal, mediaId: string): Promise<MediaDeletedView> {
    const media = await this.findOwned(caller, mediaId);
    await this.mediaFiles.deleteMediaWithShares(caller.teamId, media.id);
    await this.removeObject(media.storageKey);
    return { mediaId: media.id, deleted: true };
  }

  async createShare(
    caller: Principal,
    mediaId: string,
    input: MediaShareCreateDto,
  ): Promise<ShareCreatedView> {
    const expiresAt = parseShareExpiry(input.expiresAt);
    const media = await this.findOwned(caller, mediaId);
    const shareId = randomUUID();
    const token = await this.tokens.issue('media', shareId);
    const inserted = await this.mediaFiles.insertShare({
      id: shareId,
      teamId: caller.teamId,
      mediaId: media.id,
      accessLevel: input.accessLevel,
      expiresAt,
      revokedAt: null,
      createdBy: caller.userId,
    });
    if (!inserted) throw new MediaNotFoundError();
    return { shareId, token, url: shareUrl(this.config.publicBaseUrl, 'public/media', token) };
  }

  /** Idempotent: revoking a revoked share answers the same 200. */
  async revokeShare(caller: Principal, shareId: string): Promise<ShareRevokedView> {
    const share = isUuid(shareId)
      ? await this.mediaFiles.findShare(caller.teamId, shareId)
      : undefined;
    if (!share) throw new MediaShareNotFoundError();
    if (!share.revokedAt) {
      await this.mediaFiles.revokeShare(caller.teamId, share.id, new Date());
    }
    return { shareId: share.id, revoked: true };
  }

  private async findOwned(caller: Principal, mediaId: string): Promise<Media> {
    const media = isUuid(mediaId)
      ? await this.mediaFiles.findMedia(caller.teamId, mediaId)
      : undefined;
    if (!media) throw new MediaNotFoundError();
    return media;
  }

  /** The bytes of an upload that will not be recorded (its request was answered otherwise). */
  async discardUpload(file: Pick<UploadedMediaFile, 'storageKey'>): Promise<void> {
    await this.removeObject(file.storageKey);
  }

  /** The row is the truth: a leftover object is only wasted space, so a failure here is logged. */
  private async removeObject(storageKey: string): Promise<void> {
    try {
      await this.storage.remove(storageKey);
    } catch (error) {
      this.logger.warn({ err: error, storageKey }, 'could not remove a stored media object');
    }
  }
}
