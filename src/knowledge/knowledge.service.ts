import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import type { Principal } from '../common/access/principal';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isUuid } from '../common/ids';
import type { ShareCreatedView, ShareRevokedView } from '../shares/dto/share.response';
import { parseShareExpiry, shareUrl } from '../shares/share-state';
import { ShareTokenService } from '../shares/share-token.service';
import type {
  KnowledgeEntryCreateDto,
  KnowledgeShareCreateDto,
} from './dto/knowledge-entry-create.dto';
import type { KnowledgeEntryView } from './dto/knowledge.response';
import { KnowledgeEntry } from './knowledge-entry.entity';
import { KnowledgeShare } from './knowledge-share.entity';
import { KnowledgeEntryNotFoundError, KnowledgeShareNotFoundError } from './knowledge.errors';

@Injectable()
export class KnowledgeService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(KnowledgeEntry) private readonly entries: Repository<KnowledgeEntry>,
    @InjectRepository(KnowledgeShare) private readonly shares: Repository<KnowledgeShare>,
    private readonly tokens: ShareTokenService,
  ) {}

  async create(caller: Principal, input: KnowledgeEntryCreateDto): Promise<KnowledgeEntryView> {
    const entry = await this.entries.save(
      this.entries.create({
        teamId: caller.teamId,
        createdBy: caller.userId,
        title: input.title,
        content: input.content,
        contentType: input.contentType ?? 'text/markdown',
      }),
    );
    return {
      entryId: entry.id,
      title: entry.title,
      contentType: entry.contentType,
      content: entry.content,
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
    };
  }

  async createShare(
    caller: Principal,
    entryId: string,
    input: KnowledgeShareCreateDto,
  ): Promise<ShareCreatedView> {
    const expiresAt = parseShareExpiry(input.expiresAt);
    const entry = isUuid(entryId)
      ? await this.entries.findOne({ where: { id: entryId, teamId: caller.teamId } })
      : null;
    if (!entry) throw new KnowledgeEntryNotFoundError();
    const shareId = randomUUID();
    const token = await this.tokens.issue('knowledge', shareId);
    await this.shares.insert({
      id: shareId,
      teamId: caller.teamId,
      entryId: entry.id,
      expiresAt,
      revokedAt: null,
      createdBy: caller.userId,
    });
    return { shareId, token, url: shareUrl(this.config.publicBaseUrl, 'public/knowledge', token) };
  }

  /** Idempotent: revoking a revoked share answers the same 200. */
  async revokeShare(caller: Principal, shareId: string): Promise<ShareRevokedView> {
    const share = isUuid(shareId)
      ? await this.shares.findOne({ where: { id: shareId, teamId: caller.teamId } })
      : null;
    if (!share) throw new KnowledgeShareNotFoundError();
    if (!share.revokedAt) {
      await this.shares.update({ id: share.id, teamId: caller.teamId }, { revokedAt: new Date() });
    }
    return { shareId: share.id, revoked: true };
  }
}
