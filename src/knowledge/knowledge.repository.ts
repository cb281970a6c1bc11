import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { KnowledgeEntry } from './knowledge-entry.entity';
import { KnowledgeShare } from './knowledge-share.entity';

export type NewKnowledgeEntry = Pick<
  KnowledgeEntry,
  'teamId' | 'createdBy' | 'title' | 'content' | 'contentType'
>;
export type NewKnowledgeShare = Pick<
  KnowledgeShare,
  'id' | 'teamId' | 'entryId' | 'expiresAt' | 'revokedAt' | 'createdBy'
>;

/** The one door to `knowledge_entries` and `knowledge_shares`. */
@Injectable()
export class KnowledgeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get entries(): Repository<KnowledgeEntry> {
    return this.dataSource.getRepository(KnowledgeEntry);
  }

  private get shares(): Repository<KnowledgeShare> {
    return this.dataSource.getRepository(KnowledgeShare);
  }

  async insertEntry(entry: NewKnowledgeEntry): Promise<KnowledgeEntry> {
    return this.entries.save(this.entries.create(entry));
  }

  async findEntry(teamId: string, id: string): Promise<KnowledgeEntry | undefined> {
    return (await this.entries.findOne({ where: { id, teamId } })) ?? undefined;
  }

  /**
   * Writes the share, or answers false when its entry is gone: one deleted since the caller looked
   * it up is found missing here, under the lock the foreign key's own check takes, instead of
   * breaking that check in the insert (a 500 where the route lists a 404).
   */
  async insertShare(share: NewKnowledgeShare): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const entry = await manager.findOne(KnowledgeEntry, {
        select: { id: true },
        where: { id: share.entryId, teamId: share.teamId },
        lock: { mode: 'for_key_share' },
      });
      if (!entry) return false;
      await manager.insert(KnowledgeShare, share);
      return true;
    });
  }

  async findShare(teamId: string, id: string): Promise<KnowledgeShare | undefined> {
    return (await this.shares.findOne({ where: { id, teamId } })) ?? undefined;
  }

  /** A share with its entry, whatever its team (the public route holds only its token). */
  async findShareWithEntry(id: string): Promise<KnowledgeShare | undefined> {
    return (await this.shares.findOne({ where: { id }, relations: { entry: true } })) ?? undefined;
  }

  async revokeShare(teamId: string, id: string, revokedAt: Date): Promise<void> {
    await this.shares.update({ id, teamId }, { revokedAt });
  }
}
