import { Injectable } from '@nestjs/common';
import { MarkdownRenderer } from '../shares/markdown-renderer.service';
import type { FileContentView, MediaMetaView } from './dto/public-media.response';
import { withoutPartialTail } from './file-kind';
import { SharedMediaService } from './shared-media.service';

/** /content returns at most this much of a file, flagged `truncated`. */
export const CONTENT_MAX_BYTES = 1024 * 1024;

@Injectable()
export class PublicMediaService {
  constructor(
    private readonly shared: SharedMediaService,
    private readonly markdown: MarkdownRenderer,
  ) {}

  /** Exactly the five fields of the media meta descriptor; no identifier of any kind. */
  async meta(token: string): Promise<MediaMetaView> {
    const { share, media } = await this.shared.resolve(token);
    return {
      fileName: media.fileName,
      mimeType: media.mimeType,
      fileKind: media.fileKind,
      fileSize: media.fileSize,
      accessLevel: share.accessLevel,
    };
  }

  /** Text files as editable text; markdown also rendered to sanitised HTML; others have no text. */
  async content(token: string): Promise<FileContentView> {
    const { media } = await this.shared.resolve(token);
    const base = {
      fileName: media.fileName,
      mimeType: media.mimeType,
      fileKind: media.fileKind,
      readOnly: true,
    };
    if (media.fileKind !== 'text' && media.fileKind !== 'markdown') {
      return Object.assign(base, {
        format: 'none' as const,
        text: null,
        html: null,
        truncated: false,
      });
    }
    const truncated = media.fileSize > CONTENT_MAX_BYTES;
    const bytes = await this.shared.readAt(media, 0, Math.min(media.fileSize, CONTENT_MAX_BYTES));
    const text = new TextDecoder('utf-8').decode(truncated ? withoutPartialTail(bytes) : bytes);
    if (media.fileKind === 'markdown') {
      const html = await this.markdown.render(text);
      return Object.assign(base, { format: 'markdown' as const, text, html, truncated });
    }
    return Object.assign(base, { format: 'text' as const, text, html: null, truncated });
  }
}
