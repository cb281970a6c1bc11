import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
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
import { MediaShare } from './media-share.entity';
import type { UploadedMediaFile } from './media-upload.engine';
import { Media } from './media.entity';
import { MEDIA_STORAGE, MediaStorage } from './storage/media-storage';

/** Provisioning of media files and their shares (platform.md, Provisioning resources). */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Media) private readonly media: Repository<Media>,
    @InjectRepository(MediaShare) private readonly shares: Repository<MediaShare>,
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
      const saved = await this.media.save(
        this.media.create({
          id: file.mediaId,
          teamId: caller.teamId,
          createdBy: caller.userId,
          fileName,
          mimeType: type.mimeType,
          fileKind: type.fileKind,
          fileSize: file.size,
          sha256: file.sha256,
          storageKey: file.storageKey,
        }),
      );
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
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(MediaShare, { mediaId: media.id, teamId: caller.teamId });
      await manager.delete(Media, { id: media.id, teamId: caller.teamId });
    });
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
    await this.shares.insert({
      id: shareId,
      teamId: caller.teamId,
      mediaId: media.id,
      accessLevel: input.accessLevel,
      expiresAt,
      revokedAt: null,
      createdBy: caller.userId,
    });
    return { shareId, token, url: shareUrl(this.config.publicBaseUrl, 'public/media', token) };
  }

  /** Idempotent: revoking a revoked share answers the same 200. */
  async revokeShare(caller: Principal, shareId: string): Promise<ShareRevokedView> {
    const share = isUuid(shareId)
      ? await this.shares.findOne({ where: { id: shareId, teamId: caller.teamId } })
      : null;
    if (!share) throw new MediaShareNotFoundError();
    if (!share.revokedAt) {
      await this.shares.update({ id: share.id, teamId: caller.teamId }, { revokedAt: new Date() });
    }
    return { shareId: share.id, revoked: true };
  }

  private async findOwned(caller: Principal, mediaId: string): Promise<Media> {
    const media = isUuid(mediaId)
      ? await this.media.findOne({ where: { id: mediaId, teamId: caller.teamId } })
      : null;
    if (!media) throw new MediaNotFoundError();
    return media;
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
