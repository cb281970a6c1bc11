import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { rowsOf } from '../database/sql-statement';
import { MediaShare } from './media-share.entity';
import { Media } from './media.entity';
import { SHARE_WITH_FILE, SharedFile, ShareState } from './public-media.queries';

export type NewMedia = Omit<Media, 'createdAt'>;
export type NewMediaShare = Pick<
  MediaShare,
  'id' | 'teamId' | 'mediaId' | 'accessLevel' | 'expiresAt' | 'revokedAt' | 'createdBy'
>;

/** The one door to `media` and `media_shares`. */
@Injectable()
export class MediaRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get media(): Repository<Media> {
    return this.dataSource.getRepository(Media);
  }

  private get shares(): Repository<MediaShare> {
    return this.dataSource.getRepository(MediaShare);
  }

  async insertMedia(media: NewMedia): Promise<Media> {
    return this.media.save(this.media.create(media));
  }

  async findMedia(teamId: string, id: string): Promise<Media | undefined> {
    return (await this.media.findOne({ where: { id, teamId } })) ?? undefined;
  }

  /** The file and, in the same transaction, every share of it. */
  async deleteMediaWithShares(teamId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(MediaShare, { mediaId: id, teamId });
      await manager.delete(Media, { id, teamId });
    });
  }

  /**
   * Writes the share, or answers false when its file is gone: one deleted since the caller looked
   * it up is found missing here, under the lock the foreign key's own check takes, instead of
   * breaking that check in the insert (a 500 where the route lists a 404).
   */
  async insertShare(share: NewMediaShare): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const media = await manager.findOne(Media, {
        select: { id: true },
        where: { id: share.mediaId, teamId: share.teamId },
        lock: { mode: 'for_key_share' },
      });
      if (!media) return false;
      await manager.insert(MediaShare, share);
      return true;
    });
  }

  async findShare(teamId: string, id: string): Promise<MediaShare | undefined> {
    return (await this.shares.findOne({ where: { id, teamId } })) ?? undefined;
  }

  async revokeShare(teamId: string, id: string, revokedAt: Date): Promise<void> {
    await this.shares.update({ id, teamId }, { revokedAt });
  }

  /** A share, whatever its team, with what the public routes read of its file. */
  async shareWithFile(
    shareId: string,
  ): Promise<{ share: ShareState; media: SharedFile } | undefined> {
    const [row] = await rowsOf(this.dataSource, SHARE_WITH_FILE, [shareId]);
    if (!row) return undefined;
    const { accessLevel, expiresAt, revokedAt, ...media } = row;
    return { share: { accessLevel, expiresAt, revokedAt }, media };
  }
}
