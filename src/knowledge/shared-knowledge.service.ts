import { Injectable } from '@nestjs/common';
import { InternalError } from '../common/errors/domain-error';
import { KeyUnavailableError } from '../keys/key-errors';
import { MarkdownRenderer } from '../shares/markdown-renderer.service';
import { shareState } from '../shares/share-state';
import { ShareTokenService } from '../shares/share-token.service';
import type { SharedKnowledgeView } from './dto/knowledge.response';
import { SharedKnowledgeNotFoundError } from './knowledge.errors';
import { KnowledgeRepository } from './knowledge.repository';

@Injectable()
export class SharedKnowledgeService {
  constructor(
    private readonly knowledge: KnowledgeRepository,
    private readonly tokens: ShareTokenService,
    private readonly markdown: MarkdownRenderer,
  ) {}

  /** Invalid, forged, revoked and expired tokens are one and the same 404 (public-api.md). */
  async read(token: string): Promise<SharedKnowledgeView> {
    const shareId = await this.verify(token);
    const share = shareId ? await this.knowledge.findShareWithEntry(shareId) : undefined;
    if (!share?.entry || shareState(share) !== 'active') throw new SharedKnowledgeNotFoundError();
    const { entry } = share;
    return {
      title: entry.title,
      contentType: entry.contentType,
      content: entry.content,
      html:
        entry.contentType === 'text/markdown' ? await this.markdown.render(entry.content) : null,
      updatedAt: entry.updatedAt.toISOString(),
    };
  }

  private async verify(token: string): Promise<string | undefined> {
    try {
      return await this.tokens.verify('knowledge', token);
    } catch (error) {
      // A key we cannot read is our fault, never a statement about the token.
      if (error instanceof KeyUnavailableError)
        throw new InternalError('Share keys are unavailable');
      throw error;
    }
  }
}
