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

  async insertShare(share: NewKnowledgeShare): Promise<void> {
    await this.shares.insert(share);
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
