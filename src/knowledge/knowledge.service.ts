import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
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
import { KnowledgeEntryNotFoundError, KnowledgeShareNotFoundError } from './knowledge.errors';
import { KnowledgeRepository } from './knowledge.repository';

@Injectable()
export class KnowledgeService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly knowledge: KnowledgeRepository,
    private readonly tokens: ShareTokenService,
  ) {}

  async create(caller: Principal, input: KnowledgeEntryCreateDto): Promise<KnowledgeEntryView> {
    const entry = await this.knowledge.insertEntry({
      teamId: caller.teamId,
      createdBy: caller.userId,
      title: input.title,
      content: input.content,
      contentType: input.contentType ?? 'text/markdown',
    });
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
      ? await this.knowledge.findEntry(caller.teamId, entryId)
      : undefined;
    if (!entry) throw new KnowledgeEntryNotFoundError();
    const shareId = randomUUID();
    const token = await this.tokens.issue('knowledge', shareId);
    const inserted = await this.knowledge.insertShare({
      id: shareId,
      teamId: caller.teamId,
      entryId: entry.id,
      expiresAt,
      revokedAt: null,
      createdBy: caller.userId,
    });
    if (!inserted) throw new KnowledgeEntryNotFoundError();
    return { shareId, token, url: shareUrl(this.config.publicBaseUrl, 'public/knowledge', token) };
  }

  /** Idempotent: revoking a revoked share answers the same 200. */
  async revokeShare(caller: Principal, shareId: string): Promise<ShareRevokedView> {
    const share = isUuid(shareId)
      ? await this.knowledge.findShare(caller.teamId, shareId)
      : undefined;
    if (!share) throw new KnowledgeShareNotFoundError();
    if (!share.revokedAt) {
      await this.knowledge.revokeShare(caller.teamId, share.id, new Date());
    }
    return { shareId: share.id, revoked: true };
  }
}
