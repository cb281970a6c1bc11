import { Module } from '@nestjs/common';
import { MarkdownRenderer } from './markdown-renderer.service';
import { ShareTokenService } from './share-token.service';

/**
 * Share tokens for media files and knowledge entries (HMAC, key id inside, purpose `share`), and
 * the bounded markdown renderer both public surfaces use.
 */
@Module({
  providers: [ShareTokenService, MarkdownRenderer],
  exports: [ShareTokenService, MarkdownRenderer],
})
export class SharesModule {}
